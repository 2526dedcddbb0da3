/**
 * The cookie settings dialog (spec sections 2, 3 and 4): built from the cookie content file of the
 * current cookie-policy version and language (header, body, one row per category with accept and
 * reject, footer, Save). Each category starts as stored; necessary cookies are locked to accept. A
 * failed content load shows a translated message with Retry rather than a blank dialog.
 */
import { assign, setup } from 'xstate';
import { builtOnce, type Provided } from '../shared/provided';
import { toApiError } from '@/domain/apiError';
import { setCookie } from '@/domain/consent/cookies';
import { requestDelays, requestState, requestTimeoutError } from '@machines/shared/request';
import { loadCookieContent } from './cookieConsent.actors';
import type { CookieContent, CookieSettingsContext, CookieSettingsEvent, CookieSettingsInput, CookieSettingsOutput } from './cookieConsent.types';
import { errorOf } from '../shared/actorEvents';

const cookieSettingsActors = { loadCookieContent };

/** The chart with the app's real call in place of the stubs (see machines/shared/provided.ts). */
export const createCookieSettingsMachine = (provided: Provided<typeof cookieSettingsActors> = {}) => setup({
  types: {
    context: {} as CookieSettingsContext,
    events: {} as CookieSettingsEvent,
    input: {} as CookieSettingsInput,
    output: {} as CookieSettingsOutput,
    tags: {} as 'loading' | 'slow',
  },
  actors: { ...cookieSettingsActors, ...provided.actors },
  delays: { ...requestDelays },
  guards: {
    isOptionalCategory: ({ event }) => event.type === 'COOKIES.SET' && event.category !== 'necessaryCookies',
  },
  actions: {
    storeContent: assign({ content: (_, content: CookieContent) => content, error: null }),
    recordFailure: assign({ error: ({ event }) => toApiError(errorOf(event) ?? event) }),
    recordTimeout: assign({ error: () => requestTimeoutError() }),
    setCategory: assign({
      choices: ({ context, event }) => (event.type === 'COOKIES.SET' ? setCookie(context.choices, event.category, event.accepted ? 1 : 0) : context.choices),
    }),
    markSaved: assign({ result: ({ context }) => context.choices }),
  },
}).createMachine({
  id: 'cookieSettings',
  context: ({ input }) => ({ ...input, content: null, error: null, result: null }),
  initial: 'loading',
  output: ({ context }) => ({ choices: context.result }),
  states: {
    loading: {
      description: 'Reads the cookie content file of the current version and language.',
      tags: ['loading'],
      invoke: {
        id: 'loadCookieContent',
        src: 'loadCookieContent',
        input: ({ context }) => ({ version: context.version, locale: context.locale }),
        onDone: { target: 'editing', actions: { type: 'storeContent', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'recordFailure' },
      },
      ...requestState({ onTimeout: { target: 'loadFailed', actions: 'recordTimeout' } }),
      on: { 'COOKIES.CLOSE': 'closed' },
    },
    loadFailed: {
      description: 'The content could not be read: a translated message with Retry and Close.',
      on: { 'COOKIES.RETRY': 'loading', 'COOKIES.CLOSE': 'closed' },
    },
    editing: {
      description: 'One row per category with accept and reject; necessary is locked on; Save stores the choices.',
      on: {
        'COOKIES.SET': { guard: 'isOptionalCategory', actions: 'setCategory' },
        'COOKIES.SAVE': { target: 'saved', actions: 'markSaved' },
        'COOKIES.CLOSE': 'closed',
      },
    },
    saved: { type: 'final', description: 'Save: the choices go to the caller.' },
    closed: { type: 'final', description: 'Closed without saving.' },
  },
});

/** The chart as declared (stubs), for tests and the flow tooling. */
export const cookieSettingsMachine = builtOnce(() => createCookieSettingsMachine());
export type CookieSettingsMachine = ReturnType<typeof createCookieSettingsMachine>;
