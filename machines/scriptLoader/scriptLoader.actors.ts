import { notProvided } from '../shared/provided';
import type { ScriptActorInput } from './scriptLoader.types';

/**
 * Default script actors. They need the DOM, so the defaults are stubs that fail; the chart records
 * the failure and moves on, so even the stubs never block start-up. src/flows/session/session.live.ts injects
 * the real ones (<script> injection).
 */
export const loadBotCheckScript = notProvided<void, ScriptActorInput>('scriptLoader.loadBotCheckScript');

export const loadCustomScript = notProvided<void, ScriptActorInput>('scriptLoader.loadCustomScript');

export const loadAnalyticsScript = notProvided<void, ScriptActorInput>('scriptLoader.loadAnalyticsScript');

/** Installs the disabled analytics stub (a global whose calls do nothing). */
export const installAnalyticsStub = notProvided<void, Record<string, never>>('scriptLoader.installAnalyticsStub');
