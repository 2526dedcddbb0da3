import { defineConfig, devices } from '@playwright/test';

/**
 * The product in Debian's Chromium against the standalone sandbox. A production-like build
 * (`--mode e2e`: sandbox-server backend) is served by `vite preview`, which proxies /sandbox to the
 * sandbox server. PW_PORT_BASE lets several runs coexist: preview = base+73, sandbox = base+10.
 */
const base = Number(process.env.PW_PORT_BASE ?? 4100);
const previewPort = base + 73;
const sandboxPort = base + 10;
const outDir = `dist-e2e-${base}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A whole capability per test; a loaded 2-core machine can take twice its usual time (limits catch a
  // hang, they are not speed budgets: see npm run perf).
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${previewPort}`,
    // Recording a trace costs a third of a test's time on a 2-core machine: only a retry records one
    // (`npx playwright test --trace retain-on-failure` to keep one from a first failure).
    trace: 'on-first-retry',
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium-mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: [
    {
      command: `npx tsx scripts/sandbox-server.ts`,
      env: { SANDBOX_PORT: String(sandboxPort) },
      port: sandboxPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite build --mode e2e --outDir ${outDir} --emptyOutDir --logLevel warn && npx vite preview --outDir ${outDir} --port ${previewPort} --strictPort`,
      env: { SANDBOX_URL: `http://localhost:${sandboxPort}` },
      port: previewPort,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
