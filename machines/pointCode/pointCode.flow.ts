import { defineFlow } from '../flow';
import { pointCodeMachine } from './pointCode.machine';
import type { PointCodeContext } from './pointCode.types';
import { readCodes } from '@/domain/line/pointCodes';

/** The tranId is random: leave it out; keep whether something is typed and whether an answer is shown. */
function serialize(snapshot: { value: unknown; context: PointCodeContext }): string {
  const { context } = snapshot;
  const { codes, invalid } = readCodes(context.text);
  const text = context.text.trim() === '' ? 'empty' : invalid.length > 0 ? 'invalid' : `codes:${Math.min(codes.length, 6)}`;
  return JSON.stringify({ value: snapshot.value, inClient: context.client.inClient, text, answer: context.answer !== null, error: context.error !== null, scanError: context.scanError !== null, invalid: context.invalid.length > 0 });
}

const inLine = { inClient: true, lineVersion: '14.0.0', os: 'ios' };

export const pointCodeFlow = defineFlow({
  id: 'pointCode',
  title: 'Points code (scan or type)',
  purpose: 'Scans a points code in LINE or takes typed codes, sends them once per attempt (tranId) and shows the result per code, the ban time, and refreshed points.',
  machine: pointCodeMachine,
  screen: true,
  input: {},
  events: {
    'xstate.done.actor.detectClient': [{ output: inLine }, { output: { inClient: false, lineVersion: null, os: 'web' } }],
    'xstate.error.actor.detectClient': [{ error: { message: 'LIFF unavailable' } }],
    'CODE.CHANGED': [{ text: 'PTS-2024-AB12CD' }, { text: '!!' }],
    'CODE.SUBMIT': [{}],
    'CODE.SCAN': [{}],
    'CODE.RETRY': [{}],
    'CODE.DISMISS': [{}],
    'xstate.done.actor.scanCode': [{ output: 'https://example.org/p?code=PTS-2024-EF34GH' }, { output: null }],
    'xstate.error.actor.scanCode': [{ error: { status: 0 } }],
    'xstate.done.actor.processCodes': [
      { output: { outcomes: [{ code: 'PTS-2024-AB12CD', kind: 'earned', points: 50 }], banUntil: null } },
      { output: { outcomes: [{ code: 'PTS-2024-USED01', kind: 'alreadyUsed' }], banUntil: null } },
    ],
    'xstate.error.actor.processCodes': [{ error: { status: 500, id: 1500, code: 'server_error', message: 'x' } }],
  },
  serializeState: serialize as never,
  limit: 300,
});
