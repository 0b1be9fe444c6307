import { defineConfig, devices } from '@playwright/test';
import type { TestOptions } from './e2e/fixtures';
import { BROWSER_LOCALE } from './e2e/support/texts';

// Journeys run against the real pair (`npm start`) on their own ports and a throwaway embedded database,
// in Debian's Chromium (no browser is ever downloaded). Every journey runs in English and in Arabic: one
// project per language, whose browser sends that language's Accept-Language as a first visit would.
const apiPort = process.env.E2E_API_PORT ?? '4300';
const webPort = process.env.E2E_WEB_PORT ?? '3300';
const simulatorPort = process.env.E2E_SIM_PORT ?? '4400';
export const baseURL = `http://127.0.0.1:${webPort}`;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };

export default defineConfig<TestOptions>({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    timezoneId: 'Africa/Cairo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'en', use: { ...desktop, lang: 'en', locale: BROWSER_LOCALE.en } },
    { name: 'ar', use: { ...desktop, lang: 'ar', locale: BROWSER_LOCALE.ar } },
  ],
  webServer: {
    // scripts/start.mjs on an emptied DATA_DIR (see e2e/support/serve.mjs): builds what is stale, seeds anew.
    command: 'node e2e/support/serve.mjs',
    url: `${baseURL}/`,
    timeout: 420_000,
    reuseExistingServer: !process.env.CI,
    env: {
      API_PORT: apiPort,
      WEB_PORT: webPort,
      // Only the loopback address, as the journeys' baseURL: `server.mjs -H 127.0.0.1` once sent every page
      // into a redirect to itself, so every journey checks that it serves pages when given a hostname.
      WEB_HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
      // Every journey signs up or logs in from 127.0.0.1, in two languages, with one retry in CI: the real
      // limits (10 logins a minute per address) would fail the suite, not the store. The API suite tests them.
      RATE_LIMIT_FACTOR: '10',
      // The payment simulators stand in for PayTabs and OPay; gateways send the browser back to this origin.
      PAYMENT_SIMULATOR_PORT: simulatorPort,
      SITE_URL: baseURL,
      // The API logs every request at `info`, which floods the run's output: warnings and errors only, unless
      // E2E_LOG_LEVEL asks for more (e.g. `E2E_LOG_LEVEL=info` to see each request while a journey fails).
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    stdout: 'pipe',
  },
});
