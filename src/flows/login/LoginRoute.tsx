/**
 * /login: the login chart wired to the real calls, the session and the router. The page holds no flow
 * state: fields, errors and the OTP dialog all come from the chart's snapshot (LoginScreen).
 */
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useFlow } from '@/flows/shared/useFlow';
import { createLoginLogic } from './login.live';
import { safeNextPath } from '@/domain/navigation/nextPath';
import { LoginScreen } from './LoginScreen';

export default function LoginRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const next = safeNextPath(search.get('next'));
  const actor = useFlow(
    (services) => createLoginLogic(services, { navigate: (path) => navigateRef.current(path, { replace: true }) }),
    { next },
  );
  return <LoginScreen actor={actor} next={next} />;
}
