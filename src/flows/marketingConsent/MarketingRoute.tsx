/**
 * /profile/legalpolicy/marketing: the member's marketing channels and the marketing consent dialog of
 * spec section 4, which opens on arrival. Closing it (the close icon) leaves the page with the stored
 * channels and a button to open it again; a failed save goes to the shared error handler while the
 * dialog keeps the member's boxes.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { marketingConsentMachine } from '@machines/marketingConsent/marketingConsent.machine';
import { connect, connectDialog, type MarketingDialogView, type MarketingReader } from '@machines/marketingConsent/marketingConsent.connect';
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
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';
import { ReasonedButton } from '@/ui/common/ReasonedButton';

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
  const snapshot = useSelector(actor, (s) => s);
  const { offline } = useConnectivity();
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event), { offline }), [snapshot, actor, offline]);
  const { reader } = view;
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
          <button type="button" className="button button--primary" onClick={view.onRetry}>
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
          {view.channels.map(({ channel, on }) => (
            <li key={channel}>
              <span>{intl.formatMessage({ id: `consent.marketing.channel.${channel}` })}</span>
              <strong>{intl.formatMessage({ id: on ? 'consent.marketing.on' : 'consent.marketing.off' })}</strong>
            </li>
          ))}
        </ul>
      </Card>
      <p className="page-actions">
        <ReasonedButton reasonId={view.openDisabledReasonId} reasonAs="span" className="button button--primary" disabled={!view.canOpen} onClick={view.onOpen}>
          <FormattedMessage id="consent.marketing.open" />
        </ReasonedButton>
      </p>
      <MarketingReaderDialog ref={dialog} reader={reader} dialog={view.dialog} />
    </>
  );
}

interface DialogBridgeProps {
  reader: MarketingReader | undefined;
  dialog: MarketingDialogView;
}

/** The dialog reads its text and Confirm from the reading child while it runs (its own subscription), then from the chart. */
const MarketingReaderDialog = ({ ref, reader, dialog }: DialogBridgeProps & { ref: React.Ref<MarketingConsentDialogHandle> }) => {
  const readerSnapshot = useSelector(reader, (s) => s);
  const props = useMemo(() => connectDialog(dialog, reader, readerSnapshot), [dialog, reader, readerSnapshot]);
  return <MarketingConsentDialog ref={ref} {...props} />;
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
