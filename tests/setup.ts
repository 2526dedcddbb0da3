import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
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

// Files share their worker's jsdom: each starts with the blank page, storage and address jsdom starts with.
// (A file of the isolated project may ask for node with `@vitest-environment node`: nothing to reset there.)
const shared = globalThis as { startHref?: string };
if (typeof window !== 'undefined') {
  const startHref = shared.startHref ?? (shared.startHref = window.location.href);
  beforeAll(() => {
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
    window.history.replaceState(null, '', startHref);
  });
}
