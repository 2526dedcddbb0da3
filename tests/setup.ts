import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadDialogStack } from '@/app/dialogs/dialogStackLoader';
import { loadListboxDropdown } from '@/ui/form/Dropdown';
import { loadSanitizer } from '@/ui/html/sanitizerLoader';
import './setupCommon';

// The test files that render or need a DOM (`*.test.tsx`, `*.dom.test.ts`), in jsdom.
// The app loads the backend-HTML sanitiser on demand; tests render sanitised HTML at once.
await loadSanitizer();
// The app loads the desktop listbox of the dropdown on demand at 1024 px and above; tests at that width render it at once.
await loadListboxDropdown();
// The dialog host loads its standard dialogs on demand; tests open them at once.
await loadDialogStack();

afterEach(() => {
  cleanup();
});
