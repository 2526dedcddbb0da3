// @vitest-environment node
/**
 * Profile save loses nothing (spec section 7, POST /profile/me): the real profile-edit actors against the
 * embedded sandbox. Load, change the first name, save, load again: every other field of GET /profile/me
 * is as it was (income, interests, region, marital status, nationality, education, occupation, passport,
 * driver licence, display name, branch, extension JSON, locale, contact number, address...). The
 * birthdate dialog's date goes through POST /profile/me too, and keeps the same fields.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import type { components } from '@/api/schema/modules';
import { defaultSettings } from '@/platform/config/settings';
import { createProfileEditLogic } from '@/flows/profileEdit/profileEdit.live';
import { startNodeSandbox } from '@/sandbox/node';
import { SANDBOX_APP_ID } from '@/sandbox/services/modulesMappers';
import { passwordLogin } from '@/sandbox/world/auth';
import { resetWorld } from '@/sandbox/world/store';

type Profile = components['schemas']['Profile'];

const base = 'http://localhost/sandbox';
let token: string | undefined;
const clients = createApiClients({
  baseUrls: {
    modules: `${base}/modules`, cart: `${base}/cart`, webApi: `${base}/webapi`, blob: `${base}/blob`, misc: `${base}/misc`,
    lineApi: `${base}/line-api`, lineAccess: `${base}/line-access`,
  },
  appId: SANDBOX_APP_ID,
  subscriptionKey: 'sandbox-key',
  getToken: () => token,
});
const services = { clients, settings: { ...defaultSettings, appId: SANDBOX_APP_ID }, session: { send: () => undefined, getSnapshot: () => ({ context: { locale: 1054 as const } }) } };

let server: ReturnType<typeof startNodeSandbox>;
beforeAll(() => {
  server = startNodeSandbox();
});
afterAll(() => server.close());
beforeEach(() => {
  resetWorld();
  token = passwordLogin('somchai', 'Passw0rd!').session.jwt;
});

async function profile(): Promise<Profile> {
  return unwrap(await clients.modules.GET('/profile/me')).data ?? {};
}

/** The profile without what a save changes on purpose or what the server recomputes on every read. */
function unchanged(p: Profile, ...edited: (keyof Profile)[]): Partial<Profile> {
  const copy: Partial<Profile> = { ...p };
  for (const key of ['modifyDate', 'name', 'age', ...edited] as const) delete copy[key];
  return copy;
}

function startEdit() {
  return createActor(createProfileEditLogic(services), { input: { today: '2026-11-22' } }).start();
}

describe('profile round trip against the sandbox', () => {
  it('the seeded member has every field of section 7 filled, so the round trip can show a loss', async () => {
    const before = await profile();
    for (const key of ['income', 'interests', 'region', 'maritalStatus', 'nationality', 'highestEducation', 'occupation', 'passport',
      'driverLicenseNumber', 'displayName', 'branch', 'extensionJsonProperty', 'contactNumber', 'zipcode'] as const) {
      expect(before[key], key).toBeTruthy();
    }
  });

  it('saving the first name keeps every other field as it was', async () => {
    const before = await profile();
    const actor = startEdit();
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    actor.send({ type: 'PROFILE.FIELD_CHANGED', field: 'firstName', value: 'Somsak' });
    actor.send({ type: 'PROFILE.SAVE' });
    const done = await waitFor(actor, (s) => s.context.saved || s.context.failure !== undefined);
    expect(done.context.failure).toBeUndefined();
    actor.stop();
    const after = await profile();
    expect(after.firstName).toBe('Somsak');
    expect(unchanged(after, 'firstName')).toEqual(unchanged(before, 'firstName'));
  });

  it('the birthdate dialog saves the date in POST /profile/me, keeps the rest, and leaves unsaved typing unsaved', async () => {
    const before = await profile();
    const actor = startEdit();
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    actor.send({ type: 'PROFILE.FIELD_CHANGED', field: 'lastName', value: 'Typednotsaved' });
    actor.send({ type: 'BIRTHDATE.OPEN' });
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'day', value: 29 });
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'month', value: 2 });
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'year', value: 1992 });
    actor.send({ type: 'BIRTHDATE.CONFIRM' });
    const done = await waitFor(actor, (s) => s.matches({ form: 'editing' }) || s.context.birthFailure !== undefined);
    expect(done.context.birthFailure).toBeUndefined();
    expect(done.context.form.lastName).toBe('Typednotsaved');
    actor.stop();
    const after = await profile();
    expect(after.birthDate).toBe(Date.UTC(1992, 1, 28, 17) / 1000);
    expect(unchanged(after, 'birthDate')).toEqual(unchanged(before, 'birthDate'));
  });

  it('a birthdate under 20 years is refused by POST /profile/me (invalid_diff) and nothing changes', async () => {
    const before = await profile();
    // The chart refuses a date under 20 itself; the server's rule is checked with a direct call.
    await expect(clients.modules.POST('/profile/me', { body: { firstname: 'X', birthdate: Date.UTC(2015, 0, 1) / 1000 } }))
      .rejects.toMatchObject({ status: 400, code: 'invalid_diff' });
    expect(unchanged(await profile())).toEqual(unchanged(before));
  });
});
