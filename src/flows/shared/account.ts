import type { Account } from '@machines/session/session.types';

/**
 * The account of an auth answer (login, LINE login, device login or resume, register): the answer's
 * `data`, or the answer itself, which must carry a non-empty token. `missing` builds the error the
 * calling flow expects when it does not, so each flow keeps its own error state.
 */
export function accountFrom(answer: unknown, missing: () => Error): Account {
  const data = typeof answer === 'object' && answer !== null && 'data' in answer ? (answer as { data: unknown }).data : answer;
  const token = typeof data === 'object' && data !== null ? (data as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token === '') throw missing();
  return data as Account;
}
