import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMessages } from '@/i18n/runtimeMessages';
import { loadTemporal } from '@/ui/common/temporalLoader';
import { loadListboxDropdown } from '@/ui/form/Dropdown';
import { loadSanitizer } from '@/ui/html/sanitizerLoader';

// The app bundles Thai and loads English on demand; tests render either language at once.
await loadMessages('en');
// The app loads the backend-HTML sanitiser on demand; tests render sanitised HTML at once.
await loadSanitizer();
// The app loads the desktop listbox of the dropdown on demand at 1024 px and above; tests at that width render it at once.
await loadListboxDropdown();
// The birth-date rules use Temporal, which the app loads on demand; tests run them at once.
await loadTemporal();

afterEach(() => {
  cleanup();
});
