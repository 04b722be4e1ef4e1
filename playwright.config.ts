import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { DISABLE_FEATURES_SWITCH } from './tests/e2e/chromiumFeatures'

const port = Number(process.env.E2E_PORT ?? 3210)
// E2E_SERVERS (default 1; `npm test` runs 2): one server per worker, each with its own database, data directory and
// Redis (scripts/e2e-server.mjs; scripts/test.mjs starts them), on consecutive ports; a worker's tests reach its own
// server through PORT and DATA_DIR in tests/e2e/helpers.ts, so files run side by side without seeing each other's
// edits, leads, mail or rate limits. On two cores one worker keeps about 1.1–1.5 cores busy and two keep both: see
// docs/ARCHITECTURE.md "Demo, tests, CI" for what that gave.
const servers = Math.max(1, Number(process.env.E2E_SERVERS ?? 1))
const dataDir = process.env.E2E_DATA_DIR || path.join('.data', 'e2e')
// The run's axe page-type keys, shared by its workers (tests/e2e/helpers.ts axePageOnce): made once by the runner, whose
// environment its workers inherit.
process.env.E2E_SCANNED_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'dp-e2e-axe-'))

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production build,
 * served by scripts/e2e-server.mjs on a fresh embedded PostgreSQL seeded with the demo tenants.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Per port: runs on other ports (parallel work on one machine) must not wipe each other's artifacts.
  outputDir: `test-results/port-${port}`,
  fullyParallel: false,
  workers: servers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port + Number(process.env.TEST_PARALLEL_INDEX ?? 0)}`,
    trace: 'on-first-retry',
    // Each worker keeps a browser context per set of context options, and its page, from test to test, reset
    // between tests but for the renderer and the HTTP cache: tests/e2e/fixtures.ts (every spec's `test`).
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
        // pages live for seconds here: optimising compilation costs more CPU than it saves, Maglev's too (an axe
        // scan 0.33 → 0.24 s, a page load about 8 % less CPU without it). The one renderer lives for the whole run
        // and loads the same scripts again and again: their bytecode is kept (not flushed as it ages), and V8 does
        // no idle-time collections and no GC on helper threads (about 7 % less Chromium CPU: docs/benchmarks.md)
        '--js-flags=--no-opt --no-maglev --no-flush-bytecode --no-memory-reducer --single-threaded-gc',
        // one renderer process for every tenant's host: the tests go from host to host, and site isolation would
        // start a renderer (and compile the site's scripts again) at each switch; nothing here needs the isolation
        '--renderer-process-limit=1',
        '--disable-site-isolation-trials',
        // Playwright's own list of disabled features and the suite's (no omnibox popups), in the one switch Chromium
        // reads: a second --disable-features would replace Playwright's (tests/e2e/chromiumFeatures.ts)
        DISABLE_FEATURES_SWITCH,
      ],
    },
  },
  webServer: Array.from({ length: servers }, (_, index) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port + index}/api/health`,
    timeout: 900_000,
    // outside CI a running server is reused; in CI only the one `npm test` started for this run (scripts/test.mjs
    // startE2eServer: it prepares beside the unit and int stages), never a stray one
    reuseExistingServer: !process.env.CI || process.env.E2E_SERVER_READY === '1',
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port + index),
      E2E_DATA_DIR: index === 0 ? dataDir : `${dataDir}-${index}`,
      // the first server builds when the sources changed; the others wait for that build and run a copy of it
      E2E_SHARED_BUILD: index === 0 ? '' : '1',
    },
  })),
})
