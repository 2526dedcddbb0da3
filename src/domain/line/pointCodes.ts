/**
 * Points codes printed on packs and receipts, scanned with LINE's camera (liff.scanCodeV2) or typed, and sent
 * to the platform's code-process call (POST /coupon/process, see openapi/modules.yaml). Pure rules: reading
 * what the member typed or scanned into codes, and reading the per-code answer into an outcome.
 */

/** Codes sent in one call. The platform counts failed codes towards a temporary ban, so keep batches small. */
export const MAX_CODES_PER_SEND = 5;
/** A code is 6 to 32 letters, digits or dashes (what packs print); anything else is refused before sending. */
const CODE_PATTERN = /^[A-Z0-9-]{6,32}$/;

/** The codes in what was typed or scanned: split on spaces, commas and new lines, upper-cased, de-duplicated. */
export function readCodes(text: string): { codes: string[]; invalid: string[] } {
  const seen = new Set<string>();
  const codes: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const code = part.trim().toUpperCase();
    if (code === '' || seen.has(code)) continue;
    seen.add(code);
    if (CODE_PATTERN.test(code)) codes.push(code);
    else invalid.push(code);
  }
  return { codes, invalid };
}

/**
 * A scanned value is often a URL carrying the code (`https://…?code=ABC123`) rather than the code itself;
 * take the `code` parameter when there is one, else the value as it is.
 */
export function codeFromScan(value: string): string {
  try {
    const url = new URL(value);
    return url.searchParams.get('code') ?? url.searchParams.get('c') ?? value;
  } catch {
    return value;
  }
}

/** The platform's per-code statuses (x-assumed in openapi/modules.yaml). */
export type PointCodeStatus = 'success' | 'used' | 'invalid' | 'expired' | 'error';

/** What the member sees for one code. */
export type PointCodeOutcome =
  | { code: string; kind: 'earned'; points: number }
  | { code: string; kind: 'alreadyUsed' }
  | { code: string; kind: 'invalid' }
  | { code: string; kind: 'expired' }
  | { code: string; kind: 'failed' };

export function outcomeOf(code: string, answer: { status?: string; points_earn?: number; points?: number } | undefined): PointCodeOutcome {
  switch (answer?.status) {
    case 'success':
      return { code, kind: 'earned', points: answer.points_earn ?? answer.points ?? 0 };
    case 'used':
      return { code, kind: 'alreadyUsed' };
    case 'invalid':
      return { code, kind: 'invalid' };
    case 'expired':
      return { code, kind: 'expired' };
    default:
      return { code, kind: 'failed' };
  }
}

/** Total points earned by a batch. */
export function pointsEarned(outcomes: readonly PointCodeOutcome[]): number {
  return outcomes.reduce((sum, o) => (o.kind === 'earned' ? sum + o.points : sum), 0);
}
