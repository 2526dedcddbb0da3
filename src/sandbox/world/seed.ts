/** Builds a fresh world: the documented accounts, the catalogue and the consent versions. */
import { CURRENT_TERMS_VERSION, seedMembers } from '@/sandbox/world/accounts';
import { seedStores } from '@/sandbox/world/branches';
import { seedCampaigns, seedCategories } from '@/sandbox/world/catalogue';
import type { WorldState } from '@/sandbox/world/types';

/** Bumped when the shape of {@link WorldState} changes, so stale saved worlds are re-seeded. */
export const WORLD_VERSION = 3;

export function seedWorld(nowMs: number = Date.now()): WorldState {
  const now = Math.floor(nowMs / 1000);
  const members = Object.fromEntries(seedMembers(now).map((m) => [m.userId, m]));
  return {
    version: WORLD_VERSION,
    seededAt: nowMs,
    members,
    sessions: {},
    otp: {},
    campaigns: seedCampaigns(now),
    categories: seedCategories(),
    stores: seedStores(),
    consentVersions: { terms: CURRENT_TERMS_VERSION, privacy: 1, marketing: 1, cookie: 1, age: 20 },
    settingStore: {},
    checkouts: {},
    seq: 1000,
  };
}
