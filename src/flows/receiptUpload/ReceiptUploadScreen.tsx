/**
 * Joins the receiptUpload flow to the receipt form: used by /collectpoint (a new receipt) and by
 * /profile/receipthistoryedit (correcting a rejected one). Renders the flow's stage; buttons are enabled
 * by what the chart accepts now.
 */
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  selectCheckingPhoto,
  selectError,
  selectFieldErrors,
  selectOriginal,
  selectPhoto,
  selectPhotoProblem,
  selectProgress,
  selectResult,
  selectSlow,
  selectStage,
  selectStores,
  selectValues,
} from '@machines/receiptUpload/receiptUpload.selectors';
import type { ReceiptUploadInput } from '@machines/receiptUpload/receiptUpload.types';
import type { ReceiptUploadMachine } from '@machines/receiptUpload/receiptUpload.machine';
import type { ActorRefFrom } from 'xstate';
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

export function ReceiptUploadScreen({ input }: { input: ReceiptUploadInput }) {
  const { locale } = useShellState();
  const actor = useFlow(createReceiptUploadLogic, input);
  return <ReceiptUploadPanel actor={actor} mode={input.mode} locale={locale} />;
}

export interface ReceiptUploadPanelProps {
  actor: ActorRefFrom<ReceiptUploadMachine>;
  mode: ReceiptUploadInput['mode'];
  locale: ShortLocale;
}

/** The stage of a running receiptUpload actor: form, progress, failure or done (also driven by the screen replays). */
export function ReceiptUploadPanel({ actor, mode, locale }: ReceiptUploadPanelProps) {
  const input = { mode };
  const stage = useSelector(actor, selectStage);
  const values = useSelector(actor, selectValues);
  const stores = useSelector(actor, selectStores);
  const errors = useSelector(actor, selectFieldErrors);
  const photo = useSelector(actor, selectPhoto);
  const photoProblem = useSelector(actor, selectPhotoProblem);
  const checkingPhoto = useSelector(actor, selectCheckingPhoto);
  const progress = useSelector(actor, selectProgress);
  const error = useSelector(actor, selectError);
  const result = useSelector(actor, selectResult);
  const original = useSelector(actor, selectOriginal);
  const slow = useSelector(actor, selectSlow);
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'RECEIPT.SUBMIT' }));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'RECEIPT.RETRY' }));
  const canAnother = useSelector(actor, (s) => s.can({ type: 'RECEIPT.ANOTHER' }));
  const retry = () => actor.send({ type: 'RECEIPT.RETRY' });

  if (stage === 'loading') {
    return (
      <LoadingState label={<FormattedMessage id="common.loading" />} slow={slow} />
    );
  }
  if (stage === 'loadFailed') {
    return (
      <ErrorState
        title={<FormattedMessage id="receipt.loadFailed" />}
        message={error ? <ApiErrorText error={error} /> : undefined}
        action={
          <button type="button" className="button button--primary" disabled={!canRetry} onClick={retry}>
            <FormattedMessage id="common.retry" />
          </button>
        }
      />
    );
  }
  if (stage === 'notEditable') {
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
  if (stage === 'done' && result) {
    return (
      <Card heading={<FormattedMessage id={input.mode === 'edit' ? 'receipt.done.resentTitle' : 'receipt.done.title'} />}>
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
            <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'RECEIPT.ANOTHER' })}>
              <FormattedMessage id="receipt.done.another" />
            </button>
          ) : null}
        </p>
      </Card>
    );
  }
  return (
    <>
      {input.mode === 'edit' && original?.remark ? (
        <div className="notice notice--warning" role="note">
          <p>
            <FormattedMessage id="receipt.edit.rejectedBecause" values={{ reason: original.remark }} />
          </p>
        </div>
      ) : null}
      <ReceiptForm
        mode={input.mode}
        values={values}
        stores={stores}
        errors={errors}
        photo={photo}
        storedPhotoUrl={original?.imageUrl}
        photoProblem={photoProblem}
        checkingPhoto={checkingPhoto}
        uploading={stage === 'uploading'}
        progress={progress}
        failure={stage === 'failed' ? error : null}
        canSubmit={canSubmit}
        canRetry={canRetry}
        onField={(field, value) => actor.send({ type: 'RECEIPT.FIELD_CHANGED', field, value })}
        onPhoto={(file) => actor.send({ type: 'RECEIPT.PHOTO_CHOSEN', file })}
        onSubmit={() => actor.send({ type: 'RECEIPT.SUBMIT' })}
        onRetry={retry}
      />
    </>
  );
}
