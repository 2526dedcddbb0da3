/**
 * / and /reward/{catId?}: the reward page. Starts the rewardCatalog actor with the category of the
 * URL and tells it when the URL's category changes (the machine cancels the old request). A language
 * switch starts a fresh actor so names come back in the new language.
 */
import { useParams } from 'react-router-dom';
import { useFlow } from '@/app/useFlow';
import { createRewardCatalogLogic } from '@/app/wiring/rewardCatalog';
import type { ShortLocale } from '@/i18n/locale';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';
import { RewardScreen, useCategoryFromUrl } from '@/routes/reward/RewardScreen';
import { FavouriteHeartConnector } from '@/routes/favourite/FavouriteHeartConnector';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import { DashboardSection } from '@/routes/dashboard/DashboardSection';

/** The favourite heart on each card, for a signed-in member. */
function renderHeart(campaign: CampaignSummary) {
  return <FavouriteHeartConnector campaignId={campaign.id} campaignName={campaign.name} isFavourite={Boolean(campaign.isFavourite)} />;
}

function RewardCatalog({ categoryId, locale, signedIn }: { categoryId?: string; locale: ShortLocale; signedIn: boolean }) {
  const actor = useFlow(createRewardCatalogLogic, { categoryId });
  useCategoryFromUrl(actor, categoryId);
  return <RewardScreen actor={actor} locale={locale} renderCardAction={signedIn ? renderHeart : undefined} />;
}

export default function RewardRoute() {
  const { catId } = useParams();
  const { locale, member } = useShellState();
  return (
    <PageShell titleId="reward.title" backTo={catId === undefined ? false : '/'}>
      {catId === undefined ? <DashboardSection key={`dashboard:${locale}`} locale={locale} /> : null}
      <RewardCatalog key={`${locale}:${member.signedIn}`} categoryId={catId} locale={locale} signedIn={member.signedIn} />
    </PageShell>
  );
}
