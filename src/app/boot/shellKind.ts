/**
 * The start-up shell's placeholders, shared by the boot script (drawn before the app loads,
 * src/app/boot/firstPaint.ts) and the session's splash (src/app/session/SessionRoot.tsx), which draw the same boxes.
 */

/** Cards the start-up shell shows on a reward page (the first screenful of a phone's reward grid). */
export const SHELL_CARDS = [0, 1, 2, 3] as const;

/**
 * What the first screen of `pathname` starts with, so the start-up shell draws the same boxes: the home
 * dashboard (banner and menu) on /, the card grid on a reward category, the campaign's picture on a campaign
 * page, nothing on the other pages.
 */
export function shellKindOf(pathname: string): 'home' | 'rewards' | 'campaign' | 'plain' {
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return 'home';
  if (/^\/campaign\/[^/]+$/.test(path)) return 'campaign';
  return /^\/reward(\/|$)/.test(path) ? 'rewards' : 'plain';
}
