// `npm run bench:lighthouse`: Lighthouse mobile scores (performance, accessibility, best practices, SEO) of the home
// page, /search and a vehicle page of every demo template, on the production build. Per page: one discarded warm-up
// run, then BENCH_LH_RUNS measured runs (default 3); prints the median run's scores, the lowest performance score,
// the median run's metrics, what the median run asked for before its largest paint (KB of script, images, fonts; the
// number of stylesheets: far steadier than the score on a busy machine) and every audit that cost points outside
// performance.
// Starts `scripts/demo.mjs` on BENCH_PORT (default 3470) with its own data folder (.data/bench-lighthouse), unless
// BENCH_URL points at a running server. BENCH_PAGES=home,search,vehicle and BENCH_TENANTS=harbour,… narrow it.
// Targets, measured on a quiet machine: performance ≥ 95, accessibility, best practices and SEO 100.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { medianRun, runLighthouse } from './lib/lighthouse.mjs'

const port = Number(process.env.BENCH_PORT ?? 3470)
const base = process.env.BENCH_URL ?? `http://localhost:${port}`
const { hostname, port: basePort } = new URL(base)
const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3))
const tenants = (process.env.BENCH_TENANTS ?? 'harbour,coastal-mazda,westside-used').split(',')
const pages = (process.env.BENCH_PAGES ?? 'home,search,vehicle').split(',')
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** @type {import('node:child_process').ChildProcess | undefined} */
let server
if (!process.env.BENCH_URL) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, PORT: String(port), DATA_DIR: path.resolve('.data', 'bench-lighthouse') }
  delete env.DATABASE_URL
  const child = spawn(process.execPath, ['scripts/demo.mjs'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  server = child
  await new Promise((resolve, reject) => {
    child.stdout?.on('data', (d) => String(d).includes('Ready on') && resolve(undefined))
    child.on('exit', (c) => reject(new Error(`demo exited with ${c}`)))
  })
}

/**
 * @param {string} tenant
 * @param {string} urlPath
 * @returns {Promise<string>}
 */
async function get(tenant, urlPath) {
  // a socket the server closed just then (EPIPE/ECONNRESET after Chromium's runs) is retried, not fatal
  for (let attempt = 1; ; attempt++) {
    try {
      return await getOnce(tenant, urlPath)
    } catch (error) {
      if (attempt >= 3) throw error
      await new Promise((r) => setTimeout(r, 500 * attempt))
    }
  }
}

/**
 * @param {string} tenant
 * @param {string} urlPath
 * @returns {Promise<string>}
 */
function getOnce(tenant, urlPath) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port: Number(basePort),
        path: urlPath,
        agent: false,
        headers: { Host: `${tenant}.localhost:${basePort}` },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve(Buffer.concat(chunks).toString()))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** @param {string} tenant */
async function pagePaths(tenant) {
  const body = await get(tenant, '/api/search?hitsPerPage=1&refinementList%5Bstatus%5D%5B0%5D=in_stock')
  const slug = JSON.parse(body).hits[0]?.slug
  /** @type {Record<string, string>} */
  const all = { home: '/', search: '/search', vehicle: slug ? `/cars/${slug}` : '/' }
  return pages.map((name) => ({ name, path: all[name] ?? name }))
}

/**
 * What a page asks for before its (observed) largest paint, from a run's JSON: KB as sent of script, images, fonts and
 * stylesheets, and the number of stylesheets. Lighthouse's simulated LCP counts these bytes on a slow 4G link, so they
 * move the score; they depend far less than the score on how busy the machine is.
 * @param {string} file
 */
function weightsBeforeLcp(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  const lcp = report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity
  const kb = { Script: 0, Image: 0, Font: 0, Stylesheet: 0 }
  let stylesheets = 0
  for (const r of report.audits['network-requests']?.details?.items ?? []) {
    const type = /** @type {keyof typeof kb} */ (r.resourceType)
    if (r.networkRequestTime > lcp || !(type in kb)) continue
    kb[type] += r.transferSize / 1024
    if (r.resourceType === 'Stylesheet') stylesheets++
  }
  const round = (/** @type {number} */ n) => Math.round(n)
  return { 'JS KB': round(kb.Script), 'img KB': round(kb.Image), 'font KB': round(kb.Font), css: stylesheets }
}

const outDir = path.resolve('.data', 'lighthouse')
fs.mkdirSync(outDir, { recursive: true })
const rows = []
const failing = new Map()
for (const tenant of tenants) {
  for (const { name, path: urlPath } of await pagePaths(tenant)) {
    const url = `http://${tenant}.localhost:${basePort}${urlPath}`
    const file = (/** @type {string} */ suffix) => path.join(outDir, `${tenant}-${name}-${suffix}.json`)
    runLighthouse(url, file('warmup'), { categories: CATEGORIES })
    const results = []
    for (let i = 0; i < runs; i++) results.push(runLighthouse(url, file(String(i + 1)), { categories: CATEGORIES }))
    const picked = medianRun(results, 'performance')
    if (!picked) {
      const first = results[0]
      rows.push({
        template: tenant,
        page: name,
        performance: `failed: ${first && 'error' in first ? first.error : ''}`,
      })
      continue
    }
    const { median, lowest, ok } = picked
    const medianFile = file(String(results.indexOf(median) + 1))
    rows.push({
      template: tenant,
      page: name,
      performance: median.scores.performance,
      lowest: lowest?.scores.performance,
      runs: ok.map((r) => r.scores.performance).join(' '),
      a11y: median.scores.accessibility,
      'best pr.': median.scores['best-practices'],
      seo: median.scores.seo,
      ...median.metrics,
      ...weightsBeforeLcp(medianFile),
    })
    for (const audit of median.failing) failing.set(audit, [...(failing.get(audit) ?? []), `${tenant} ${name}`])
  }
}

console.log(`\nLighthouse mobile (median of ${runs} after a warm-up run; lowest = lowest performance score)`)
console.table(rows)
if (failing.size) {
  console.log('\nAudits that cost points outside performance:')
  for (const [audit, where] of failing) console.log(`  ${audit}: ${where.join(', ')}`)
}
if (server) server.kill('SIGTERM')
process.exit(0)
