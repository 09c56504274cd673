import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests: real Chromium (Debian's, or CHROME_PATH) against `node scripts/start.mjs`,
// started on a brand-new DATA_DIR so every run also proves first start, migrations and seed.

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const isCI = process.env.CI === 'true' || process.env.CI === '1';

const port = Number(process.env.E2E_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;

// The config is evaluated in the runner and again in each worker: create the data folder once,
// in the runner, and hand it to the workers through the environment they inherit.
if (!process.env.E2E_DATA_DIR) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'careerhub-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
// Everything the server writes, checked for secrets by the global teardown (log-check.ts).
process.env.E2E_SERVER_LOG ??= path.join(dataDir, 'server.log');

export const chromiumPath = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // Each shard (scripts/e2e-shards.mjs) has its own: Playwright empties this folder when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: Math.min(2, Number(process.env.E2E_WORKERS ?? 2)),
  // Generous: CI shares 2 cores between the server, Chromium and two workers.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(here, 'test-results', 'report.json') }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: origin,
    // Recording a trace (screencast frames, snapshots) costs about a quarter of the suite's CPU
    // (measured on profile.spec: 152 s with it, 115 s without). On CI, where a failure is retried
    // once, the retry records it; a local run, which does not retry, keeps the trace of a failure.
    trace:
      (process.env.E2E_TRACE as 'on' | 'off' | undefined) ?? (isCI ? 'on-first-retry' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  globalTeardown: './log-check.ts',
  webServer: {
    command: 'node e2e/server-with-log.mjs',
    cwd: repoRoot,
    url: `${origin}/readyz`,
    // start.mjs builds the web app first when apps/web/dist is missing: allow for that.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // The embedded backends, whatever the calling shell has set, unless the run names a
      // PostgreSQL database and a Redis server for the e2e server (npm test's production pass).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      REDIS_URL: process.env.E2E_REDIS_URL ?? '',
      // info: one line per request, so the log check sees every address the suite called.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      E2E_SERVER_LOG: process.env.E2E_SERVER_LOG,
      // A new OTP may be asked for after 20 s instead of 60 s: tests see the wait, then resend.
      OTP_RESEND_SECONDS: '20',
      // Every test's browser and API client come from 127.0.0.1: per-IP limits sized for one
      // visitor would be spent by the suite itself (the API tests check the limits).
      OTP_LIMIT_PER_IP: '5000',
      LOGIN_LIMIT_PER_IP: '5000',
      // content-links.spec.ts serves a page on this loopback port; only it passes the link-preview guard.
      LINK_PREVIEW_ALLOW_HOSTS: `127.0.0.1:${port + 7}`,
    },
  },
});
