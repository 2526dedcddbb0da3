/** Shown when a member closes an updated policy: read it again, or sign out. */
import { useIntl } from 'react-intl';
import { Dialog } from '@/ui/dialog/Dialog';

export function ReconsentDeclinedDialog({ open, policy, onReview, onSignOut }: { open: boolean; policy: string; onReview: () => void; onSignOut: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Dialog
      open={open}
      title={t('consent.reconsent.declined.title')}
      dismissible={false}
      role="alertdialog"
      footer={
        <div className="dialog__actions dialog__actions--stack">
          <button type="button" className="button button--primary button--block" onClick={onReview} data-autofocus>
            {t('consent.reconsent.declined.review')}
          </button>
          <button type="button" className="button button--secondary button--block" onClick={onSignOut}>
            {t('consent.reconsent.declined.signOut')}
          </button>
        </div>
      }
    >
      <p className="dialog__message">{t('consent.reconsent.declined.message', { policy })}</p>
    </Dialog>
  );
}
