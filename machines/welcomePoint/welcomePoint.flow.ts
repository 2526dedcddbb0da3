import { defineFlow } from '../flow';
import { welcomePointMachine } from './welcomePoint.machine';

export const welcomePointFlow = defineFlow({
  id: 'welcomePoint',
  title: 'Welcome-point dialog',
  purpose: 'After a sign-up with welcome points, shows the image, title, message and points (plural unit above 1) with OK; shows nothing without points.',
  machine: welcomePointMachine(),
  screen: true,
  input: { points: 100 },
  inputs: { onePoint: { points: 1 }, noPoints: { points: 0 } },
  events: { 'WELCOME.OK': [{}] },
});
