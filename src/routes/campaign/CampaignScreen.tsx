/**
 * The campaign page body for a running campaignDetail actor, with the redeem flow's dialogs read
 * from its redeemButton child. Split from the route so tests drive it with fake actors.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, type ComponentProps } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { campaignDetailMachine } from '@machines/campaignDetail/campaignDetail.machine';
import {
  selectCampaign,
  selectCampaignError,
  selectCampaignSlow,
  selectCampaignStatus,
  selectMember,
  selectNeedsSignIn,
  selectRedeemActor,
  selectRedeemButton,
} from '@machines/campaignDetail/campaignDetail.selectors';
import type { redeemButtonMachine } from '@machines/redeemButton/redeemButton.machine';
import {
  selectCanStart,
  selectConfirmation,
  selectDrawResultView,
  selectBusyStep,
  selectIsRedeeming,
  selectRedeemDialog,
  selectRedeemSlow,
  selectRedeemError,
  selectSerialActor,
  selectAddressBookActor,
  selectShippingDialogActor,
  selectShippingLine,
  selectShippingName,
} from '@machines/redeemButton/redeemButton.selectors';
import type { ReactNode } from 'react';
import type * as SerialDialogsTypes from '@/routes/serial/SerialDialogs';
import type { ApiError } from '@/domain/apiError';
import type { CampaignDetail, MemberFacts } from '@/domain/campaign/campaign';
import type { ShortLocale } from '@/i18n/locale';
import { CampaignView } from '@/ui/campaign/CampaignView';
import { onDemand } from '@/ui/common/onDemand';
import { withMessages } from '@/i18n/runtimeMessages';
import { GuestSignInDialog } from '@/routes/login/guestSignIn';
import { RedeemConfirmDialog, RedeemFailedDialog, RedeemResultDialog, ShippingChoiceDialog } from '@/ui/campaign/RedeemDialogs';

/** The shipping step's dialogs, fetched with the step (src/app/wiring/shippingStep.ts) only for delivered rewards. */
const ShippingStepDialogs = lazy(withMessages(() => import('@/routes/campaign/ShippingStepDialogs')));

/**
 * The serial's dialogs (serial display, mark as used, send to chat), fetched once the member starts a
 * redeem (issue 12: the campaign route chunk at most 25 kB), long before a code can be shown. Once
 * loaded they render at once (tests load them up front with {@link loadSerialDialogs}).
 */
type SerialDialogsModule = typeof SerialDialogsTypes;
const serialDialogs = onDemand<SerialDialogsModule>(() => import('@/routes/serial/SerialDialogs'));
export const loadSerialDialogs = serialDialogs.load;

function SerialDialogs(props: ComponentProps<SerialDialogsModule['SerialDialogs']>) {
  const module = serialDialogs.useLoaded();
  return module ? <module.SerialDialogs {...props} /> : null;
}

type RedeemActor = ActorRefFrom<typeof redeemButtonMachine>;

/** Message ids for a failed redeem, by the generic rules of spec section 8. */
export interface RedeemErrorMessage {
  titleId: string;
  messageId: string;
  values?: Record<string, string | number>;
}

export interface CampaignScreenProps {
  actor: ActorRefFrom<typeof campaignDetailMachine>;
  locale: ShortLocale;
  /** Turns a failed redeem into message ids (the app's generic error handler). */
  describeError: (error: ApiError) => RedeemErrorMessage;
  /** The favourite heart for the loaded campaign (the route gives it to signed-in members). */
  renderHeart?: (campaign: CampaignDetail) => ReactNode;
  /** The Buy options (colour, size, quantity, add to cart) of a campaign sold through the cart. */
  buyOptions?: (campaign: CampaignDetail, locale: ShortLocale) => ReactNode;
}

function RedeemDialogs({ redeem, locale, campaignName, describeError }: { redeem: RedeemActor; locale: ShortLocale; campaignName: string; describeError: CampaignScreenProps['describeError'] }) {
  const dialog = useSelector(redeem, selectRedeemDialog);
  const confirmation = useSelector(redeem, selectConfirmation);
  const busy = useSelector(redeem, selectIsRedeeming);
  const busyStep = useSelector(redeem, selectBusyStep);
  const slow = useSelector(redeem, selectRedeemSlow);
  const error = useSelector(redeem, selectRedeemError);
  const result = useSelector(redeem, selectDrawResultView);
  const serial = useSelector(redeem, selectSerialActor);
  const addressBook = useSelector(redeem, selectAddressBookActor);
  const shippingDialog = useSelector(redeem, selectShippingDialogActor);
  const shippingLine = useSelector(redeem, selectShippingLine);
  const shippingName = useSelector(redeem, selectShippingName);
  const failure = error ? describeError(error) : undefined;
  const redeemStarted = dialog !== 'none';
  useEffect(() => {
    // A failed download is reported when the serial is shown (the lazy component throws to the route's error page).
    if (redeemStarted) serialDialogs.preloadAfterPaint();
  }, [redeemStarted]);
  return (
    <>
      {dialog === 'signIn' ? <GuestSignInDialog reason="redeem" name={campaignName} onClose={() => redeem.send({ type: 'REDEEM.CANCEL' })} /> : null}
      <RedeemConfirmDialog
        open={dialog === 'confirm'}
        campaignName={campaignName}
        confirmation={confirmation}
        busy={busy}
        busyStep={busyStep}
        slow={slow}
        locale={locale}
        onConfirm={() => redeem.send({ type: 'REDEEM.CONFIRM' })}
        onCancel={() => redeem.send({ type: 'REDEEM.CANCEL' })}
      />
      <ShippingChoiceDialog
        open={dialog === 'shipping'}
        campaignName={campaignName}
        onChooseSaved={() => redeem.send({ type: 'SHIPPING.CHOOSE_SAVED' })}
        onEnterNew={() => redeem.send({ type: 'SHIPPING.ENTER_NEW' })}
        onCancel={() => redeem.send({ type: 'REDEEM.CANCEL' })}
      />
      {addressBook || shippingDialog ? (
        <Suspense fallback={null}>
          <ShippingStepDialogs addressBook={addressBook} shippingDialog={shippingDialog} />
        </Suspense>
      ) : null}
      {failure ? (
        <RedeemFailedDialog
          open={dialog === 'shippingFailed'}
          titleId="campaign.shippingFailed.title"
          messageId={failure.messageId}
          values={failure.values}
          onRetry={() => redeem.send({ type: 'REDEEM.RETRY' })}
          onClose={() => redeem.send({ type: 'REDEEM.DISMISS' })}
        />
      ) : null}
      {failure ? (
        <RedeemFailedDialog
          open={dialog === 'addressFailed'}
          titleId="campaign.addressFailed.title"
          noteId="campaign.addressFailed.note"
          messageId={failure.messageId}
          values={failure.values}
          onRetry={() => redeem.send({ type: 'REDEEM.RETRY' })}
          onClose={() => redeem.send({ type: 'REDEEM.DISMISS' })}
        />
      ) : null}
      {failure ? (
        <RedeemFailedDialog
          open={dialog === 'failed'}
          titleId={failure.titleId}
          messageId={failure.messageId}
          values={failure.values}
          onRetry={() => redeem.send({ type: 'REDEEM.RETRY' })}
          onClose={() => redeem.send({ type: 'REDEEM.DISMISS' })}
        />
      ) : null}
      <RedeemFailedDialog
        open={dialog === 'unconfirmed'}
        titleId="campaign.unconfirmed.title"
        messageId="campaign.unconfirmed.message"
        retryId="campaign.checkAgain"
        onRetry={() => redeem.send({ type: 'REDEEM.RETRY' })}
        onClose={() => redeem.send({ type: 'REDEEM.DISMISS' })}
      />
      {result ? (
        <RedeemResultDialog
          open={dialog === 'result'}
          result={result}
          locale={locale}
          deliverTo={shippingLine ? { name: shippingName ?? '', line: shippingLine } : undefined}
          onClose={() => redeem.send({ type: 'REDEEM.CLOSE' })}
        />
      ) : null}
      {serial && dialog === 'serial' ? <SerialDialogs serial={serial} locale={locale} /> : null}
    </>
  );
}

function RedeemArea(props: CampaignScreenProps & { redeem: RedeemActor }) {
  const { actor, redeem, locale, describeError, renderHeart } = props;
  const campaign = useSelector(actor, selectCampaign);
  const button = useSelector(actor, selectRedeemButton);
  const needsSignIn = useSelector(actor, selectNeedsSignIn);
  const guest = useSelector(actor, (snapshot) => Boolean(selectMember(snapshot).guest));
  const canRedeem = useSelector(redeem, selectCanStart);
  const redeeming = useSelector(redeem, selectIsRedeeming);
  if (!campaign || !button) return null;
  return (
    <>
      <CampaignView
        status="loaded"
        campaign={campaign}
        locale={locale}
        heart={renderHeart?.(campaign)}
        onRetry={() => actor.send({ type: 'CAMPAIGN.RETRY' })}
        action={{
          button,
          needsSignIn,
          guest,
          signInHref: `/login?next=/campaign/${encodeURIComponent(campaign.id)}`,
          canRedeem,
          redeeming,
          onRedeem: () => redeem.send({ type: 'REDEEM.START' }),
        }}
      />
      {props.buyOptions?.(campaign, locale)}
      <RedeemDialogs redeem={redeem} locale={locale} campaignName={campaign.name} describeError={describeError} />
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
    actor.send({ type: 'CAMPAIGN.MEMBER_CHANGED', member: { signedIn, ...(guest ? { guest } : {}), points, contact } });
  }, [actor, signedIn, guest, points, contact]);
}

export function CampaignScreen(props: CampaignScreenProps) {
  const { actor, locale } = props;
  const status = useSelector(actor, selectCampaignStatus);
  const redeem = useSelector(actor, selectRedeemActor);
  const slow = useSelector(actor, selectCampaignSlow);
  const error = useSelector(actor, selectCampaignError);
  const page = useMemo(() => ({ status, redeem, slow, error }), [status, redeem, slow, error]);
  // The campaign's arrival renders the whole page (texts, backend HTML, the redeem area) from a deferred copy,
  // in slices that yield to the browser, not inside the chart update's synchronous task (issue 12: TBT).
  // Taps on the page (redeem, its dialogs) are not deferred: they render from the redeem chart's own selectors.
  const shown = useDeferredValue(page);
  if (shown.status === 'loaded' && shown.redeem) return <RedeemArea {...props} redeem={shown.redeem} />;
  return (
    <CampaignView
      status={shown.status === 'loaded' ? 'loading' : shown.status}
      slow={shown.slow}
      error={shown.status === 'failed' ? shown.error : undefined}
      locale={locale}
      onRetry={() => actor.send({ type: 'CAMPAIGN.RETRY' })}
    />
  );
}
