/**
 * Build version of spec section 3: 1.0.0 plus the build date and number. Vite replaces `__APP_BUILD__`
 * (vite.config.ts `define`): the date is the build day (UTC, yyyyMMdd), the number is BUILD_NUMBER from
 * CI or the build time (HHmm). Outside Vite (Node scripts) the version falls back to `1.0.0.dev.0`.
 */
declare const __APP_BUILD__: { date: string; number: string } | undefined;

/** The product version. */
const APP_VERSION = '1.0.0';

/** `1.0.0.<yyyyMMdd>.<build number>` of this build; appended to script addresses. */
export function buildVersion(): string {
  return formatBuildVersion(readBuild());
}

/** `1.0.0.<date>.<number>`, or `1.0.0.dev.0` without build information. */
export function formatBuildVersion(build: { date: string; number: string } | undefined): string {
  return build ? `${APP_VERSION}.${build.date}.${build.number}` : `${APP_VERSION}.dev.0`;
}

function readBuild(): { date: string; number: string } | undefined {
  return typeof __APP_BUILD__ === 'undefined' ? undefined : __APP_BUILD__;
}
