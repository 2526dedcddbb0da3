/** Registration success (spec section 2): welcome title, message and points when above 0, else a plain success. */
import { useIntl } from 'react-intl';
import { Icon } from '@/ui/common/Icon';

export interface RegistrationSuccessProps {
  welcomePoints: number;
  onStart: () => void;
}

export function RegistrationSuccess({ welcomePoints, onStart }: RegistrationSuccessProps) {
  const intl = useIntl();
  const withPoints = welcomePoints > 0;
  return (
    <section className="success-screen" aria-labelledby="registration-success-title">
      <Icon name={withPoints ? 'gift' : 'check'} size={48} className="success-screen__icon" />
      <h2 id="registration-success-title" className="success-screen__title">
        {intl.formatMessage({ id: withPoints ? 'register.success.welcomeTitle' : 'register.success.title' })}
      </h2>
      <p className="success-screen__message">
        {intl.formatMessage({ id: withPoints ? 'register.success.welcomeMessage' : 'register.success.message' })}
      </p>
      {withPoints ? (
        <p className="success-screen__points" data-testid="welcome-points">
          {intl.formatMessage({ id: 'register.success.points' }, { points: welcomePoints })}
        </p>
      ) : null}
      <button type="button" className="button button--primary button--block" onClick={onStart} data-autofocus>
        {intl.formatMessage({ id: withPoints ? 'register.success.getStarted' : 'register.success.start' })}
      </button>
    </section>
  );
}
