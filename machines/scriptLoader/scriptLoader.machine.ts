/**
 * Start-up scripts, in the order of spec section 4: the bot-check widget, then the custom script, then
 * analytics, or the disabled analytics stub when the analytics flag is off. Every address carries the
 * build version. On entry the chart asks for the later scripts' bytes at once (`preloadScripts`), so each
 * waits for the one before it to run, not to download: config ready, which the UI waits for, comes a
 * round trip or two sooner. A script that fails or hangs never blocks start-up: each load has the named time limit
 * `scriptTimeout`, after which the chart records `timedOut` and moves on; a failure is recorded as
 * `failed`. The output is the list of results, which the session keeps for diagnostics.
 */
import { assign, setup } from 'xstate';
import { builtOnce, type Provided } from '../shared/provided';
import { withBuildVersion } from './scriptUrl';
import { installAnalyticsStub, loadAnalyticsScript, loadBotCheckScript, loadCustomScript } from './scriptLoader.actors';
import type { ScriptLoaderContext, ScriptLoaderInput, ScriptName, ScriptResult } from './scriptLoader.types';
import { errorOf } from '../shared/actorEvents';

type SourceKey = keyof ScriptLoaderContext['sources'];
interface RecordParams {
  script: ScriptName;
}

function initialContext({ input }: { input: ScriptLoaderInput }): ScriptLoaderContext {
  return {
    sources: {
      botCheck: withBuildVersion(input.botCheckUrl, input.buildVersion),
      custom: withBuildVersion(input.customScriptUrl, input.buildVersion),
      analytics: withBuildVersion(input.analyticsUrl, input.buildVersion),
    },
    analyticsEnabled: input.analyticsEnabled,
    results: [],
  };
}

function sourceOf(context: ScriptLoaderContext, script: ScriptName): string | undefined {
  const key: SourceKey | undefined = script === 'analyticsStub' ? undefined : script;
  return key === undefined ? undefined : context.sources[key];
}

function withResult(context: ScriptLoaderContext, result: ScriptResult): ScriptResult[] {
  const src = sourceOf(context, result.script);
  return [...context.results, src ? { ...result, src } : result];
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const botCheckInput = ({ context }: { context: ScriptLoaderContext }) => ({ src: context.sources.botCheck });
const customInput = ({ context }: { context: ScriptLoaderContext }) => ({ src: context.sources.custom });
const analyticsInput = ({ context }: { context: ScriptLoaderContext }) => ({ src: context.sources.analytics });
const stubInput = () => ({});
const collectResults = ({ context }: { context: ScriptLoaderContext }) => context.results;
/** The scripts loaded after the first: their addresses, in load order (analytics only when it will load). */
const laterSources = ({ context }: { context: ScriptLoaderContext }) => ({
  srcs: [context.sources.custom, context.analyticsEnabled ? context.sources.analytics : ''].filter((src) => src !== ''),
});

/** Effects the app provides; the declared chart's do nothing. */
export interface ScriptLoaderEffects {
  /** Starts the download of these scripts without running them (each runs when its state loads it). */
  preloadScripts: (args: unknown, params: { srcs: string[] }) => void;
}
const scriptLoaderEffects: ScriptLoaderEffects = { preloadScripts: () => undefined };

const scriptLoaderActors = { loadBotCheckScript, loadCustomScript, loadAnalyticsScript, installAnalyticsStub };

/** The chart with the app's real script loaders in place of the stubs (see machines/shared/provided.ts). */
export const createScriptLoaderMachine = (provided: Provided<typeof scriptLoaderActors, ScriptLoaderEffects> = {}) => setup({
  types: {
    context: {} as ScriptLoaderContext,
    input: {} as ScriptLoaderInput,
    output: {} as ScriptResult[],
  },
  actors: { ...scriptLoaderActors, ...provided.actors },
  delays: {
    /** How long one script may take before start-up moves on without it. */
    scriptTimeout: 8000,
  },
  guards: {
    lacksScript: ({ context }, params: { source: SourceKey }) => context.sources[params.source] === '',
    isAnalyticsEnabled: ({ context }) => context.analyticsEnabled,
  },
  actions: {
    ...scriptLoaderEffects,
    ...provided.actions,
    recordLoaded: assign({ results: ({ context }, params: RecordParams) => withResult(context, { script: params.script, status: 'loaded' }) }),
    recordSkipped: assign({ results: ({ context }, params: RecordParams) => withResult(context, { script: params.script, status: 'skipped' }) }),
    recordTimedOut: assign({ results: ({ context }, params: RecordParams) => withResult(context, { script: params.script, status: 'timedOut' }) }),
    recordFailed: assign({
      results: ({ context, event }, params: RecordParams) =>
        withResult(context, { script: params.script, status: 'failed', error: errorText(errorOf(event)) }),
    }),
  },
}).createMachine({
  id: 'scriptLoader',
  context: initialContext,
  entry: { type: 'preloadScripts', params: laterSources },
  initial: 'loadingBotCheck',
  output: collectResults,
  states: {
    loadingBotCheck: {
      description: 'Loads the bot-check widget script; moves on when it loads, fails or takes longer than scriptTimeout.',
      always: { guard: { type: 'lacksScript', params: { source: 'botCheck' } }, target: 'loadingCustom', actions: { type: 'recordSkipped', params: { script: 'botCheck' } } },
      invoke: {
        id: 'loadBotCheckScript',
        src: 'loadBotCheckScript',
        input: botCheckInput,
        onDone: { target: 'loadingCustom', actions: { type: 'recordLoaded', params: { script: 'botCheck' } } },
        onError: { target: 'loadingCustom', actions: { type: 'recordFailed', params: { script: 'botCheck' } } },
      },
      after: { scriptTimeout: { target: 'loadingCustom', actions: { type: 'recordTimedOut', params: { script: 'botCheck' } } } },
    },
    loadingCustom: {
      description: 'Loads the custom script after the bot-check; same time limit.',
      always: { guard: { type: 'lacksScript', params: { source: 'custom' } }, target: 'choosingAnalytics', actions: { type: 'recordSkipped', params: { script: 'custom' } } },
      invoke: {
        id: 'loadCustomScript',
        src: 'loadCustomScript',
        input: customInput,
        onDone: { target: 'choosingAnalytics', actions: { type: 'recordLoaded', params: { script: 'custom' } } },
        onError: { target: 'choosingAnalytics', actions: { type: 'recordFailed', params: { script: 'custom' } } },
      },
      after: { scriptTimeout: { target: 'choosingAnalytics', actions: { type: 'recordTimedOut', params: { script: 'custom' } } } },
    },
    choosingAnalytics: {
      always: [{ guard: 'isAnalyticsEnabled', target: 'loadingAnalytics' }, { target: 'installingAnalyticsStub' }],
    },
    loadingAnalytics: {
      description: 'Analytics flag on: loads the analytics script; without an address the disabled stub is installed instead.',
      always: { guard: { type: 'lacksScript', params: { source: 'analytics' } }, target: 'installingAnalyticsStub', actions: { type: 'recordSkipped', params: { script: 'analytics' } } },
      invoke: {
        id: 'loadAnalyticsScript',
        src: 'loadAnalyticsScript',
        input: analyticsInput,
        onDone: { target: 'done', actions: { type: 'recordLoaded', params: { script: 'analytics' } } },
        onError: { target: 'done', actions: { type: 'recordFailed', params: { script: 'analytics' } } },
      },
      after: { scriptTimeout: { target: 'done', actions: { type: 'recordTimedOut', params: { script: 'analytics' } } } },
    },
    installingAnalyticsStub: {
      description: 'Analytics flag off: installs a disabled stub so tracking calls do nothing.',
      invoke: {
        id: 'installAnalyticsStub',
        src: 'installAnalyticsStub',
        input: stubInput,
        onDone: { target: 'done', actions: { type: 'recordLoaded', params: { script: 'analyticsStub' } } },
        onError: { target: 'done', actions: { type: 'recordFailed', params: { script: 'analyticsStub' } } },
      },
      after: { scriptTimeout: { target: 'done', actions: { type: 'recordTimedOut', params: { script: 'analyticsStub' } } } },
    },
    done: { type: 'final' },
  },
});

/** The chart as declared (stubs), for tests and the flow tooling. */
export const scriptLoaderMachine = builtOnce(() => createScriptLoaderMachine());
export type ScriptLoaderMachine = ReturnType<typeof createScriptLoaderMachine>;
