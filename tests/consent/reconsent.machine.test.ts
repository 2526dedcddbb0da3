import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import { reconsentMachine } from '@machines/reconsent/reconsent.machine';
import type { ConsentGateInput } from '@machines/consentGate/consentGate.types';
import type { ConsentStatus, SaveLegalInput } from '@machines/reconsent/reconsent.types';
import { ApiCallError, type ApiError } from '@/domain/apiError';
import { outdatedPolicies, type ConsentRecord } from '@/domain/consent/versions';

const versions = { terms: '2', privacy: '1', marketing: '1', cookie: '1', age: '20' };

function start(record: ConsentRecord | ApiError) {
  const saves: SaveLegalInput[] = [];
  const read: string[] = [];
  const machine = reconsentMachine.provide({
    actors: {
      loadConsentStatus: fromPromise(async (): Promise<ConsentStatus> => {
        if ('status' in record) throw new ApiCallError(record);
        return { versions, record };
      }),
      saveLegalConsent: fromPromise<void, SaveLegalInput>(async ({ input }) => {
        saves.push(input);
      }),
      consentGate: consentGateMachine.provide({
        actors: {
          loadConsentText: fromPromise<string, ConsentGateInput>(async ({ input }) => {
            read.push(`${input.kind}@${input.version}`);
            return '<p>text</p>';
          }),
        },
      }) as never,
    },
  });
  const actor = createActor(machine, { input: { locale: 'th' } });
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.start();
  return { actor, saves, read, emitted };
}
const settle = () => vi.advanceTimersByTimeAsync(0);
const gate = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().children.consentGate!;
const bottom = { type: 'CONSENT.SCROLLED' as const, scrollTop: 1600, scrollHeight: 2000, clientHeight: 400 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reconsent', () => {
  it('which policies are outdated', () => {
    expect(outdatedPolicies(versions, { TermAndCondition: 2, DataPrivacy: 1, ConsentAge: 20 })).toEqual([]);
    expect(outdatedPolicies(versions, { TermAndCondition: 1, DataPrivacy: 1, ConsentAge: 20 })).toEqual(['terms']);
    expect(outdatedPolicies(versions, { TermAndCondition: 1, DataPrivacy: 0, ConsentAge: 0 })).toEqual(['terms', 'privacy', 'age']);
    expect(outdatedPolicies({ ...versions, privacy: '3' }, { TermAndCondition: 2, DataPrivacy: 2, ConsentAge: 20 })).toEqual(['privacy']);
  });

  it('up to date: no dialog, nothing posted', async () => {
    const { actor, read, saves } = start({ TermAndCondition: 2, DataPrivacy: 1, ConsentAge: 20 });
    await settle();
    expect(actor.getSnapshot().matches('upToDate')).toBe(true);
    expect(read).toEqual([]);
    expect(saves).toEqual([]);
  });

  it('a check that fails tells the member; one that finds the device offline stays quiet', async () => {
    const failed = start({ message: 'Service unavailable', status: 503 });
    await settle();
    expect(failed.actor.getSnapshot().value).toBe('checkFailed');
    expect(failed.emitted).toEqual(['reconsent.failed']);

    const offline = start({ message: 'Failed to fetch', status: 0, code: 'offline' });
    await settle();
    expect(offline.actor.getSnapshot().value).toBe('offline');
    expect(offline.emitted).toEqual([]);
  });

  it('older terms: the terms dialog of the new version, then the accepted versions are posted with a tranId', async () => {
    const { actor, read, saves } = start({ TermAndCondition: 1, DataPrivacy: 1, ConsentAge: 20 });
    await settle();
    await settle();
    expect(read).toEqual(['terms@2']);
    gate(actor).send(bottom);
    gate(actor).send({ type: 'CONSENT.ACCEPT' });
    await settle();
    expect(actor.getSnapshot().matches('upToDate')).toBe(true);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.versions.terms).toBe('2');
    expect(saves[0]!.tranId.length).toBeGreaterThan(15);
  });

  it('closing the dialog asks again or signs out', async () => {
    const { actor, emitted } = start({ TermAndCondition: 1, DataPrivacy: 1, ConsentAge: 20 });
    await settle();
    await settle();
    gate(actor).send({ type: 'CONSENT.CANCEL' });
    await settle();
    expect(actor.getSnapshot().matches('declined')).toBe(true);
    actor.send({ type: 'RECONSENT.REVIEW' });
    await settle();
    expect(actor.getSnapshot().matches('reading')).toBe(true);
    gate(actor).send({ type: 'CONSENT.CANCEL' });
    await settle();
    actor.send({ type: 'RECONSENT.SIGN_OUT' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(emitted).toContain('reconsent.signOut');
  });
});
