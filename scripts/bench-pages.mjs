// `npm run bench:pages`: one tenant's public pages side by side with a static file, in one run against one server
// (the page cache's throughput). Each row: BENCH_SECONDS (default 10) of BENCH_CONCURRENCY (default 10) keep-alive clients
// asking for the same URL as fast as it answers, after BENCH_WARMUP_SECONDS (default 2) that are not counted, with
// `accept-encoding: gzip, br` like a browser. Rows: the static baseline (/favicon.ico), home, a CMS page
// (/about-us, every tenant has it), /search, a landing page (/search/used-cars), a vehicle page (the first car in
// stock), /api/search, and /search with a state not yet cached (every request a different price limit, so no cache
// can answer it: ten clients are a burst the edge answers with search shells), also one client every 100 ms (a lone
// shopper: one render's cost without a queue); BENCH_PATHS=/finance,/service adds rows.
// Columns: req/s, p50/p95/p99 (ms), p99 ÷ the static file's p99, the HTML's size (raw and as sent), the page cache's
// answers (x-page-cache HIT/MISS/STALE/SHELL/BYPASS; '-' when the server sends no such header; SHELL: an uncached
// search address answered with its landing page and its data while renders are busy, server/searchShell.mjs),
// errors, the share of one core this client used (near 100 % the client would be the limit), the target.
// Targets (this 2-core machine): a cacheable page ≥ 1,000 req/s and p99 ≤ 3× the static file's (and the
// first page of /search ≤ 82 KB of HTML); the uncached search p99 ≤ 60 ms. Figures, not a test: exits 0 whatever
// they are (1 only when the run could not start).
// BENCH_URL measures a running server; otherwise `npm run demo` is started on BENCH_PORT (default 3300) with the
// usual DATA_DIR / NEXT_DIST_DIR, its log in DATA_DIR/bench-pages.log. BENCH_TENANT (default harbour).
import path from 'node:path'

import { benchClient, machineNote, markdownTable, ms, percentile, startDemo, tick } from './lib/bench.mjs'

const port = Number(process.env.BENCH_PORT ?? 3300)
const base = process.env.BENCH_URL ?? `http://localhost:${port}`
const tenant = process.env.BENCH_TENANT ?? 'harbour'
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10)
const extraPaths = (process.env.BENCH_PATHS ?? '').split(',').filter(Boolean)

const TARGET_RPS = 1000
const TARGET_RATIO = 3
const TARGET_UNCACHED_P99 = 60
// Reference figures for the static file (autocannon, concurrency 10, 10 s, on this machine): our client must reach
// about as much, or it, not the server, would be the bottleneck.
const REFERENCE_STATIC = { rps: 3421, p99: 9 }

const note = await machineNote()
/** @type {Awaited<ReturnType<typeof startDemo>> | undefined} */
let demo
if (!process.env.BENCH_URL) {
  const dataDir = path.resolve(process.env.DATA_DIR || '.data')
  demo = await startDemo({ port, logFile: path.join(dataDir, 'bench-pages.log') })
}
const client = benchClient({ base, sockets: concurrency })

/** @param {number} code */
async function stop(code) {
  client.close()
  if (demo) await demo.stop()
  process.exit(code)
}
process.on('SIGINT', () => stop(130))

/**
 * @typedef {{ name: string, kind: 'static' | 'page' | 'api' | 'uncached', path: () => string, maxKB?: number, clients?: number,
 *   pauseMs?: number }} Row
 */

/** The first car in stock, from the tenant's search API. */
async function firstCar() {
  const res = await client.request(tenant, '/api/search?hitsPerPage=1&refinementList[status][0]=in_stock', {
    keepBody: true,
  })
  if (res.status !== 200) throw new Error(`/api/search answered ${res.status} ${res.error ?? ''}`)
  const hit = JSON.parse(String(res.body)).hits?.[0]
  if (!hit?.slug) throw new Error(`${tenant} has no car in stock`)
  return `/cars/${hit.slug}`
}

// A price limit no request has asked for yet: a random start, then one dollar more each time.
let priceMax = 20_000 + Math.floor(Math.random() * 50_000) * 3
const uncachedSearch = () => `/search?range[price]=0:${priceMax++}`
// The same new states as JSON: the floor any answer that goes through a Next worker has (no page render at all).
const uncachedApi = () => `/api/search?range[price]=0:${priceMax++}`

/** @type {Row[]} */
const rows = [
  { name: 'static file', kind: 'static', path: () => '/favicon.ico' },
  { name: 'home', kind: 'page', path: () => '/' },
  { name: 'CMS page', kind: 'page', path: () => '/about-us' },
  // at most 82 KB of HTML for a first page of 21 cards (tests/e2e/html-weight.spec.ts)
  { name: 'search', kind: 'page', path: () => '/search', maxKB: 82 },
  { name: 'landing page', kind: 'page', path: () => '/search/used-cars' },
]
try {
  const car = await firstCar()
  rows.push({ name: 'vehicle page', kind: 'page', path: () => car })
} catch (error) {
  console.error(`! no vehicle page row: ${/** @type {Error} */ (error).message}`)
}
rows.push({ name: 'API search', kind: 'api', path: () => '/api/search' })
for (const p of extraPaths) rows.push({ name: p, kind: 'page', path: () => p })
rows.push({ name: 'search, uncached', kind: 'uncached', path: uncachedSearch })
// One shopper now and then (every PAUSE_MS): what one render of a new state costs, without a queue; a burst (the row
// above, or these back to back) gets search shells instead (server/searchShell.mjs).
rows.push({ name: 'search, uncached ×1', kind: 'api', path: uncachedSearch, clients: 1, pauseMs: 100 })
rows.push({ name: 'API search, uncached', kind: 'api', path: uncachedApi })

/** Runs `concurrency` clients (or the row's own number) against the row for `duration` seconds. */
async function load(/** @type {Row} */ row, /** @type {number} */ duration) {
  /** @type {number[]} */
  const latencies = []
  const cache = /** @type {Record<string, number>} */ ({})
  let errors = 0
  let wire = 0
  /** @type {string | undefined} */
  let firstError
  const started = process.hrtime.bigint()
  const cpuBefore = process.cpuUsage()
  const deadline = Date.now() + duration * 1000
  await Promise.all(
    Array.from({ length: row.clients ?? concurrency }, async () => {
      while (Date.now() < deadline) {
        const r = await client.request(tenant, row.path())
        latencies.push(r.ms)
        wire += r.wireBytes
        if (r.status !== 200) {
          errors++
          firstError ??= r.error ?? `HTTP ${r.status}`
        }
        const outcome = r.headers['x-page-cache']
        if (typeof outcome === 'string') cache[outcome.toUpperCase()] = (cache[outcome.toUpperCase()] ?? 0) + 1
        if (row.pauseMs) await new Promise((resolve) => setTimeout(resolve, row.pauseMs))
      }
    }),
  )
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  const cpu = process.cpuUsage(cpuBefore)
  latencies.sort((a, b) => a - b)
  // the share of one core this client used: near 100 % it, not the server, would be the limit
  const clientCpu = (cpu.user + cpu.system) / 1e6 / elapsed
  return { latencies, rps: latencies.length / elapsed, errors, firstError, cache, wire, clientCpu }
}

const kb = (/** @type {number} */ n) => (n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)

// The tenant's first visit since the server started makes it render that tenant's popular pages and car pages in the
// background (pageCache/warming.mjs firstVisit): rows measured during those renders measure the warming, not the
// cache. So the rows start once it has finished, as bench:journey's shoppers do (a server of BENCH_URL is taken as
// it is).
let warming = 'BENCH_URL: the server as it is'
if (demo) {
  const waited = Date.now()
  await client.request(tenant, '/')
  warming = (await demo.said(`› Page cache warm: ${tenant}.localhost:${port},`, 180_000))
    ? `after the server warmed its page cache (${((Date.now() - waited) / 1000).toFixed(0)} s)`
    : 'the warming did not finish within 180 s: measured anyway'
}
console.log(
  `bench:pages · ${tenant} · ${base} · concurrency ${concurrency} · ${seconds} s a row after ${warmupSeconds} s of warm-up · ${warming} · ${note}`,
)
/** @type {Array<Record<string, string | number>>} */
const table = []
/** @type {string[]} */
const headerNotes = []
let staticP99 = null
for (const row of rows) {
  // What one answer looks like: its size raw and on the wire, and the headers a CDN would go by.
  const sample = await client.request(tenant, row.path(), { keepBody: true })
  const encoding = sample.headers['content-encoding']
  headerNotes.push(
    `  ${row.name.padEnd(20)} ${sample.status} · cache-control: ${sample.headers['cache-control'] ?? '-'} · x-page-cache: ${sample.headers['x-page-cache'] ?? '-'}${sample.headers.age ? ` · age ${sample.headers.age}` : ''}`,
  )
  if (warmupSeconds > 0) await load(row, warmupSeconds)
  const r = await load(row, seconds)
  const p99 = percentile(r.latencies, 99)
  if (row.kind === 'static') {
    staticP99 = p99
  }
  const ratio = staticP99 && p99 !== null ? p99 / staticP99 : null
  const cacheKeys = ['HIT', 'MISS', 'STALE', 'SHELL', 'BYPASS']
  const seen = Object.keys(r.cache).length > 0
  let target = '-'
  if (row.kind === 'page') {
    const fits = row.maxKB === undefined || (sample.body !== undefined && sample.body.length <= row.maxKB * 1024)
    const ok = r.rps >= TARGET_RPS && ratio !== null && ratio <= TARGET_RATIO && r.errors === 0 && fits
    const size = row.maxKB === undefined ? '' : `, ≤ ${row.maxKB} KB`
    target = `≥ ${TARGET_RPS.toLocaleString('en-AU')}/s, ≤ ${TARGET_RATIO}×${size} ${tick(ok)}`
  } else if (row.kind === 'uncached') {
    target = `p99 ≤ ${TARGET_UNCACHED_P99} ms ${tick(p99 !== null && p99 <= TARGET_UNCACHED_P99 && r.errors === 0)}`
  } else if (row.kind === 'static') {
    target = 'baseline'
  }
  table.push({
    row: row.name,
    path:
      row.path === uncachedSearch
        ? `/search?range[price]=0:<new>${row.clients ? ` (${row.clients} client${row.pauseMs ? `, ${row.pauseMs} ms apart` : ''})` : ''}`
        : row.path === uncachedApi
          ? '/api/search?range[price]=0:<new>'
          : row.path(),
    'req/s': r.rps.toFixed(0),
    p50: ms(percentile(r.latencies, 50)),
    p95: ms(percentile(r.latencies, 95)),
    p99: ms(p99),
    '÷ static': ratio === null ? '-' : `${ratio.toFixed(1)}×`,
    KB: sample.body ? kb(sample.body.length) : '-',
    'KB sent': `${kb(sample.wireBytes)}${encoding ? ` ${encoding}` : ''}`,
    'HIT/MISS/STALE/SHELL/BYPASS': seen ? cacheKeys.map((k) => r.cache[k] ?? 0).join('/') : '-',
    errors: r.errors ? `${r.errors} (${r.firstError})` : 0,
    'client CPU': `${(r.clientCpu * 100).toFixed(0)} %`,
    target,
  })
  process.stderr.write(`  ${row.name}: ${r.rps.toFixed(0)} req/s, p99 ${ms(p99)} ms\n`)
}

console.log('')
console.log(
  markdownTable(
    [
      'row',
      'path',
      'req/s',
      'p50',
      'p95',
      'p99',
      '÷ static',
      'KB',
      'KB sent',
      'HIT/MISS/STALE/SHELL/BYPASS',
      'errors',
      'client CPU',
      'target',
    ],
    table,
    ['req/s', 'p50', 'p95', 'p99', '÷ static', 'KB', 'KB sent', 'client CPU'],
  ),
)
console.log(
  '\nLatencies in ms; client CPU is the share of one core this load generator used (near 100 % it would be the limit).',
)
console.log('One answer of each, as the edge sent it:')
console.log(headerNotes.join('\n'))
const staticRow = table[0] ?? {}
console.log(
  `\nLoad generator check: the static file at ${staticRow['req/s']} req/s, p99 ${staticRow.p99} ms, with this client ` +
    `using ${staticRow['client CPU']} of one core (the reference autocannon run on this machine: ` +
    `${REFERENCE_STATIC.rps.toLocaleString('en-AU')} req/s, p99 ${REFERENCE_STATIC.p99} ms).`,
)
await stop(0)
