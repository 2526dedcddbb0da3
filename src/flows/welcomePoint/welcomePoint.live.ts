/** The welcome-point dialog's effect: OK forgets the points the page was opened with (no second showing). */
import { createWelcomePointMachine } from '@machines/welcomePoint/welcomePoint.machine';

export function createWelcomePointLogic(_services: unknown, acknowledge: () => void) {
  return createWelcomePointMachine({ actions: { acknowledge } });
}
