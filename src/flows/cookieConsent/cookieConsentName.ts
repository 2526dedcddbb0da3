/** Name of the cookie that records the member's cookie choice (read by the store and by the boot script). */
export const COOKIE_CONSENT_NAME = 'pm_cookie_consent';
