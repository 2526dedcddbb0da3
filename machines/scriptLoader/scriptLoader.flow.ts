import { defineFlow } from '../flow';
import { scriptLoaderMachine } from './scriptLoader.machine';


export const scriptLoaderFlow = defineFlow({
  id: 'scriptLoader',
  title: 'Start-up scripts (bot-check, custom, analytics)',
  purpose: 'Loads the three start-up scripts in order with the build version appended; a failure or a hang (scriptTimeout) never blocks start-up.',
  machine: scriptLoaderMachine(),
  screen: { none: 'Loads the start-up scripts behind the splash; nothing of it is shown.' },
  input: {
    buildVersion: '1.0.0.20260101.1',
    botCheckUrl: '/sandbox-scripts/bot-check.js',
    customScriptUrl: '/sandbox-scripts/custom.js',
    analyticsUrl: '/sandbox-scripts/analytics.js',
    analyticsEnabled: true,
  },
  inputs: {
    analyticsOff: { buildVersion: '1.0.0.20260101.1', botCheckUrl: '/sandbox-scripts/bot-check.js', customScriptUrl: '/sandbox-scripts/custom.js', analyticsUrl: '/sandbox-scripts/analytics.js', analyticsEnabled: false },
    noAddresses: { buildVersion: '1.0.0.20260101.1', botCheckUrl: '', customScriptUrl: '', analyticsUrl: '', analyticsEnabled: true },
  },
  events: {
    'xstate.done.actor.loadBotCheckScript': [{ output: undefined }],
    'xstate.error.actor.loadBotCheckScript': [{ error: { message: 'Script failed to load', status: 0 } }],
    'xstate.done.actor.loadCustomScript': [{ output: undefined }],
    'xstate.error.actor.loadCustomScript': [{ error: { message: 'Script failed to load', status: 0 } }],
    'xstate.done.actor.loadAnalyticsScript': [{ output: undefined }],
    'xstate.error.actor.loadAnalyticsScript': [{ error: { message: 'Script failed to load', status: 0 } }],
    'xstate.done.actor.installAnalyticsStub': [{ output: undefined }],
    'xstate.error.actor.installAnalyticsStub': [{ error: { message: 'window unavailable', status: 0 } }],
  },
});
