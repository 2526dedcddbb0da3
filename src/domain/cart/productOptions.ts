/**
 * Product options of a Buy campaign (spec section 5: product detail, colour and size required) and the
 * rule that decides whether an add to the cart may be sent.
 */

export interface ProductOption {
  code: string;
  name: string;
  /** CSS colour of a colour swatch. */
  swatch?: string;
  /** False when this option is sold out (shown, not choosable). */
  inStock: boolean;
}

export interface ProductOptions {
  colors: ProductOption[];
  sizes: ProductOption[];
  /** Most units one add may carry. @default 10 */
  maxQuantity: number;
}

export interface OptionChoice {
  color?: string;
  size?: string;
  quantity: number;
}

/** The options a member still has to choose: both are required when the campaign has them. */
export type MissingOption = 'color' | 'size';

/** Units in one add when the campaign does not say. */
export const DEFAULT_MAX_QUANTITY = 10;

function chosen(options: ProductOption[], code: string | undefined): boolean {
  if (options.length === 0) return true;
  return options.some((o) => o.code === code && o.inStock);
}

export function missingOptions(options: ProductOptions, choice: OptionChoice): MissingOption[] {
  const missing: MissingOption[] = [];
  if (!chosen(options.colors, choice.color)) missing.push('color');
  if (!chosen(options.sizes, choice.size)) missing.push('size');
  return missing;
}

/** A quantity the add accepts: a whole number from 1 to the campaign's maximum. */
export function clampQuantity(quantity: number, max: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.trunc(quantity)), Math.max(1, max));
}
