/**
 * Default actors of the lineLogin chart. The child charts come with their own stub actors; the app
 * (src/flows/lineLogin/lineLogin.live.ts) provides the real ones, tests provide fakes.
 */
import { notProvided } from '../shared/provided';
import { liffLoginMachine } from './liffLogin.machine';
import type { LineAccount } from './lineLogin.types';
import { pkceLoginMachine } from './pkceLogin.machine';
import { registrationMachine } from '../registration/registration.machine';

export const lineLoginActors = {
  liffLogin: liffLoginMachine,
  pkceLogin: pkceLoginMachine,
  /** The sign-up form of a LINE user who is not yet a member (registration chart, mode 'line': POST /line/register). */
  lineSignUp: registrationMachine,
  /** POST /auth/line_login { app_id, id_token } with the raw ID token; returns the account. */
  lineAppLogin: notProvided<LineAccount, { idToken: string }>('lineLogin.lineAppLogin'),
};
