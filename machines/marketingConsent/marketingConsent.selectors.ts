import type { SnapshotFrom } from 'xstate';
import type { marketingConsentMachine } from './marketingConsent.machine';
import type { MarketingChannel } from '@/domain/consent/marketing';

type Snapshot = SnapshotFrom<typeof marketingConsentMachine>;

/** The running text reader while the dialog reads (absent after Confirm). */
export function selectMarketingReader(snapshot: Snapshot) {
  return snapshot.children.readMarketingText;
}

/** What the page and the dialog show. */
export function selectMarketingView(snapshot: Snapshot) {
  const c = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    isSlow: snapshot.hasTag('slow'),
    loadFailed: snapshot.matches('loadFailed'),
    dialogOpen: snapshot.hasTag('dialog'),
    isSaving: snapshot.hasTag('saving'),
    saveFailed: snapshot.matches('saveFailed'),
    justSaved: snapshot.matches('saved'),
    choices: c.choices,
    stored: c.stored,
    version: c.versions.marketing,
    html: c.html,
    canToggle: snapshot.can({ type: 'MARKETING.TOGGLE_ALL' }),
    canOpen: snapshot.can({ type: 'MARKETING.OPEN' }),
    canRetrySave: snapshot.can({ type: 'MARKETING.CONFIRM' }),
    error: c.error,
  };
}

export const CHANNEL_ORDER: readonly MarketingChannel[] = ['sms', 'line', 'email'];
