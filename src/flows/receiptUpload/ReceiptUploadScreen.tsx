/**
 * Joins the receiptUpload flow to the receipt form: used by /collectpoint (a new receipt) and by
 * /profile/receipthistoryedit (correcting a rejected one). Renders the stage the receipt-upload connect
 * derives; buttons are enabled there by what the chart accepts now.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/receiptUpload/receiptUpload.connect';
import type { ReceiptUploadMachine } from '@machines/receiptUpload/receiptUpload.machine';
import type { ReceiptUploadInput } from '@machines/receiptUpload/receiptUpload.types';
import type { ShortLocale } from '@/i18n/locale';
import { useFlow } from '@/flows/shared/useFlow';
import { createReceiptUploadLogic } from './receiptUpload.live';
import { formatBaht } from '@/i18n/format';
import { Card } from '@/ui/common/Card';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { EmptyState, ErrorState, LoadingState } from '@/ui/common/States';
import { useShellState } from '@/ui/layout/shellState';
import { ReceiptForm } from './ReceiptForm';
import '@/ui/common/points.css';
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';

export function ReceiptUploadScreen({ input }: { input: ReceiptUploadInput }) {
  const { locale } = useShellState();
  const actor = useFlow(createReceiptUploadLogic, input);
  return <ReceiptUploadPanel actor={actor} locale={locale} />;
}

export interface ReceiptUploadPanelProps {
  actor: ActorRefFrom<ReceiptUploadMachine>;
  locale: ShortLocale;
}

/** The stage of a running receiptUpload actor: form, progress, failure or done (also driven by the screen replays). */
export function ReceiptUploadPanel({ actor, locale }: ReceiptUploadPanelProps) {
  const snapshot = useSelector(actor, (s) => s);
  const { offline } = useConnectivity();
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event), { offline }), [snapshot, actor, offline]);

  if (view.stage === 'loading') {
    return <LoadingState label={<FormattedMessage id="common.loading" />} slow={view.slow} />;
  }
  if (view.loadFailure) {
    const { error, canRetry, onRetry } = view.loadFailure;
    return (
      <ErrorState
        title={<FormattedMessage id="receipt.loadFailed" />}
        message={error ? <ApiErrorText error={error} /> : undefined}
        action={
          <button type="button" className="button button--primary" disabled={!canRetry} onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </button>
        }
      />
    );
  }
  if (view.stage === 'notEditable') {
    return (
      <EmptyState
        title={<FormattedMessage id="receipt.notEditable" />}
        action={
          <Link to="/profile/receipthistory" className="button button--secondary">
            <FormattedMessage id="profile.receiptHistory.title" />
          </Link>
        }
      />
    );
  }
  if (view.done) {
    const { result, resent, canAnother, onAnother } = view.done;
    return (
      <Card heading={<FormattedMessage id={resent ? 'receipt.done.resentTitle' : 'receipt.done.title'} />}>
        <div role="status">
          <p>
            <FormattedMessage id="receipt.done.message" values={{ store: result.store, amount: formatBaht(result.spending, locale) }} />
          </p>
          <p className="muted">
            <FormattedMessage id="receipt.done.when" />
          </p>
        </div>
        <p className="page-actions">
          <Link to="/profile/receipthistory" className="button button--secondary">
            <FormattedMessage id="profile.receiptHistory.title" />
          </Link>
          {canAnother ? (
            <button type="button" className="button button--primary" onClick={onAnother}>
              <FormattedMessage id="receipt.done.another" />
            </button>
          ) : null}
        </p>
      </Card>
    );
  }
  return (
    <>
      {view.rejectedBecause ? (
        <div className="notice notice--warning" role="note">
          <p>
            <FormattedMessage id="receipt.edit.rejectedBecause" values={{ reason: view.rejectedBecause }} />
          </p>
        </div>
      ) : null}
      <ReceiptForm {...view.form} />
    </>
  );
}
