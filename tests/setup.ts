import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMessages } from '@/i18n/runtimeMessages';

// The app bundles Thai and loads English on demand; tests render either language at once.
await loadMessages('en');

afterEach(() => {
  cleanup();
});
