import { defineFlow } from '../flow';
import { getPointMachine } from './getPoint.machine';

export const getPointFlow = defineFlow({
  id: 'getPoint',
  title: 'Get-point dialog',
  purpose: 'Shows the member QR code (only when a uuid exists) to collect points at the counter, with Point history and Close, each firing its tracking event.',
  machine: getPointMachine,
  screen: true,
  input: { uuid: '4f6c2a10-8e0b-4d7e-9b1a-2c3d4e5f6a7b' },
  inputs: { noUuid: { uuid: null } },
  events: { 'GETPOINT.OPEN': [{}], 'GETPOINT.HISTORY': [{}], 'GETPOINT.CLOSE': [{}] },
});
