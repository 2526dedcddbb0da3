/** Mounts the app into `el` (called by src/main.tsx once the sandbox, if any, is running). */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '@/app/App';
import { installPreloadErrorListener } from '@/app/router';
import '@/ui/theme.css';

export function renderApp(el: HTMLElement): Root {
  installPreloadErrorListener();
  const root = createRoot(el);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return root;
}
