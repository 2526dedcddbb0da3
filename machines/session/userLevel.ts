/**
 * User level of spec section 3: a bit flag. 1 and 2 are the tiers labelled "Plus", 4 the tier labelled
 * "Plus X"; the label is the same in Thai and English, so it is data, not a catalogue message.
 * The highest tier wins when several bits are set.
 */
export function userLevelText(userLevel: number | undefined): string | null {
  if (userLevel === undefined || !Number.isInteger(userLevel) || userLevel <= 0) return null;
  if ((userLevel & 4) !== 0) return 'Plus X';
  if ((userLevel & 3) !== 0) return 'Plus';
  return null;
}
