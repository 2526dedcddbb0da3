/** The level label the session keeps (spec section 3, "User level"): see src/domain/membership/level.ts. */
import { levelTier, tierLabel } from '@/domain/membership/level';

/** 'Plus' for flags 1 and 2, 'Plus X' for 4 (the highest tier wins), else null. */
export function userLevelText(userLevel: number | undefined): string | null {
  return tierLabel(levelTier(userLevel));
}
