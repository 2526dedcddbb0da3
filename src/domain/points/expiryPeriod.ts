/**
 * Point expiry periods of spec section 9: points expire every 3 months in one locale, 6 in another and
 * 18 in a third. The spec does not say which locale is which; assumed here: Thai (1054, the brand's home
 * market) 3 months, English (1033) 6, any other backend locale 18.
 */
export const POINT_EXPIRY_MONTHS = { th: 3, en: 6, other: 18 } as const;

/** The expiry period in months for a short locale ('th', 'en') or a backend locale code (1054, 1033). */
export function pointExpiryMonths(locale: string | number): number {
  const key = String(locale).toLowerCase();
  if (key === 'th' || key.startsWith('th-') || key === '1054') return POINT_EXPIRY_MONTHS.th;
  if (key === 'en' || key.startsWith('en-') || key === '1033') return POINT_EXPIRY_MONTHS.en;
  return POINT_EXPIRY_MONTHS.other;
}
