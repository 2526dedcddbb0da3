import type { CampaignDetail, MemberFacts } from '@/domain/campaign/campaign';
import { CampaignKind } from '@/domain/campaign/campaignKind';

/** 1 Jan 2025 00:00 UTC, the server clock of the fixtures. */
export const NOW = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;

export function campaign(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    id: '1001',
    kind: CampaignKind.Free,
    name: 'Free size upgrade: iced Thai tea',
    imageUrl: 'https://example.test/tea.png',
    pointPerUnit: 100,
    soldOut: false,
    expiresAt: NOW + 30 * DAY,
    delivered: false,
    available: true,
    conditionValid: true,
    serverNow: NOW,
    ...overrides,
  };
}

export const member: MemberFacts = { signedIn: true, points: 500 };
export const guest: MemberFacts = { signedIn: false };
export { DAY };
