/**
 * The campaign page body for a running campaignDetail actor, with the redeem flow's dialogs rendered from
 * the redeem connect (machines/redeem/redeem.connect.ts) of its redeem child. Split from
 * the route so tests drive it with fake actors.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, type ComponentProps } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect as connectPage, memberChanged, type CampaignPageView } from '@machines/campaignDetail/campaignDetail.connect';
import type { campaignDetailMachine } from '@machines/campaignDetail/campaignDetail.machine';
import type { redeemMachine } from '@machines/redeem/redeem.machine';
import { connect, type RedeemView } from '@machines/redeem/redeem.connect';
import type { ReactNode } from 'react';
import type * as SerialDialogsTypes from '@/flows/serial/SerialDialogs';
import type { CampaignDetail, MemberFacts } from '@/domain/campaign/campaign';
import type { ShortLocale } from '@/i18n/locale';
import { CampaignView } from './CampaignView';
import { onDemand } from '@/ui/common/onDemand';
import { withMessages } from '@/i18n/runtimeMessages';
import { GuestSignInDialog } from '@/flows/shared/guestSignIn';
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';
import { RedeemConfirmDialog, RedeemFailedDialog, RedeemResultDialog, ShippingChoiceDialog } from '@/flows/redeem/RedeemDialogs';

/** The shipping step's dialogs, fetched with the step (src/flows/redeem/shippingStep.live.ts) only for delivered rewards. */
const ShippingStepDialogs = lazy(withMessages(() => import('@/flows/redeem/ShippingStepDialogs')));

/**
 * The serial's dialogs (serial display, mark as used, send to chat), fetched once the member starts a
 * redeem (the campaign route chunk stays within 25 kB), long before a code can be shown. Once
 * loaded they render at once (tests load them up front with {@link loadSerialDialogs}).
 */
type SerialDialogsModule = typeof SerialDialogsTypes;
const serialDialogs = onDemand<SerialDialogsModule>(() => import('@/flows/serial/SerialDialogs'));
export const loadSerialDialogs = serialDialogs.load;

function SerialDialogs(props: ComponentProps<SerialDialogsModule['SerialDialogs']>) {
  const module = serialDialogs.useLoaded();
  return module ? <module.SerialDialogs {...props} /> : null;
}

type RedeemActor = ActorRefFrom<typeof redeemMachine>;

export interface CampaignScreenProps {
  actor: ActorRefFrom<typeof campaignDetailMachine>;
  locale: ShortLocale;
  /** The favourite heart for the loaded campaign (the route gives it to signed-in members). */
  renderHeart?: (campaign: CampaignDetail) => ReactNode;
  /** The Buy options (colour, size, quantity, add to cart) of a campaign sold through the cart. */
  buyOptions?: (campaign: CampaignDetail, locale: ShortLocale) => ReactNode;
}

/** The redeem chart's view and handlers, re-derived on every snapshot (connect is the one mapping of intents to events). */
function useRedeemView(redeem: RedeemActor): RedeemView {
  const snapshot = useSelector(redeem, (s) => s);
  const { offline } = useConnectivity();
  return useMemo(() => connect(snapshot, (event) => redeem.send(event), { offline }), [snapshot, redeem, offline]);
}

function RedeemDialogs({ view, locale, campaignName }: { view: RedeemView; locale: ShortLocale; campaignName: string }) {
  const { started, signIn, confirm, shippingChoice, addressBook, shippingDialog, problem, result, serial } = view;
  useEffect(() => {
    // A failed download is reported when the serial is shown (the lazy component throws to the route's error page).
    if (started) serialDialogs.preloadAfterPaint();
  }, [started]);
  return (
    <>
      {signIn.open ? <GuestSignInDialog reason="redeem" name={campaignName} onClose={signIn.onClose} /> : null}
      <RedeemConfirmDialog campaignName={campaignName} locale={locale} {...confirm} />
      <ShippingChoiceDialog campaignName={campaignName} {...shippingChoice} />
      {addressBook || shippingDialog ? (
        <Suspense fallback={null}>
          <ShippingStepDialogs addressBook={addressBook} shippingDialog={shippingDialog} />
        </Suspense>
      ) : null}
      {/* One alert for every failure state; a new kind is a new dialog, so focus moves into it again. */}
      {problem ? <RedeemFailedDialog key={problem.kind} open {...problem} /> : null}
      {result ? <RedeemResultDialog locale={locale} {...result} /> : null}
      {serial ? <SerialDialogs serial={serial} locale={locale} /> : null}
    </>
  );
}

function RedeemArea(props: CampaignScreenProps & { page: CampaignPageView; redeem: RedeemActor }) {
  const { page, redeem, locale, renderHeart, buyOptions } = props;
  const { campaign, button } = page;
  const view = useRedeemView(redeem);
  // Made once per campaign, so the page's memoised content does not render again on every redeem step.
  const heart = useMemo(() => (campaign ? renderHeart?.(campaign) : undefined), [renderHeart, campaign]);
  const options = useMemo(() => (campaign ? buyOptions?.(campaign, locale) : undefined), [buyOptions, campaign, locale]);
  if (!campaign || !button) return null;
  return (
    <>
      <CampaignView
        status="loaded"
        campaign={campaign}
        locale={locale}
        heart={heart}
        onRetry={page.onRetry}
        action={{
          button,
          needsSignIn: page.needsSignIn,
          guest: page.guest,
          signInHref: page.signInHref ?? '',
          canRedeem: view.canStart,
          disabledReasonId: view.startDisabledReasonId,
          redeeming: view.busy,
          onRedeem: view.onStart,
        }}
      />
      {options}
      <RedeemDialogs view={view} locale={locale} campaignName={campaign.name} />
    </>
  );
}

/**
 * Keeps the running campaign page told who is looking (signed in, a guest or not, points, contact details) as the session changes; the chart
 * forwards it to the redeem flow. Used by the route and by the screen replays.
 */
export function useMemberFacts(actor: CampaignScreenProps['actor'], member: MemberFacts): void {
  const { signedIn, guest, points, contact } = member;
  useEffect(() => {
    actor.send(memberChanged({ signedIn, guest, points, contact }));
  }, [actor, signedIn, guest, points, contact]);
}

export function CampaignScreen(props: CampaignScreenProps) {
  const { actor, locale } = props;
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connectPage(snapshot, actor.send), [snapshot, actor]);
  const { status, redeem, slow, error } = view;
  const page = useMemo(() => ({ status, redeem, slow, error }), [status, redeem, slow, error]);
  // The campaign's arrival renders the whole page (texts, backend HTML, the redeem area) from a deferred copy,
  // in slices that yield to the browser, not inside the chart update's synchronous task (it would block the main thread).
  // Taps on the page (redeem, its dialogs) are not deferred: they render from the redeem chart's own connect.
  const shown = useDeferredValue(page);
  if (shown.status === 'loaded' && shown.redeem) return <RedeemArea {...props} page={view} redeem={shown.redeem} />;
  return (
    <CampaignView
      status={shown.status === 'loaded' ? 'loading' : shown.status}
      slow={shown.slow}
      error={shown.status === 'failed' ? shown.error : undefined}
      locale={locale}
      onRetry={view.onRetry}
    />
  );
}
