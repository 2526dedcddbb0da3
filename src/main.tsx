/**
 * Entry. The embedded sandbox backend (msw in the browser) is loaded only when VITE_BACKEND is
 * `sandbox-browser` (the `npm start` default); Vite replaces the condition at build time, so other
 * builds carry no sandbox or msw code.
 */
async function boot(): Promise<void> {
  if (import.meta.env.VITE_BACKEND === 'sandbox-browser') {
    const { startBrowserSandbox } = await import('@/sandbox/browser');
    await startBrowserSandbox();
  }
  const { renderApp } = await import('@/app/renderApp');
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  renderApp(root);
}

void boot();
