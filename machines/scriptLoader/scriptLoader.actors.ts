import { fromPromise } from 'xstate';
import type { ScriptActorInput } from './scriptLoader.types';

/**
 * Default script actors. They need the DOM, so the defaults are stubs that fail; the chart records
 * the failure and moves on, so even the stubs never block start-up. src/flows/session/session.live.ts injects
 * the real ones (<script> injection).
 */
export const loadBotCheckScript = fromPromise<void, ScriptActorInput>(async () => {
  throw new Error('scriptLoader.loadBotCheckScript is not provided');
});

export const loadCustomScript = fromPromise<void, ScriptActorInput>(async () => {
  throw new Error('scriptLoader.loadCustomScript is not provided');
});

export const loadAnalyticsScript = fromPromise<void, ScriptActorInput>(async () => {
  throw new Error('scriptLoader.loadAnalyticsScript is not provided');
});

/** Installs the disabled analytics stub (a global whose calls do nothing). */
export const installAnalyticsStub = fromPromise<void, Record<string, never>>(async () => {
  throw new Error('scriptLoader.installAnalyticsStub is not provided');
});
