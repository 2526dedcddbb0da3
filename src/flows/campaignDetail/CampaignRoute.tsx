/**
 * /campaign/{campaignId}: the campaign page. Starts the campaignDetail actor for the campaign of the
 * URL with the member's facts from the page frame, and keeps them current (signed in, points, and the
 * profile's shipping address, or its name, number and e-mail, that a new shipping address starts with). A
 * language switch starts a fresh actor so the texts come back in the new language.
 */
import { useSelector } from '@xstate/react';
import { useDeferredValue, useMemo } from 'react';
import { useSessionSelector } from '@/flows/shared/services';
import { selectProfile } from '@machines/session/session.selectors';
import { connect } from '@machines/campaignDetail/campaignDetail.connect';
import { useParams } from 'react-router-dom';
import { useFlow } from '@/flows/shared/useFlow';
import { createCampaignDetailLogic } from './campaignDetail.live';
import { walletReporter } from '@/flows/offlineWallet/offlineWallet.runtime';
import type { ShortLocale } from '@/i18n/locale';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';
import { CampaignScreen, useMemberFacts } from './CampaignScreen';
import { FavouriteHeartConnector } from '@/flows/favouriteToggle/FavouriteHeartConnector';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import { renderBuyOptions } from '@/flows/buyOptions/buyOptionsSlot';
import { shippingContactOf } from '@/domain/address/shipping';
import { onDemand, onDemandComponent } from '@/ui/common/onDemand';

/**
 * Share with LINE friends (its chart, the LINE window and permission flows, the LIFF wrapper) downloads once
 * the campaign has been read, not with the page (route chunks stay within 25 kB). It sits below the
 * campaign, so arriving later moves nothing.
 */
const shareCampaign = onDemand(() => import('@/flows/sharePicker/ShareCampaign'));

const ShareCampaignLoader = onDemandComponent(shareCampaign, (module) => module.ShareCampaign);

function CampaignDetail({ campaignId, locale }: { campaignId: string; locale: ShortLocale }) {
  const { member } = useShellState();
  const { signedIn, points } = member;
  const profile = useSessionSelector(selectProfile);
  // The shipping dialog opens with the profile's shipping address (spec section 3), else its contact details.
  const contact = useMemo(() => {
    const shipping = shippingContactOf(profile);
    return {
      ...shipping,
      firstName: shipping.firstName ?? text(profile?.firstName),
      lastName: shipping.lastName ?? text(profile?.lastName),
      contactNumber: shipping.contactNumber ?? text(profile?.contactNumber),
      email: shipping.email ?? text(profile?.email),
    };
  }, [profile]);
  const guest = Boolean(member.guest);
  const actor = useFlow((services) => createCampaignDetailLogic(services, { wallet: walletReporter(services) }), { campaignId, member: { signedIn, ...(guest ? { guest } : {}), points, contact } });
  // Deferred like the page (CampaignScreen): the share control and the start of its download come with the
  // page's deferred render, not in the task of the chart update (its preload links took 10-30 ms there).
  const campaign = useDeferredValue(useSelector(actor, (s) => connect(s, actor.send).campaign));
  useMemberFacts(actor, { signedIn, guest, points, contact });
  return (
    <>
      <CampaignScreen actor={actor} locale={locale} renderHeart={signedIn ? (guest ? renderGuestHeart : renderHeart) : undefined} buyOptions={renderBuyOptions} />
      {campaign ? <ShareCampaignLoader campaign={campaign} /> : null}
    </>
  );
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function renderHeart(campaign: CampaignDetail) {
  return <FavouriteHeartConnector campaignId={campaign.id} campaignName={campaign.name} isFavourite={Boolean(campaign.isFavourite)} />;
}

/** A guest's heart: empty, and asks to sign in or register. */
function renderGuestHeart(campaign: CampaignDetail) {
  return <FavouriteHeartConnector campaignId={campaign.id} campaignName={campaign.name} isFavourite={false} guest />;
}

export default function CampaignRoute() {
  const { campaignId = '' } = useParams();
  const { locale, member } = useShellState();
  // Signing in reads the campaign again with the member's token (their limits and favourite).
  return (
    <PageShell titleId="campaign.title">
      <CampaignDetail key={`${campaignId}:${locale}:${member.signedIn}:${Boolean(member.guest)}`} campaignId={campaignId} locale={locale} />
    </PageShell>
  );
}
