/** The start-up scripts, in load order. */
export type ScriptName = 'botCheck' | 'custom' | 'analytics' | 'analyticsStub';

/** What became of one start-up script; failures are recorded, never blocking. */
export interface ScriptResult {
  script: ScriptName;
  status: 'loaded' | 'failed' | 'timedOut' | 'skipped';
  src?: string;
  error?: string;
}

export interface ScriptLoaderInput {
  /** Appended to every script address as `v=<buildVersion>` so a new build is never served a stale script. */
  buildVersion: string;
  /** Bot-check script address (empty: none configured). */
  botCheckUrl: string;
  /** Custom script address (empty: none configured). */
  customScriptUrl: string;
  /** Analytics script address. */
  analyticsUrl: string;
  /** The analytics flag; false installs the disabled stub instead. */
  analyticsEnabled: boolean;
}

export interface ScriptLoaderContext {
  /** Script addresses with the build version appended; empty when not configured. */
  sources: { botCheck: string; custom: string; analytics: string };
  analyticsEnabled: boolean;
  results: ScriptResult[];
}

/** Input of every script-loading actor. */
export interface ScriptActorInput {
  src: string;
}
