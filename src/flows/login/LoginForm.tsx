/**
 * The /login page body: tabs for "Username & password" and "Mobile number (OTP)", a "Continue as guest"
 * button, and links to sign up. Render-only: the view comes from the login chart's selector; field errors
 * appear only after a submit attempt (the selector decides).
 */
import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LoginHandlers } from '@machines/login/login.connect';
import type { LoginView } from '@machines/login/login.selectors';
import type { LoginMethod } from '@machines/login/login.types';
import { TextField } from '@/ui/common/Field';
import { Spinner } from '@/ui/common/Spinner';
import { SlowNotice } from '@/ui/common/States';
import { PHONE_DISPLAY_MAX_LENGTH } from '@/domain/validation/phone';
import './login.css';

export interface LoginFormProps extends LoginHandlers {
  view: LoginView;
  /** Where "Sign in with LINE" goes: /linelogin, carrying the page the member first asked for. */
  lineLoginHref: string;
}

const METHODS: LoginMethod[] = ['password', 'mobile'];

export function LoginForm(props: LoginFormProps) {
  const { view } = props;
  const intl = useIntl();
  const id = useId();
  const tabId = (m: LoginMethod) => `${id}-tab-${m}`;
  const panelId = (m: LoginMethod) => `${id}-panel-${m}`;
  const t = (messageId: string) => intl.formatMessage({ id: messageId });
  const fieldError = (error: LoginView['usernameError']) => (error ? intl.formatMessage({ id: error.id }, error.values) : undefined);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    props.onPasswordSubmit();
  };
  const submitMobile = (event: FormEvent) => {
    event.preventDefault();
    props.onOtpRequest();
  };
  const moveTab = (key: string, current: LoginMethod) => {
    if (key !== 'ArrowRight' && key !== 'ArrowLeft') return;
    const next = METHODS[(METHODS.indexOf(current) + 1) % METHODS.length] as LoginMethod;
    props.onMethodChange(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className="login">
      <div className="tabs login__tabs" role="tablist" aria-label={t('login.methods')}>
        {METHODS.map((m) => (
          <button
            key={m}
            id={tabId(m)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={view.method === m}
            aria-controls={panelId(m)}
            tabIndex={view.method === m ? 0 : -1}
            onClick={() => props.onMethodChange(m)}
            onKeyDown={(event) => moveTab(event.key, m)}
          >
            <FormattedMessage id={m === 'password' ? 'login.tab.password' : 'login.tab.mobile'} />
          </button>
        ))}
      </div>

      <div id={panelId('password')} role="tabpanel" aria-labelledby={tabId('password')} hidden={view.method !== 'password'} className="tabs__panel">
        <form noValidate onSubmit={submitPassword} className="login__form">
          <TextField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={view.username}
            error={fieldError(view.usernameError)}
            onChange={(event) => props.onUsernameChange(event.target.value)}
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={view.password}
            error={fieldError(view.passwordError)}
            onChange={(event) => props.onPasswordChange(event.target.value)}
          />
          <button type="submit" className="button button--primary button--block" disabled={view.busy}>
            {view.pending === 'password' ? <Spinner size="small" /> : null}
            <FormattedMessage id="login.submit" />
          </button>
        </form>
      </div>

      <div id={panelId('mobile')} role="tabpanel" aria-labelledby={tabId('mobile')} hidden={view.method !== 'mobile'} className="tabs__panel">
        <form noValidate onSubmit={submitMobile} className="login__form">
          <TextField
            label={t('login.mobile')}
            hint={t('login.mobile.hint')}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_DISPLAY_MAX_LENGTH}
            value={view.mobileDisplay}
            error={fieldError(view.mobileError)}
            onChange={(event) => props.onMobileChange(event.target.value)}
          />
          <button type="submit" className="button button--primary button--block" disabled={view.busy}>
            {view.pending === 'otp' ? <Spinner size="small" /> : null}
            <FormattedMessage id="login.requestOtp" />
          </button>
        </form>
      </div>

      {view.slow ? (
        <p role="status" className="login__slow">
          <SlowNotice />
        </p>
      ) : null}
      <div className="login__or">
        <FormattedMessage id="login.or" />
      </div>
      <button type="button" className="button button--secondary button--block" onClick={props.onGuest} disabled={view.busy}>
        {view.pending === 'guest' ? <Spinner size="small" /> : null}
        <FormattedMessage id="login.guest" />
      </button>
      <Link className="button button--line button--block" to={props.lineLoginHref}>
        <FormattedMessage id="login.line" />
      </Link>

      <nav className="login__signup" aria-label={t('login.signup.heading')}>
        <p>
          <FormattedMessage id="login.signup.heading" />
        </p>
        <ul>
          <li>
            <Link to="/register">
              <FormattedMessage id="login.signup.register" />
            </Link>
          </li>
          <li>
            <Link to="/register/phone">
              <FormattedMessage id="login.signup.phone" />
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
