/**
 * /linelogin and /bzbslinelogin: sign in with LINE (the lineLogin chart). Inside the LINE app (or with the
 * sandbox's `?liffMock=1`) it signs in from LIFF straight away; in a browser it offers "Sign in with LINE",
 * goes to LINE with PKCE, and on the way back (`?code&state`) finishes the login. When signed in it
 * replaces itself with the deep link first asked for (`?next=`, kept across the round trip). Start-up
 * inside LINE with no account hands over to this page from any member page (session state lineSignIn).
 */
import { lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useServices } from '@/flows/shared/services';
import { useShellState } from '@/ui/layout/shellState';
import { useFlow } from '@/flows/shared/useFlow';
import { createLineLoginLogic, lineLoginInputFor } from './lineLogin.live';
import { formatIsoDate } from '@/i18n/format';
import { LineLoginScreen } from './LineLoginScreen';

// Most LINE sign-ins are members: the sign-up form loads only for a newcomer, keeping this route small.
const LineSignUp = lazy(() => import('@/flows/registration/RegisterScreen').then((m) => ({ default: m.RegistrationScreen })));

export default function LineLoginRoute() {
  const services = useServices();
  const location = useLocation();
  const intl = useIntl();
  const [input] = useState(() =>
    lineLoginInputFor(services, location, { locale: intl.locale.startsWith('en') ? 'en' : 'th', today: formatIsoDate(Date.now() / 1000) }),
  );
  const actorRef = useFlow(createLineLoginLogic, input);
  const { onLineSignInOpened } = useShellState();
  // The start-up hand-over inside LINE (session state lineSignIn) has reached this page.
  useEffect(() => onLineSignInOpened?.(), [onLineSignInOpened]);
  return <LineLoginScreen actorRef={actorRef} SignUp={LineSignUp} />;
}
