import { defineConfig } from '@playwright/test';

// Several engineers may run the suite in one working tree at once; Playwright empties its output
// folder at start, so each run gets its own. Workers inherit the variable, so they agree on it.
const runId = (process.env.PARDUS_E2E_RUN_ID ??= String(process.pid));

/**
 * End-to-end tests against the real server, the real development sign-in and Debian's Chromium.
 * The global setup builds the web app when needed and starts the server on a free port.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: `test-results/playwright/run-${runId}`,
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
