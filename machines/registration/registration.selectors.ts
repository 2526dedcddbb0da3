import type { SnapshotFrom } from 'xstate';
import { SLOW_TAG } from '../shared/request';
import type { registrationMachine } from './registration.machine';
import { pendingTextErrors } from './registration.rules';

type Snapshot = SnapshotFrom<typeof registrationMachine>;

/** Which screen of the registration flow is showing. */
export function selectRegistrationStep(snapshot: Snapshot): 'loading' | 'mobile' | 'form' | 'consent' | 'submitting' | 'success' {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.matches('enteringMobile') || snapshot.matches('verifyingMobile')) return 'mobile';
  if (snapshot.matches('acceptingTerms') || snapshot.matches('acceptingPrivacy') || snapshot.matches('acceptingAge')) return 'consent';
  // Mode 'line': registered, the LINE login signs the member in (it shows its own progress).
  if (snapshot.hasTag('submitting') || (snapshot.matches('done') && snapshot.context.mode === 'line')) return 'submitting';
  if (snapshot.matches('registered') || snapshot.matches('done')) return 'success';
  return 'form';
}

/** Form values, visible errors, the errors a field shows once left (section 5 option) and the failure banner. */
export function selectRegistrationForm(snapshot: Snapshot) {
  const { form, errors, failure, verifiedPhone, mode } = snapshot.context;
  return { form, errors, pendingErrors: pendingTextErrors(form), failure, mobileLocked: mode === 'phone' && verifiedPhone !== null };
}

/** The registration success screen (spec section 2): welcome points only when above 0. */
export function selectRegistrationSuccess(snapshot: Snapshot) {
  return { welcomePoints: snapshot.context.welcomePoints, hasWelcomePoints: snapshot.context.welcomePoints > 0 };
}

/** The call of this step (versions or the registration) has run past REQUEST_SLOW. */
export function selectRegistrationSlow(snapshot: Snapshot): boolean {
  return snapshot.hasTag(SLOW_TAG);
}
