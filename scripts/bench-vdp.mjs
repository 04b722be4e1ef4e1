// `npm run bench:vdp`: the vehicle detail page on the production build.
//   1. uncached renders: the first request of each of 20 different cars (the vehicle loader's data cache is cold
//      for each), with the SQL statements each render sent (the server runs with SQL_QUERY_COUNT=1);
//   2. cached renders: BENCH_REQUESTS requests (default 1000, concurrency 10) over 5 warmed cars: req/s, p50/p95/p99;
//   3. Lighthouse (mobile, performance only) for one car per template, in Debian's Chromium, median of BENCH_LH_RUNS
//      runs after a warm-up — run with
//      `npx lighthouse@12.8.2` (fetched from the npm registry on first use; BENCH_LIGHTHOUSE=0 skips it).
// Starts `scripts/demo.mjs` on BENCH_PORT (default 3400) with its own data folder (.data/bench-vdp), unless
// BENCH_URL points at a running server (then SQL counts are shown only if that server counts them).
// Targets: cached p95 < 100 ms; ≤ 5 SQL queries per uncached render; Lighthouse performance ≥ 90.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { medianRun, runLighthouse } from './lib/lighthouse.mjs'

const port = Number(process.env.BENCH_PORT ?? 3400)
const base = process.env.BENCH_URL ?? `http://localhost:${port}`
const total = Number(process.env.BENCH_REQUESTS ?? 1000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10)
const { hostname, port: basePort } = new URL(base)

/** @type {import('node:child_process').ChildProcess | undefined} */
let server
if (!process.env.BENCH_URL) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, PORT: String(port), DATA_DIR: path.resolve('.data', 'bench-vdp'), SQL_QUERY_COUNT: '1' }
  delete env.DATABASE_URL
  const demo = spawn(process.execPath, ['scripts/demo.mjs'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  server = demo
  await new Promise((resolve, reject) => {
    demo.stdout.on('data', (d) => String(d).includes('Ready on') && resolve(undefined))
    demo.on('exit', (c) => reject(new Error(`demo exited with ${c}`)))
  })
}

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })

/** @typedef {{ ms: number, status: number | undefined, body: string }} Answer */

/** @param {string} tenant @param {string} urlPath @returns {Promise<Answer>} */
function get(tenant, urlPath) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request(
      { host: hostname, port: basePort, path: urlPath, agent, headers: { Host: `${tenant}.localhost:${basePort}` } },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          resolve({
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            status: res.statusCode,
            body: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** @param {string} tenant @param {number} count @returns {Promise<string[]>} */
async function cars(tenant, count) {
  const res = await get(tenant, `/api/search?hitsPerPage=${count}&refinementList[status][0]=in_stock`)
  return JSON.parse(res.body).hits.map((/** @type {{ slug: string }} */ h) => h.slug)
}

async function sqlCount() {
  const res = await get('harbour', '/api/debug/sql-count')
  return res.status === 200 ? JSON.parse(res.body).total : null
}

/** @param {number[]} sorted @param {number} p */
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const fmt = (/** @type {number | null | undefined} */ n) => (n === null || n === undefined ? '–' : Number(n).toFixed(1))

// Warm the tenant, layout and search caches on one car each, so "uncached" below means the car's own data.
const tenants = ['harbour', 'coastal-mazda', 'westside-used']
/** @type {Record<string, string[]>} */
const slugs = {}
for (const t of tenants) {
  const found = await cars(t, 40)
  slugs[t] = found
  await get(t, `/cars/${found[0]}`)
}

// 1. Uncached renders.
const uncached = []
for (const t of tenants) {
  for (const slug of (slugs[t] ?? []).slice(1, t === 'harbour' ? 11 : 6)) {
    const before = await sqlCount()
    const r = await get(t, `/cars/${slug}`)
    const after = await sqlCount()
    // The counter request itself is not a statement; anything the render's after-response work sends lands here too.
    uncached.push({ tenant: t, ms: r.ms, status: r.status, queries: before === null ? null : after - before })
  }
}
const uncachedMs = uncached.map((u) => u.ms).sort((a, b) => a - b)
const queries = uncached
  .map((u) => u.queries)
  .filter((q) => q !== null)
  .sort((a, b) => a - b)
console.log(`\nUncached renders (first request of ${uncached.length} different cars)`)
console.table([
  {
    renders: uncached.length,
    errors: uncached.filter((u) => u.status !== 200).length,
    'p50 ms': fmt(pct(uncachedMs, 50)),
    'p95 ms': fmt(pct(uncachedMs, 95)),
    'SQL min': queries.length ? queries[0] : '–',
    'SQL median': queries.length ? pct(queries, 50) : '–',
    'SQL max': queries.length ? queries[queries.length - 1] : '–',
  },
])

// 2. Cached renders.
const warm = (slugs.harbour ?? []).slice(1, 6)
for (const s of warm) await get('harbour', `/cars/${s}`)
/** @type {number[]} */
const latencies = []
let errors = 0
let next = 0
const started = Date.now()
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const slug = warm[next++ % warm.length]
      const r = await get('harbour', `/cars/${slug}`)
      if (r.status !== 200) errors++
      latencies.push(r.ms)
    }
  }),
)
const seconds = (Date.now() - started) / 1000
latencies.sort((a, b) => a - b)
console.log(`\nCached renders (${total} requests over ${warm.length} cars, concurrency ${concurrency})`)
console.table([
  {
    requests: latencies.length,
    errors,
    'req/s': (latencies.length / seconds).toFixed(0),
    'p50 ms': fmt(pct(latencies, 50)),
    'p95 ms': fmt(pct(latencies, 95)),
    'p99 ms': fmt(pct(latencies, 99)),
  },
])

// 3. Lighthouse, one car per template. The app server shares the machine's cores with Chromium, so a first visit
// that makes the image optimiser resize every photo (what a CDN or the optimiser's disk cache absorbs in
// production) steals CPU from the page being measured and swings the score by ten points. Hence: one discarded
// warm-up run per page, then BENCH_LH_RUNS measured runs (default 3), reporting the median run (Lighthouse's own
// advice for variance) and the lowest score.
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3))
  const rows = []
  const outDir = path.resolve('.data', 'lighthouse')
  fs.mkdirSync(outDir, { recursive: true })
  for (const t of tenants) {
    const url = `http://${t}.localhost:${basePort}/cars/${slugs[t]?.[1]}`
    runLighthouse(url, path.join(outDir, `${t}-warmup.json`))
    const results = []
    for (let i = 0; i < runs; i++) results.push(runLighthouse(url, path.join(outDir, `${t}-${i + 1}.json`)))
    const picked = medianRun(results, 'performance')
    if (!picked) {
      const first = results[0]
      rows.push({ template: t, url, performance: `failed: ${first && 'error' in first ? first.error : ''}` })
      continue
    }
    const { median, lowest, ok } = picked
    rows.push({
      template: t,
      'performance (median)': median.scores.performance,
      lowest: lowest?.scores.performance,
      runs: ok.map((r) => r.scores.performance).join(' '),
      ...median.metrics,
    })
  }
  console.log(`\nLighthouse (mobile, performance; median of ${runs} after a warm-up run)`)
  console.table(rows)
}

agent.destroy()
if (server) server.kill('SIGTERM')
process.exit(errors > 0 || uncached.some((u) => u.status !== 200) ? 1 : 0)
