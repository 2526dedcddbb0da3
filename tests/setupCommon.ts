import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadMessages } from '@/i18n/runtimeMessages';
import { loadTemporal } from '@/ui/common/temporalLoader';

// Every test file, in node or in jsdom (vite.config.ts, test.projects). Files share their worker's globals:
// each starts with empty databases and real timers.
beforeAll(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterAll(() => {
  vi.useRealTimers();
});

// The app bundles the Thai core and loads the rest of Thai and English on demand; tests use either language at once.
await loadMessages('th');
await loadMessages('en');
// The birth-date rules use Temporal, which the app loads on demand; tests run them at once.
await loadTemporal();

// A message id missing from the catalogue a screen renders with is a bug (react-intl would show the raw id):
// react-intl reports it through console.error (the app's onError adds "[intl]"); it fails the test here
// instead of scrolling by. A test that means to render a missing id spies on console.error itself.
// Installed once per worker, whichever file comes first.
const guard = globalThis as { missingMessages?: string[] };
const missingMessages = guard.missingMessages ?? (guard.missingMessages = []);
if (!vi.isMockFunction(console.error) && !(console.error as { guarded?: true }).guarded) {
  const consoleError = console.error.bind(console);
  const guarded = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (/MISSING_TRANSLATION|Missing message/.test(text)) missingMessages.push(text.slice(0, 300));
    consoleError(...args);
  };
  console.error = Object.assign(guarded, { guarded: true as const });
}

beforeEach(() => {
  missingMessages.length = 0;
});

afterEach(() => {
  if (missingMessages.length > 0) {
    const found = missingMessages.splice(0);
    throw new Error(`react-intl reported missing messages:\n${found.join('\n')}`);
  }
});
