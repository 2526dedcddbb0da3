import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { loadDialogStack } from '@/app/dialogs/dialogStackLoader';
import { loadMessages } from '@/i18n/runtimeMessages';
import { loadTemporal } from '@/ui/common/temporalLoader';
import { loadListboxDropdown } from '@/ui/form/Dropdown';
import { loadSanitizer } from '@/ui/html/sanitizerLoader';

// The app bundles the Thai core and loads the rest of Thai and English on demand; tests render either language at once.
await loadMessages('th');
await loadMessages('en');
// The app loads the backend-HTML sanitiser on demand; tests render sanitised HTML at once.
await loadSanitizer();
// The app loads the desktop listbox of the dropdown on demand at 1024 px and above; tests at that width render it at once.
await loadListboxDropdown();
// The dialog host loads its standard dialogs on demand; tests open them at once.
await loadDialogStack();
// The birth-date rules use Temporal, which the app loads on demand; tests run them at once.
await loadTemporal();

// A message id missing from the catalogue a screen renders with is a bug (react-intl would show the raw id):
// react-intl reports it through console.error (the app's onError adds "[intl]"); it fails the test here
// instead of scrolling by. A test that means to render a missing id spies on console.error itself.
const missingMessages: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (/MISSING_TRANSLATION|Missing message/.test(text)) missingMessages.push(text.slice(0, 300));
  consoleError(...args);
};

beforeEach(() => {
  missingMessages.length = 0;
});

afterEach(() => {
  cleanup();
  if (missingMessages.length > 0) {
    const found = missingMessages.splice(0);
    throw new Error(`react-intl reported missing messages:\n${found.join('\n')}`);
  }
});
