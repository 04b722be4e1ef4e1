import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3210)

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production build,
 * served by scripts/e2e-server.mjs on a fresh embedded PostgreSQL seeded with the demo tenants.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Per port: runs on other ports (parallel work on one machine) must not wipe each other's artifacts.
  outputDir: `test-results/port-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port) },
  },
})
