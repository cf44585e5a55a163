import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  CLIENT_PORT,
  GOOGLE_PORT,
  MAILBOX_PORT,
  MODERATOR_EMAIL,
  PUSH_SERVICE_PORT,
  SECOND_MODERATOR_EMAIL,
  SERVER_PORT,
} from './ports.ts';

const port = SERVER_PORT;
const PUSH_SERVICE_CERTIFICATE = path.resolve(import.meta.dirname, '../apps/server/src/test/fixtures/push-service.crt');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    // Requests a service worker handles bypass page.route, which some tests use to shape an answer: the worker
    // runs only where it is what is tested (pwa.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
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
  webServer: {
    // The heap as `npm start` sizes it (see docs/architecture.md, Memory).
    command: 'node --max-semi-space-size=16 --max-old-space-size=256 apps/server/src/main.ts',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      REDIS_URL: process.env.REDIS_URL ?? '',
      APP_URL: `http://localhost:${port}`,
      // spec-client.spec.ts serves a page from this origin that calls the API with a Bearer token.
      CORS_ORIGINS: `http://127.0.0.1:${CLIENT_PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${MAILBOX_PORT}`,
      // push-delivery.spec.ts runs the push service, whose certificate only this server trusts.
      PUSH_SERVICES: `https://127.0.0.1:${PUSH_SERVICE_PORT}`,
      NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERTIFICATE,
      AUTH_RATE_LIMIT: '200',
      MODERATOR_EMAILS: `${MODERATOR_EMAIL},${SECOND_MODERATOR_EMAIL}`,
      LOG_LEVEL: 'warn',
      // providers.spec.ts runs a local OpenID provider standing in for Google on this port (found when first used).
      GOOGLE_CLIENT_ID: 'skillsync-test',
      GOOGLE_CLIENT_SECRET: 'skillsync-test-secret',
      GOOGLE_ISSUER: `http://127.0.0.1:${GOOGLE_PORT}`,
      // challenges.spec.ts moves the server's clock past a deadline (PUT /api/test/clock), then back.
      NODE_ENV: 'test',
      TEST_CLOCK: 'true',
    },
  },
});
