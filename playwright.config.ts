import { defineConfig } from '@playwright/test';

// The browser tests run against the real server with demo data on a fresh SQLite database.
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
// The assistant's endpoint in the browser tests: the OpenAI-compatible stand-in (only /aiChat uses it).
const aiStandInPort = port + 1000;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI, so a rare timing miss in a two-browser flow (the IM call) does not block a landing; a test that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // Fake camera and microphone, granted without a prompt: the IM call and the /test page use them.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: [
    {
      command: 'tsx tests/support/openai-stand-in.main.ts',
      port: aiStandInPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { AI_STAND_IN_PORT: String(aiStandInPort) },
    },
    {
      command: 'tsx tests/e2e/start-server.ts',
      url: `${baseURL}/api/System/GetTimestamp`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The provider's issuer and return addresses must be the address the browser uses. Its access
      // tokens live 12 s, so single-sign-on tests see them renewed (at 6 s) and expire within a test.
      env: {
        PORT: String(port),
        E2E_PORT: String(port),
        PUBLIC_ORIGIN: baseURL,
        E2E_OIDC_ACCESS_TOKEN_TTL_SECONDS: '12',
        AI_BASE_URL: `http://127.0.0.1:${aiStandInPort}/v1`,
        AI_MODEL: 'stand-in',
      },
    },
  ],
});
