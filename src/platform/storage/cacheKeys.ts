/** Names under which the account cache writes (apart from it so the boot script reads them without the cipher). */
export const CACHE_KEYS = { account: 'pm.account', settings: 'pm.settings', locale: 'locale', wallet: 'pm.wallet' } as const;
