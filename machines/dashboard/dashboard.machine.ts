/**
 * The home dashboard content of /landing and the top of the reward page (spec section 3: the named
 * content lists home dashboard, home menu category and home campaign list): banners, menu categories
 * and campaign lists, read together. Nothing configured shows nothing; a failed read offers Retry.
 */
import { assign, setup } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { isDashboardEmpty, type DashboardContent } from '@/domain/dashboard/dashboard';
import { requestDelays, requestState, timeoutError } from '../shared/request';
import { loadDashboard } from './dashboard.actors';
import type { DashboardContext, DashboardEvent, DashboardTag } from './dashboard.types';

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    tags: {} as DashboardTag,
  },
  actors: { loadDashboard },
  delays: { ...requestDelays },
  guards: {
    isEmptyContent: (_, params: { content: DashboardContent }) => isDashboardEmpty(params.content),
  },
  actions: {
    storeContent: assign((_, params: { content: DashboardContent }) => ({ content: params.content, error: undefined })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
  },
}).createMachine({
  id: 'dashboard',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'Placeholders of the banner, menu and list sizes while the content loads (nothing shifts when it arrives).',
      ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } }),
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        onDone: [
          { guard: { type: 'isEmptyContent', params: ({ event }) => ({ content: event.output }) }, target: 'empty' },
          { target: 'shown', actions: { type: 'storeContent', params: ({ event }) => ({ content: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: { description: 'Banners, menu categories and campaign lists, each linking where it says.' },
    empty: { description: 'No content is configured: the section is not shown.' },
    failed: {
      description: 'The content could not be read: a short translated message with Retry.',
      on: { 'DASHBOARD.RETRY': 'loading' },
    },
  },
});
