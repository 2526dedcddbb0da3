/**
 * /profile/legalpolicy/marketing: the member's marketing channels and the marketing consent dialog of
 * spec section 4, which opens on arrival. Closing it (the close icon) leaves the page with the stored
 * channels and a button to open it again; a failed save goes to the shared error handler while the
 * dialog keeps the member's boxes.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import type { marketingConsentMachine } from '@machines/marketingConsent/marketingConsent.machine';
import { selectConsentGateView } from '@machines/consentGate/consentGate.selectors';
import { CHANNEL_ORDER, selectMarketingReader, selectMarketingView } from '@machines/marketingConsent/marketingConsent.selectors';
import { useDialogs } from '@/flows/shared/useDialogs';
import { useFlow } from '@/flows/shared/useFlow';
import { createMarketingConsentLogic } from './marketingConsent.live';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import type { ShortLocale } from '@/i18n/locale';
import { Card } from '@/ui/common/Card';
import { ErrorState, LoadingState } from '@/ui/common/States';
import { MarketingConsentDialog, type MarketingConsentDialogHandle } from './MarketingConsentDialog';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';

type Reader = ActorRefFrom<typeof consentGateMachine>;

const idleReader = { html: '', isLoading: false, loadFailed: false, canAccept: false };

function Marketing({ locale }: { locale: ShortLocale }) {
  const dialogs = useDialogs();
  const actor = useFlow(createMarketingConsentLogic, { locale });
  useEffect(() => {
    const failed = actor.on('marketing.saveFailed', (event) => void dialogs.apiError(event.error));
    return () => failed.unsubscribe();
  }, [actor, dialogs]);
  return <MarketingConsentPanel actor={actor} />;
}

type MarketingActor = ActorRefFrom<typeof marketingConsentMachine>;

/** The page's body and the dialog for a running marketing-consent actor (also driven by the UI replays). */
export function MarketingConsentPanel({ actor }: { actor: MarketingActor }) {
  const intl = useIntl();
  const view = useSelector(actor, selectMarketingView);
  const reader = useSelector(actor, selectMarketingReader) as Reader | undefined;
  const dialog = useRef<MarketingConsentDialogHandle>(null);

  useEffect(() => {
    if (!reader) return undefined;
    const sub = reader.on('consent.scrollToBottom', () => dialog.current?.scrollToBottom());
    return () => sub.unsubscribe();
  }, [reader]);

  if (view.isLoading) return <LoadingState label={<FormattedMessage id="consent.marketing.loading" />} slow={view.isSlow} />;
  if (view.loadFailed) {
    return (
      <ErrorState
        title={<FormattedMessage id="consent.marketing.loadFailed" />}
        message={view.error ? <ApiErrorText error={view.error} /> : undefined}
        action={
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'MARKETING.RETRY' })}>
            <FormattedMessage id="common.retry" />
          </button>
        }
      />
    );
  }
  return (
    <>
      <Card heading={<FormattedMessage id="consent.marketing.summaryTitle" />}>
        {view.justSaved ? (
          <p role="status" className="notice notice--success">
            <FormattedMessage id="consent.marketing.saved" />
          </p>
        ) : null}
        <ul className="consent-summary" data-testid="marketing-summary">
          {CHANNEL_ORDER.map((channel) => (
            <li key={channel}>
              <span>{intl.formatMessage({ id: `consent.marketing.channel.${channel}` })}</span>
              <strong>{intl.formatMessage({ id: view.stored[channel] ? 'consent.marketing.on' : 'consent.marketing.off' })}</strong>
            </li>
          ))}
        </ul>
      </Card>
      <p className="page-actions">
        <button type="button" className="button button--primary" disabled={!view.canOpen} onClick={() => actor.send({ type: 'MARKETING.OPEN' })}>
          <FormattedMessage id="consent.marketing.open" />
        </button>
      </p>
      <MarketingReaderDialog ref={dialog} reader={reader} view={view} actor={actor} />
    </>
  );
}

interface DialogBridgeProps {
  reader: Reader | undefined;
  view: ReturnType<typeof selectMarketingView>;
  actor: MarketingActor;
}

/** The dialog reads its text and Confirm from the reading child while it runs, then from the chart. */
const MarketingReaderDialog = ({ ref, reader, view, actor }: DialogBridgeProps & { ref: React.Ref<MarketingConsentDialogHandle> }) => {
  // The reader is a consent-gate chart in the app; replays stub it, so only a chart snapshot is read.
  const text: typeof idleReader = useSelector(reader, (s) => (s && 'context' in s ? selectConsentGateView(s) : idleReader)) ?? idleReader;
  const canConfirm = reader ? text.canAccept : view.canRetrySave;
  return (
    <MarketingConsentDialog
      ref={ref}
      open={view.dialogOpen}
      html={reader ? text.html : view.html}
      isLoading={reader ? text.isLoading : false}
      loadFailed={reader ? text.loadFailed : false}
      choices={view.choices}
      canToggle={view.canToggle}
      canConfirm={canConfirm}
      isSaving={view.isSaving}
      isSlow={view.isSlow}
      saveFailed={view.saveFailed}
      onToggleAll={() => actor.send({ type: 'MARKETING.TOGGLE_ALL' })}
      onToggleChannel={(channel) => actor.send({ type: 'MARKETING.TOGGLE_CHANNEL', channel })}
      onConfirm={() => (reader ? reader.send({ type: 'CONSENT.ACCEPT' }) : actor.send({ type: 'MARKETING.CONFIRM' }))}
      onClose={() => (reader ? reader.send({ type: 'CONSENT.CANCEL' }) : actor.send({ type: 'MARKETING.CLOSE' }))}
      onRetryText={() => reader?.send({ type: 'CONSENT.RETRY' })}
      onScrolled={(m) => reader?.send({ type: 'CONSENT.SCROLLED', ...m })}
      onJumpToBottom={() => reader?.send({ type: 'CONSENT.JUMP_TO_BOTTOM' })}
    />
  );
};

export default function MarketingRoute() {
  const { locale } = useShellState();
  return (
    <PageShell titleId="profile.legal.marketing.title" backTo="/profile/legalpolicy" requireSignIn>
      <Marketing key={locale} locale={locale} />
      <p className="page-actions">
        <Link to="/profile/legalpolicy" className="button button--secondary">
          <FormattedMessage id="profile.legal.all" />
        </Link>
      </p>
    </PageShell>
  );
}
