/**
 * The member level of spec sections 3 and 6: a bit flag. 1 and 2 are the tier labelled "Plus", 4 the
 * tier labelled "Plus X" (the highest tier wins when several bits are set). The label is the same in
 * Thai and English, so it is data, not a catalogue message.
 */

/** A tier of the programme; 'member' is a member without a tier (flag 0). */
export type LevelTier = 'member' | 'plus' | 'plusX';

/** Tiers from the lowest up. */
export const LEVEL_TIERS: readonly LevelTier[] = ['member', 'plus', 'plusX'];

/** The tier of a user level flag (or of a level's id, which is the bit of its tier). */
export function levelTier(flag: number | null | undefined): LevelTier {
  if (typeof flag !== 'number' || !Number.isInteger(flag) || flag <= 0) return 'member';
  if ((flag & 4) !== 0) return 'plusX';
  if ((flag & 3) !== 0) return 'plus';
  return 'member';
}

/** The label of a tier: 'Plus', 'Plus X', or null for a member without a tier. */
export function tierLabel(tier: LevelTier): string | null {
  return tier === 'plusX' ? 'Plus X' : tier === 'plus' ? 'Plus' : null;
}

/** The tier above, or null at the top. */
export function nextTier(tier: LevelTier): LevelTier | null {
  return LEVEL_TIERS[LEVEL_TIERS.indexOf(tier) + 1] ?? null;
}
