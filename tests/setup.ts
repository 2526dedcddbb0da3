import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMessages } from '@/i18n/runtimeMessages';
import { loadSanitizer } from '@/ui/html/sanitizerLoader';

// The app bundles Thai and loads English on demand; tests render either language at once.
await loadMessages('en');
// The app loads the backend-HTML sanitiser on demand; tests render sanitised HTML at once.
await loadSanitizer();

afterEach(() => {
  cleanup();
});
