/**
 * / and /reward/{catId?}: the reward page. Starts the rewardCatalog actor with the category of the
 * URL and tells it when the URL's category changes (the machine cancels the old request). A language
 * switch starts a fresh actor so names come back in the new language.
 *
 * On / the home dashboard sits above the rewards. The rewards start loading at once but stay out of the
 * layout until the dashboard has settled (or is slow), so its arriving content never pushes them down
 * the screen (no layout shift on /); below the dashboard their images load lazily, leaving the
 * bandwidth to the banner.
 */
import { useSelector } from '@xstate/react';
import { memo, useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { selectDashboardSettled } from '@machines/dashboard/dashboard.selectors';
import { useFlow } from '@/flows/shared/useFlow';
import { createRewardCatalogLogic } from './rewardCatalog.live';
import type { ShortLocale } from '@/i18n/locale';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';
import { RewardScreen, useCategoryFromUrl } from './RewardScreen';
import { FavouriteHeartConnector } from '@/flows/favouriteToggle/FavouriteHeartConnector';
import type { CampaignSummary } from '@/domain/campaign/campaign';
import { DashboardScreen } from '@/flows/dashboard/DashboardSection';
import { createDashboardLogic } from '@/flows/dashboard/dashboard.live';
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';
import { useAfterPaint } from '@/ui/common/onDemand';

/** The favourite heart on each card, for a signed-in member. */
function renderHeart(campaign: CampaignSummary) {
  return <FavouriteHeartConnector campaignId={campaign.id} campaignName={campaign.name} isFavourite={Boolean(campaign.isFavourite)} />;
}

/** A guest's heart on each card: empty, and asks to sign in or register. */
function renderGuestHeart(campaign: CampaignSummary) {
  return <FavouriteHeartConnector campaignId={campaign.id} campaignName={campaign.name} isFavourite={false} guest />;
}

interface RewardCatalogProps {
  categoryId?: string;
  locale: ShortLocale;
  signedIn: boolean;
  /** Signed in from a device: the hearts ask to sign in or register. @default false */
  guest?: boolean;
  /** Below other content: every card image loads lazily. @default false */
  belowFold?: boolean;
}

// Memoised: on / the dashboard settling re-renders HomeSections (the rewards' `hidden`), which would render
// every card again for nothing.
const RewardCatalog = memo(function RewardCatalog({ categoryId, locale, signedIn, guest = false, belowFold }: RewardCatalogProps) {
  const actor = useFlow(createRewardCatalogLogic, { categoryId });
  useCategoryFromUrl(actor, categoryId);
  return <RewardScreen actor={actor} locale={locale} renderCardAction={signedIn ? (guest ? renderGuestHeart : renderHeart) : undefined} belowFold={belowFold} />;
});

/** The home page body: the dashboard, then the rewards once the dashboard no longer grows. */
function HomeSections({ locale, signedIn, guest }: { locale: ShortLocale; signedIn: boolean; guest: boolean }) {
  const dashboard = useFlow((services) => createDashboardLogic(services));
  // Deferred like the dashboard's content (DashboardScreen), so both change in the same render.
  const settled = useDeferredValue(useSelector(dashboard, selectDashboardSettled));
  // The rewards start below the first screen: laid out in the next frame, not in the dashboard's.
  const rewardsShown = useAfterPaint(settled);
  return (
    <>
      <DashboardScreen actor={dashboard} locale={locale} />
      <div className="home-rewards" hidden={!rewardsShown}>
        <RewardCatalog key={`${signedIn}:${guest}`} locale={locale} signedIn={signedIn} guest={guest} belowFold />
      </div>
    </>
  );
}

export default function RewardRoute() {
  const { catId } = useParams();
  const { locale, member } = useShellState();
  // The network came back: read this page's data again.
  const { comebacks } = useConnectivity();
  return (
    <PageShell titleId="reward.title" backTo={catId === undefined ? false : '/'}>
      {catId === undefined ? (
        <HomeSections key={`home:${locale}:${comebacks}`} locale={locale} signedIn={member.signedIn} guest={Boolean(member.guest)} />
      ) : (
        <RewardCatalog key={`${locale}:${member.signedIn}:${Boolean(member.guest)}:${comebacks}`} categoryId={catId} locale={locale} signedIn={member.signedIn} guest={Boolean(member.guest)} />
      )}
    </PageShell>
  );
}
