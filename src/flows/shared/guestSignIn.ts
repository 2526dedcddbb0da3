/**
 * The guest's "sign in or register" dialog, fetched the first time a guest taps redeem or a heart (it shows
 * messages outside the Thai core, so it waits for the rest of Thai too). Tests load it up front with
 * {@link loadGuestSignInDialog}.
 */
import { onDemand, onDemandComponent } from '@/ui/common/onDemand';

const guestSignIn = onDemand(() => import('@/flows/login/GuestSignInDialog'));

export const loadGuestSignInDialog = guestSignIn.load;

/** Renders the dialog once it has arrived (nothing before: it opens a moment after the tap). */
export const GuestSignInDialog = onDemandComponent(guestSignIn, (module) => module.GuestSignInDialog);
