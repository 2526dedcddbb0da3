/**
 * The welcome-point dialog (spec section 2): after a sign-up that granted welcome points, the first page
 * the new member lands on shows an image, a title, a message and the points (the unit word made plural
 * above 1), with OK. Without points nothing shows. OK acknowledges it, so going back or reloading does not
 * show it again (the app's `acknowledge` forgets the points it was started with).
 */
import { setup } from 'xstate';
import { builtOnce, type Provided } from '../shared/provided';
import type { WelcomePointContext, WelcomePointEvent, WelcomePointInput } from './welcomePoint.types';

const welcomePointActions = {
  acknowledge: (): void => undefined,
};

/** The chart with the app's `acknowledge` in place of the stub (see machines/shared/provided.ts). */
export const createWelcomePointMachine = (provided: Provided<Record<never, never>, typeof welcomePointActions> = {}) => setup({
  types: { context: {} as WelcomePointContext, events: {} as WelcomePointEvent, input: {} as WelcomePointInput },
  guards: {
    hasWelcomePoints: ({ context }) => context.points > 0,
  },
  actions: { ...welcomePointActions, ...provided.actions },
}).createMachine({
  id: 'welcomePoint',
  context: ({ input }) => ({ points: Number.isFinite(input.points) ? Math.max(0, Math.floor(input.points)) : 0 }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasWelcomePoints', target: 'showing' }, { target: 'dismissed' }],
    },
    showing: {
      description: 'Image, welcome title, message and the welcome points with OK.',
      on: { 'WELCOME.OK': { target: 'dismissed', actions: 'acknowledge' } },
    },
    dismissed: {
      description: 'No dialog: no welcome points, or the member pressed OK.',
      type: 'final',
    },
  },
});

/** The chart as declared (stubs), for tests and the flow tooling. */
export const welcomePointMachine = builtOnce(() => createWelcomePointMachine());
export type WelcomePointMachine = ReturnType<typeof createWelcomePointMachine>;
