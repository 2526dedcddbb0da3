import { describe, expect, it } from 'vitest';
import { selectDrawResult } from '@/domain/campaign/drawResult';
import { CampaignKind } from '@/domain/campaign/campaignKind';
import { campaign, NOW, DAY } from './fixtures';

describe('draw dialog priority (spec "Draw dialog")', () => {
  it('a privilege message takes priority over delivery and draw', () => {
    expect(selectDrawResult(campaign({ delivered: true, kind: CampaignKind.Draw }), '<p>Winners on 1 May</p>', false)).toEqual({
      kind: 'privilege',
      html: '<p>Winners on 1 May</p>',
    });
  });
  it('the campaign privilege message is used when the redeem has none', () => {
    expect(selectDrawResult(campaign({ kind: CampaignKind.Draw, privilegeMessage: 'Good luck' }), undefined, false)).toEqual({
      kind: 'privilege',
      html: 'Good luck',
    });
  });
  it('otherwise a delivered campaign shows the delivery text', () => {
    expect(selectDrawResult(campaign({ delivered: true, kind: CampaignKind.Draw }), '  ', false)).toEqual({ kind: 'delivery' });
  });
  it('otherwise a Draw campaign shows the draw text with its expiry', () => {
    expect(selectDrawResult(campaign({ kind: CampaignKind.Draw }), undefined, false)).toEqual({ kind: 'draw', expiresAt: NOW + 30 * DAY });
  });
  it('a campaign with a code shows the serial, even with a privilege message', () => {
    expect(selectDrawResult(campaign({ privilegeMessage: 'Show at the counter' }), 'Show at the counter', true)).toBeNull();
  });
  it('a redeem without a code shows its privilege message, else a plain redeemed message', () => {
    expect(selectDrawResult(campaign(), 'Enjoy', false)).toEqual({ kind: 'privilege', html: 'Enjoy' });
    expect(selectDrawResult(campaign(), undefined, false)).toEqual({ kind: 'redeemed' });
  });
});
