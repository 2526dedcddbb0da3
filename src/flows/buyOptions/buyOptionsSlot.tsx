/**
 * Where the campaign page puts the Buy options: only a campaign with product options loads them (their
 * chart, panel and styles are a chunk of their own, src/flows/buyOptions/BuyOptionsConnector.tsx).
 */
import { lazy, Suspense } from 'react';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import type { ShortLocale } from '@/i18n/locale';
import { withMessages } from '@/i18n/runtimeMessages';

const BuyOptionsForCampaign = lazy(withMessages(() => import('./BuyOptionsConnector')));

/** The Buy options of the campaign, when it has them (nothing otherwise). */
export function renderBuyOptions(campaign: CampaignDetail, locale: ShortLocale) {
  return campaign.productOptions ? (
    <Suspense fallback={null}>
      <BuyOptionsForCampaign campaign={campaign} locale={locale} />
    </Suspense>
  ) : null;
}
