import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, SYSTEM_CHROMIUM} from './scripts/lib/chromium';

// Browser tests run against the production build (search only exists there),
// served locally by `docusaurus serve`. `npm test` builds before it runs them.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The hosting recipe's tests (tests/e2e/hosting/) run against the same build served by the real
// nginx under the production configuration in deploy/nginx/ (scripts/deploy/local-nginx.ts).
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4174);
const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`;
// Another build may be served instead of build/, once `npm run deploy:prepare -- --build-dir <it>`
// has generated the CSP for it.
const NGINX_BUILD_DIR = process.env.E2E_NGINX_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: SYSTEM_CHROMIUM,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {name: 'docusaurus-serve', testIgnore: '**/hosting/**'},
    {name: 'nginx', testDir: 'tests/e2e/hosting', use: {baseURL: NGINX_URL}},
  ],
  webServer: [
    {
      command: `npx docusaurus serve --port ${PORT} --host 127.0.0.1 --no-open`,
      url: BASE_URL,
      // Never reuse a server already on the port: it may be serving another build.
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/deploy/local-nginx.ts --build-dir ${NGINX_BUILD_DIR} --port ${NGINX_PORT} --host 127.0.0.1`,
      url: NGINX_URL,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM, not SIGKILL: the launcher stops nginx and removes its temporary folder.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
  ],
});
