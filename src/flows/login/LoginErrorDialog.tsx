/**
 * The login error alert of spec section 8: title, the translated message, 'Error code' with the code
 * (100000 when the server sent none), OK.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginAlert } from '@machines/login/login.selectors';
import { Dialog, OkFooter } from '@/ui/dialog/Dialog';

export interface LoginErrorDialogProps {
  alert: LoginAlert | undefined;
  onDismiss(): void;
}

export function LoginErrorDialog({ alert, onDismiss }: LoginErrorDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={alert !== undefined}
      role="alertdialog"
      title={alert ? intl.formatMessage({ id: alert.titleId }) : ''}
      onClose={onDismiss}
      testId="login-error"
      footer={<OkFooter onOk={onDismiss} />}
    >
      {alert ? (
        <>
          <p className="login-error__message">
            <FormattedMessage id={alert.message.id} values={alert.message.values} />
          </p>
          <p className="login-error__code">
            <FormattedMessage id="login.error.code" values={{ code: alert.code }} />
          </p>
        </>
      ) : null}
    </Dialog>
  );
}
