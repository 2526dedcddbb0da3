/**
 * Entry. The embedded sandbox backend (msw in the browser) is loaded only when VITE_BACKEND is
 * `sandbox-browser` (the `npm start` default); Vite replaces the condition at build time, so other
 * builds carry no sandbox or msw code. The app shell is a static import, so the built index.html
 * preloads every chunk of it at once (`<link rel="modulepreload">`) instead of discovering them after
 * the entry has run; nothing in it talks to the network before `renderApp` is called, so in development
 * the sandbox still starts first.
 */
import { renderApp } from '@/app/renderApp';

async function boot(): Promise<void> {
  if (import.meta.env.VITE_BACKEND === 'sandbox-browser') {
    const { startBrowserSandbox } = await import('@/sandbox/browser');
    await startBrowserSandbox();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  renderApp(root);
}

// In a task after the one that evaluates the app's modules: together they made one long task (blocking time on
// a slow phone), and the session gains nothing by starting inside it.
setTimeout(() => void boot(), 0);
