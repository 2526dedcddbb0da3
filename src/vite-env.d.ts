/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which configuration of spec section 3 to use: hosts, keys and debug. @default development */
  readonly VITE_APP_ENV?: 'development' | 'staging';
  /**
   * Where calls go. `sandbox-browser`: msw in the page (npm start). `sandbox-server`: the standalone
   * sandbox (`npm run sandbox`) reached at /sandbox through the preview proxy. `real`: the hosts of VITE_APP_ENV.
   */
  readonly VITE_BACKEND?: 'sandbox-browser' | 'sandbox-server' | 'real';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The boot script's few messages in both languages, plain strings (scripts/vite/messageCatalogues.ts). */
declare module 'virtual:messages/boot' {
  const messages: { th: Record<string, string>; en: Record<string, string> };
  export default messages;
}

/** One language's merged message catalogue (scripts/vite/messageCatalogues.ts): `th`, `en`, `th-core`, `th-rest` (and its halves `th-rest-1`, `th-rest-2`). */
declare module 'virtual:messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
