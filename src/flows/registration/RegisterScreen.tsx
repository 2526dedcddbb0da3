/**
 * /register and /register/phone: renders the registration chart. The chart owns every rule and step;
 * this module joins it to the session (a registered member is signed in) and the router.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/registration/registration.connect';
import type { registrationMachine } from '@machines/registration/registration.machine';
import { useSession } from '@/flows/shared/services';
import { useFlow } from '@/flows/shared/useFlow';
import { createRegistrationLogic } from './registration.live';
import { yearOptions } from '@/domain/validation/birthdate';
import { formatIsoDate } from '@/i18n/format';
import { LoadingState } from '@/ui/common/States';
import { preloadTemporal, useTemporal } from '@/ui/common/temporalLoader';
import { PageShell } from '@/ui/layout/PageShell';
import { MobileStep } from './MobileStep';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationSuccess } from './RegistrationSuccess';
import { ConsentGateDialog } from '@/flows/consentGate/ConsentGateDialog';
import { OtpDialogConnector } from '@/flows/otp/OtpDialogConnector';
import { welcomePointState } from '@/flows/welcomePoint/WelcomePointHost';
import { sessionIntents } from '@machines/session/session.connect';

// The birth-date rules' Temporal loads with the page (on demand); the form is shown once it has arrived.
preloadTemporal();

export function RegisterScreen({ mode }: { mode: 'form' | 'phone' }) {
  const session = useSession();
  const intl = useIntl();
  const locale = intl.locale.startsWith('en') ? 'en' : 'th';
  const [today] = useState(() => formatIsoDate(Date.now() / 1000));
  const actor = useFlow(createRegistrationLogic, { mode, locale, today });

  useEffect(() => {
    const { onSignedIn } = sessionIntents((event) => session.send(event));
    const sub = actor.on('registration.registered', (event) => onSignedIn(event.account));
    return () => sub.unsubscribe();
  }, [actor, session]);

  return <RegistrationScreen actor={actor} mode={mode} />;
}

/**
 * The registration page for a running registration actor: the mobile step, the form, the consent dialogs and
 * the OTP dialog of its children, the success screen. Split from the route-level component so the screen
 * replays (tests/flows/screens/registration.ui.test.tsx) drive it with the chart on stubbed actors.
 */
export function RegistrationScreen({ actor, mode }: { actor: ActorRefFrom<typeof registrationMachine>; mode: 'form' | 'phone' | 'line' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  const { step, slow, today } = view;
  const locale = intl.locale.startsWith('en') ? 'en' : 'th';
  const dates = useTemporal();
  const years = useMemo(() => yearOptions({ year: Number(today.slice(0, 4)) }, locale === 'th' ? 1054 : 1033), [today, locale]);

  if (step === 'success') {
    return (
      <PageShell titleId="register.title" backTo={false} showNav={false} showMember={false}>
        <RegistrationSuccess welcomePoints={view.success.welcomePoints} onStart={() => { view.success.onStart(); navigate('/', { state: welcomePointState(view.success.welcomePoints) }); }} />
      </PageShell>
    );
  }

  return (
    <PageShell titleId={mode === 'phone' ? 'register.phone.title' : mode === 'line' ? 'line.signUp.title' : 'register.title'} backTo={mode === 'line' ? false : '/login'} showNav={false} showMember={false}>
      {mode === 'line' ? (
        <div className="line-newcomer">
          <p className="page-intro">{intl.formatMessage({ id: 'line.signUp.intro' })}</p>
        </div>
      ) : (
        <p className="page-intro">{intl.formatMessage({ id: 'register.intro' })}</p>
      )}
      {step === 'loading' || (step === 'form' && !dates) ? <LoadingState label={intl.formatMessage({ id: 'common.loading' })} slow={slow} /> : null}
      {step === 'mobile' ? <MobileStep {...view.mobileStep} /> : null}
      {dates && (step === 'form' || step === 'consent' || step === 'submitting') ? <RegistrationForm {...view.form} years={years} /> : null}
      {step === 'submitting' ? <LoadingState label={intl.formatMessage({ id: 'register.submitting' })} slow={slow} /> : null}
      {mode === 'line' ? null : (
        <nav className="link-row" aria-label={intl.formatMessage({ id: 'register.title' })}>
          <Link to="/login">{intl.formatMessage({ id: 'register.haveAccount' })}</Link>
          {mode === 'phone' ? (
            <Link to="/register">{intl.formatMessage({ id: 'register.byForm' })}</Link>
          ) : (
            <Link to="/register/phone">{intl.formatMessage({ id: 'register.byPhone' })}</Link>
          )}
        </nav>
      )}
      {view.gate ? <ConsentGateDialog key={view.gate.id + step} actorRef={view.gate} /> : null}
      {view.otp ? <OtpDialogConnector actorRef={view.otp} /> : null}
    </PageShell>
  );
}
