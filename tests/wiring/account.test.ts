import { describe, expect, it } from 'vitest';
import { accountFrom } from '@/flows/shared/account';

const missing = () => new Error('no account');

describe('accountFrom (auth answers)', () => {
  it('reads the account from data, or from the answer itself', () => {
    expect(accountFrom({ success: true, data: { token: 't1', jwt: 'j' } }, missing)).toEqual({ token: 't1', jwt: 'j' });
    expect(accountFrom({ token: 't2' }, missing)).toEqual({ token: 't2' });
  });

  it("fails with the caller's error when there is no non-empty token", () => {
    for (const answer of [undefined, null, 'x', {}, { data: {} }, { data: { token: '' } }, { data: { token: 42 } }]) {
      expect(() => accountFrom(answer, missing), JSON.stringify(answer)).toThrow('no account');
    }
  });
});
