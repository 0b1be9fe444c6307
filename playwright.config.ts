import { defineConfig, devices } from '@playwright/test';

// Journeys run against the real pair (`npm start`) on their own ports and a throwaway embedded database,
// in Debian's Chromium (no browser is ever downloaded). Every journey runs in English and in Arabic.
const apiPort = process.env.E2E_API_PORT ?? '4300';
const webPort = process.env.E2E_WEB_PORT ?? '3300';
export const baseURL = `http://127.0.0.1:${webPort}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: {
      API_PORT: apiPort,
      WEB_PORT: webPort,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
    },
    stdout: 'pipe',
  },
});
