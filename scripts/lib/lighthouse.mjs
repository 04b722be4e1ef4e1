// Lighthouse (mobile) in Debian's Chromium, run with `npx lighthouse@12.8.2` (fetched from the npm registry on first
// use). One run per call; the benchmarks take the median of several runs after a discarded warm-up, Lighthouse's own
// advice for its variance.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

export const LIGHTHOUSE_VERSION = '12.8.2'

/**
 * @typedef {{ scores: Record<string, number>, metrics: Record<string, string>, failing: string[] }} LighthouseRun
 */

/**
 * Runs Lighthouse once on `url` and writes its JSON report to `out`.
 * @param {string} url
 * @param {string} out
 * @param {{ categories?: string[] }} [options]
 * @returns {LighthouseRun | { error: string }}
 */
export function runLighthouse(url, out, { categories = ['performance'] } = {}) {
  fs.rmSync(out, { force: true })
  const run = spawnSync(
    'npx',
    [
      '--yes',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      url,
      `--only-categories=${categories.join(',')}`,
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      encoding: 'utf8',
      timeout: 240_000,
    },
  )
  if (run.status !== 0 || !fs.existsSync(out))
    return { error: (run.stderr || run.error?.message || '').split('\n').slice(-3).join(' ') }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'))
  /** @type {Record<string, number>} */
  const scores = {}
  for (const [id, category] of Object.entries(report.categories)) scores[id] = Math.round(category.score * 100)
  /** @param {string} id */
  const audit = (id) => report.audits[id]?.displayValue ?? '–'
  const metrics = {
    FCP: audit('first-contentful-paint'),
    LCP: audit('largest-contentful-paint'),
    TBT: audit('total-blocking-time'),
    CLS: audit('cumulative-layout-shift'),
  }
  // The audits that cost points outside performance (performance is a weighted score of the metrics above).
  const failing = []
  for (const [id, category] of Object.entries(report.categories)) {
    if (id === 'performance') continue
    for (const ref of category.auditRefs) {
      const result = report.audits[ref.id]
      if (ref.weight > 0 && result && result.score !== null && result.score < 1) failing.push(`${id}: ${ref.id}`)
    }
  }
  return { scores, metrics, failing }
}

/**
 * The median run (by `category`'s score) of the successful runs, and the lowest score.
 * @param {(LighthouseRun | { error: string })[]} runs
 * @param {string} category
 */
export function medianRun(runs, category) {
  const ok = /** @type {LighthouseRun[]} */ (runs.filter((r) => !('error' in r))).sort(
    (a, b) => (a.scores[category] ?? 0) - (b.scores[category] ?? 0),
  )
  if (!ok.length) return null
  return { median: /** @type {LighthouseRun} */ (ok[Math.floor((ok.length - 1) / 2)]), lowest: ok[0], ok }
}
