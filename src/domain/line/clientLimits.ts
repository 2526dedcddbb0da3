/**
 * Where a LINE feature can run (spec section 6: "Some APIs are limited to the in-app browser or to a minimum
 * client version (for example 9.5.0, 9.19, 10.11.0, 10.15.0, 11.6.0, 13.10.0)"; "Sub-window, share picker and
 * scan features require login"), and the one iOS LINE version whose message sending answers 403 (section 8:
 * "an alert asks the user to update to 12.0.1 or later").
 *
 * The spec lists the versions without saying which API each belongs to; the mapping below follows LINE's
 * LIFF documentation for the APIs this app uses and gives every listed version one API.
 */

/** The LIFF features the app uses beyond sign-in. */
export type LineFeature = 'sendMessages' | 'getFriendship' | 'shareTargetPicker' | 'permission' | 'scanCodeV2' | 'subWindow';

export interface FeatureRule {
  /** Only inside the LINE app's browser (no external-browser equivalent). */
  inClientOnly: boolean;
  /** Lowest LINE app version that has it, inside the LINE app. */
  minVersion: string;
}

const FEATURE_RULES: Record<LineFeature, FeatureRule> = {
  sendMessages: { inClientOnly: true, minVersion: '9.5.0' },
  getFriendship: { inClientOnly: false, minVersion: '9.19.0' },
  shareTargetPicker: { inClientOnly: false, minVersion: '10.11.0' },
  permission: { inClientOnly: false, minVersion: '10.15.0' },
  scanCodeV2: { inClientOnly: true, minVersion: '11.6.0' },
  subWindow: { inClientOnly: false, minVersion: '13.10.0' },
};

/** Compares dotted versions numerically ("9.19" > "9.5.0"); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** Where the app runs, as far as LINE is concerned. */
export interface LineClient {
  /** Inside the LINE app (LIFF browser). */
  inClient: boolean;
  /** The LINE app's version inside it (liff.getLineVersion()), null outside. */
  lineVersion: string | null;
  /** 'ios' | 'android' | 'web'. */
  os: string;
}

/** Whether a feature can run here, and if not why (each reason has its own translated explanation). */
export type FeatureAvailability = { available: true } | { available: false; reason: 'inClientOnly'; } | { available: false; reason: 'updateRequired'; minVersion: string };

export function featureAvailability(feature: LineFeature, client: LineClient): FeatureAvailability {
  const rule = FEATURE_RULES[feature];
  if (!client.inClient) return rule.inClientOnly ? { available: false, reason: 'inClientOnly' } : { available: true };
  if (client.lineVersion !== null && compareVersions(client.lineVersion, rule.minVersion) < 0) {
    return { available: false, reason: 'updateRequired', minVersion: rule.minVersion };
  }
  return { available: true };
}

/** The iOS LINE version whose message sending fails with 403 (section 8) and the version to update to. */
const IOS_403_VERSION = '12.0.0';
export const IOS_403_UPDATE_TO = '12.0.1';

/** True when a 403 from sending a message should become the "update LINE" alert. */
export function isIosUpdateRequired(status: number, client: LineClient): boolean {
  return status === 403 && client.os === 'ios' && client.lineVersion !== null && compareVersions(client.lineVersion, IOS_403_VERSION) === 0;
}
