// `npm run bench:journey`: BENCH_SHOPPERS (default 200) simulated shoppers at once for BENCH_SECONDS (default 60)
// against the production build. Each shopper, with its own address (X-Forwarded-For, believed
// because the server trusts loopback as a proxy) and 0–BENCH_THINK_MS (default 500) ms of thinking between steps:
//   home → a landing page → a filtered search (make, body and a price limit taken from a real car in stock, so it
//   finds something) → a vehicle page from those results → an enquiry about that car (POST /api/leads).
// Then a new shopper takes its place. Requests are sent like a browser's (`accept-encoding: gzip, br`, keep-alive).
// The tenant lets through 600 leads a minute (src/data/leads/rateLimit.ts), so a journey ends with an enquiry only
// while the tenant's lead budget (BENCH_LEADS_PER_MINUTE, default 480) allows; the others stop at the vehicle page
// (in real life most shoppers do).
// Leads go to a local webhook sink (scripts/lib/webhook-sink.mjs, failing nothing) that becomes each tenant's only
// lead destination for the run (the tenant's own destinations are switched off, and on again at the end); after the
// run the script waits up to BENCH_LEAD_WAIT_SECONDS (default 90) for the delivery worker.
// Prints p50/p95/p99, count and errors (status ≥ 400 or no answer) per step, and leads submitted / stored (in the
// database) / delivered (at the sink) / lost. Targets: every step's p95 < 300 ms, 0 errors, 0 lost leads.
// Figures, not a test: exits 0 whatever they are (1 only when the run could not start).
// Starts `npm run demo` on BENCH_PORT (default 3320) with its own data folder (BENCH_DATA_DIR, default
// .data/bench-journey; seeded on first use), unless BENCH_URL points at a running server: then leads are counted in
// the database and routed to the sink only when DATABASE_URL names that server's database (which must run with
// TRUSTED_PROXIES=loopback and LEAD_DESTINATIONS_ALLOW_PRIVATE=1). BENCH_TENANTS=harbour,coastal-mazda,westside-used
// spreads the shoppers over several tenants (default BENCH_TENANT, default harbour).
// The shoppers come once the server has warmed each tenant's page cache after its first visit (the warm-up below);
// BENCH_COLD=1 sends them at once, into the warming. BENCH_TIMELINE=10 adds each step's p95 per 10 s of the run.
import crypto from 'node:crypto'
import path from 'node:path'

import pg from 'pg'

import { prepareEnv } from './lib/app-env.mjs'
import { benchClient, machineNote, markdownTable, ms, percentile, startDemo, tick } from './lib/bench.mjs'
import { startWebhookSink } from './lib/webhook-sink.mjs'

const port = Number(process.env.BENCH_PORT ?? 3320)
const base = process.env.BENCH_URL ?? `http://localhost:${port}`
const tenants = (process.env.BENCH_TENANTS ?? process.env.BENCH_TENANT ?? 'harbour').split(',').filter(Boolean)
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 200)
const seconds = Number(process.env.BENCH_SECONDS ?? 60)
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 500)
const leadsPerMinute = Number(process.env.BENCH_LEADS_PER_MINUTE ?? 480)
const leadWaitSeconds = Number(process.env.BENCH_LEAD_WAIT_SECONDS ?? 90)
const TARGET_P95 = 300
const STEPS = /** @type {const} */ (['home', 'landing page', 'filtered search', 'vehicle page', 'enquiry'])
const RUN = crypto.randomBytes(4).toString('hex')
const sleep = (/** @type {number} */ t) => new Promise((r) => setTimeout(r, t))
/** One of `xs`, at random (xs not empty). @template T @param {T[]} xs @returns {T} */
const pick = (xs) => /** @type {T} */ (xs[Math.floor(Math.random() * xs.length)])

const note = await machineNote()
/** @type {{ stop: () => Promise<unknown>, said: (text: string, timeoutMs: number) => Promise<boolean> } | undefined} */
let demo
let stopDb = async () => {}
/** @type {string | undefined} */
let databaseUrl = process.env.DATABASE_URL
/** @type {Array<() => Promise<unknown>>} */
const cleanups = []

async function finish(/** @type {number} */ code) {
  for (const c of cleanups.reverse()) await c().catch((e) => console.error(`! cleanup: ${e.message}`))
  if (demo) await demo.stop()
  await stopDb().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => finish(130))

/** @param {string} text @param {unknown[]} [params] */
async function sql(text, params) {
  const c = new pg.Client({ connectionString: databaseUrl })
  await c.connect()
  try {
    return await c.query(text, params)
  } finally {
    await c.end()
  }
}

/** @type {ReturnType<typeof benchClient>} */
let client = /** @type {import('./lib/bench.mjs').BenchClient} */ (/** @type {unknown} */ (undefined))
try {
  if (!process.env.BENCH_URL) {
    process.env.DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR || path.join('.data', 'bench-journey'))
    const prepared = await prepareEnv()
    stopDb = prepared.stop
    databaseUrl = prepared.env.DATABASE_URL
    demo = await startDemo({
      port,
      logFile: path.join(process.env.DATA_DIR, 'bench-journey.log'),
      env: {
        ...prepared.env,
        TRUSTED_PROXIES: 'loopback', // each shopper's X-Forwarded-For is its address (lead limits are per client)
        LEAD_DESTINATIONS_ALLOW_PRIVATE: '1', // the sink listens on 127.0.0.1
        LEAD_WORKER: '1',
        LEAD_WORKER_INTERVAL_MS: '500',
        LEAD_BACKOFF_BASE_MS: '500',
        LEAD_BACKOFF_MAX_MS: '5000',
      },
    })
  }
  client = benchClient({ base, sockets: shoppers, timeoutMs: 30_000 })
  cleanups.push(async () => client.close())
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`)
  await finish(1)
}

// Each tenant's lead destination becomes the sink for the run.
const secret = crypto.randomBytes(16).toString('hex')
const sink = databaseUrl ? await startWebhookSink({ secret, failRate: 0 }) : null
if (sink) {
  cleanups.push(() => sink.close())
  const found = await sql('SELECT id, slug FROM tenants WHERE slug = ANY($1)', [tenants])
  for (const slug of tenants)
    if (!found.rows.some((r) => r.slug === slug)) {
      console.error(`✖ no tenant '${slug}' in the database`)
      await finish(1)
    }
  for (const t of found.rows) {
    const off = await sql('UPDATE lead_destinations SET active = false WHERE tenant_id = $1 AND active RETURNING id', [
      t.id,
    ])
    const ours = await sql(
      `INSERT INTO lead_destinations (tenant_id, name, kind, url, secret, active)
       VALUES ($1, $2, 'webhook', $3, $4, true) RETURNING id`,
      [t.id, `bench:journey sink ${RUN}`, sink.url, secret],
    )
    cleanups.push(async () => {
      await sql('DELETE FROM lead_destinations WHERE id = $1', [ours.rows[0].id])
      const ids = off.rows.map((r) => r.id)
      if (ids.length) await sql('UPDATE lead_destinations SET active = true WHERE id = ANY($1)', [ids])
    })
  }
}

/**
 * What each tenant's shoppers pick from: cars in stock (with make, body and price) and landing pages that answer.
 * @typedef {{ slug: string, make: string, body: string, price: number, car_type: string }} JourneyHit a search hit
 * @type {Map<string, { cars: JourneyHit[], landings: string[], carType: Map<string, string> }>}
 */
const sites = new Map()
for (const tenant of tenants) {
  const res = await client.request(tenant, '/api/search?hitsPerPage=100&refinementList[status][0]=in_stock', {
    keepBody: true,
  })
  if (res.status !== 200) {
    console.error(`✖ ${tenant}: /api/search answered ${res.status} ${res.error ?? ''}`)
    await finish(1)
  }
  /** @type {{ hits: JourneyHit[], facets?: { make?: Record<string, number> } }} */
  const { hits, facets } = JSON.parse(String(res.body))
  const cars = hits.filter((h) => h.make && h.body && h.price > 0)
  const makes = Object.keys(facets?.make ?? {}).slice(0, 6)
  const candidates = ['/search/used-cars', '/search/new-cars', '/search/demo-cars', ...makes.map((m) => slugify(m))]
  const landings = []
  for (const p of candidates) if ((await client.request(tenant, p)).status === 200) landings.push(p)
  if (cars.length === 0 || landings.length === 0) {
    console.error(`✖ ${tenant}: ${cars.length} cars with a make, body and price; landing pages ${landings.join(' ')}`)
    await finish(1)
  }
  sites.set(tenant, { cars, landings, carType: new Map(hits.map((h) => [h.slug, h.car_type])) })
}

function slugify(/** @type {string} */ s) {
  return `/search/${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`
}

/** Per tenant: the leads it may still take this minute (a token bucket under the server's 600/min). */
const budget = new Map(tenants.map((t) => [t, { tokens: 5, at: Date.now() }]))
function mayEnquire(/** @type {string} */ tenant) {
  const b = budget.get(tenant)
  if (!b) return false
  const now = Date.now()
  b.tokens = Math.min(10, b.tokens + ((now - b.at) / 60_000) * leadsPerMinute)
  b.at = now
  if (b.tokens < 1) return false
  b.tokens--
  return true
}

/** @typedef {{ ms: number[], errors: number, statuses: Record<string, number>, cache: Record<string, number> }} Stat */
/** @type {Map<string, Stat>} */
const stats = new Map(STEPS.map((s) => [s, { ms: [], errors: 0, statuses: {}, cache: {} }]))
const statOf = (/** @type {string} */ name) => /** @type {Stat} */ (stats.get(name))
const leads = { submitted: 0, accepted: 0, skipped: 0 }
let journeys = 0
/** Every request's step, when it ended and how long it took, for BENCH_TIMELINE. @type {[string, number, number, boolean][]} */
const timeline = []
let shopperSeq = 0
/** When the shoppers stop (set as they start). */
let deadline = Infinity

/** One request of a step, recorded. */
/** @param {string} name @param {string} tenant @param {string} urlPath @param {import('./lib/bench.mjs').BenchRequestOptions} [options] */
async function step(name, tenant, urlPath, options) {
  const r = await client.request(tenant, urlPath, options)
  const s = statOf(name)
  s.ms.push(r.ms)
  timeline.push([name, Date.now(), r.ms, r.status === 0 || r.status >= 400])
  const outcome = r.headers['x-page-cache']
  if (typeof outcome === 'string') s.cache[outcome.toUpperCase()] = (s.cache[outcome.toUpperCase()] ?? 0) + 1
  if (r.status === 0 || r.status >= 400) {
    s.errors++
    const key = r.status === 0 ? (r.error ?? 'network') : String(r.status)
    s.statuses[key] = (s.statuses[key] ?? 0) + 1
  }
  return r
}

async function journey(/** @type {string} */ tenant) {
  const site = sites.get(tenant)
  if (!site) return
  const n = ++shopperSeq
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  const headers = { 'x-forwarded-for': ip, 'user-agent': 'bench-journey', accept: 'text/html' }
  const think = () => sleep(Math.random() * thinkMs)
  const going = () => Date.now() < deadline

  await step('home', tenant, '/', { headers })
  await think()
  if (!going()) return
  await step('landing page', tenant, pick(site.landings), { headers })
  await think()
  if (!going()) return
  const car = pick(site.cars)
  const priceMax = Math.ceil(car.price / 5000) * 5000
  const filter =
    `/search?refinementList[make][0]=${encodeURIComponent(car.make)}` +
    `&refinementList[body][0]=${encodeURIComponent(car.body)}&range[price]=0:${priceMax}`
  const found = await step('filtered search', tenant, filter, { headers, keepBody: true })
  // a search shell (x-page-cache: SHELL, server/searchShell.mjs) carries the landing page's cards, hidden, and
  // this search's results as data the browser draws: its links are not this search's, so the shopper opens the car
  // the search was built from (one of its results)
  const shell = found.headers['x-page-cache'] === 'SHELL'
  const links = shell ? [] : [...String(found.body ?? '').matchAll(/href="\/cars\/([^"?#/]+)"/g)]
  const slugs = [...new Set(links.map((m) => /** @type {string} */ (m[1])))]
  const slug = slugs.length > 0 ? pick(slugs.slice(0, 6)) : car.slug
  await think()
  if (!going()) return
  await step('vehicle page', tenant, `/cars/${slug}`, { headers })
  await think()
  if (!going()) return
  if (!mayEnquire(tenant)) {
    leads.skipped++
    journeys++
    return
  }
  const type = site.carType.get(slug)
  const body = JSON.stringify({
    category: type === 'used' ? 'Used Car Enquiry' : type ? 'New Car Enquiry' : 'General Enquiry',
    car_id: slug,
    form_elapsed_ms: 20_000 + Math.floor(Math.random() * 40_000),
    fields: {
      name: `Shopper${n}`,
      last_name: 'Journey',
      email: `shopper-${n}@example.com`,
      phone: '0412 345 678',
      postcode: '2000',
      message: `journey ${RUN} lead ${n}: is this car still available?`,
      terms_conditions: true,
    },
  })
  leads.submitted++
  const r = await step('enquiry', tenant, '/api/leads', {
    method: 'POST',
    headers: {
      ...headers,
      accept: 'application/json',
      'content-type': 'application/json',
      'idempotency-key': `journey-${RUN}-${n}`,
    },
    body,
  })
  if (r.status === 201) leads.accepted++
  journeys++
}

// Warm-up, not counted: every page kind once per tenant (a server just started compiles and connects on first use),
// and the lead route with a body it refuses (422: nothing stored).
for (const tenant of tenants) {
  const site = sites.get(tenant)
  const car = site?.cars[0]
  if (!site || !car) continue
  for (const p of ['/', ...site.landings, `/search?refinementList[make][0]=${encodeURIComponent(car.make)}`])
    await client.request(tenant, p)
  await client.request(tenant, `/cars/${car.slug}`)
  await client.request(tenant, '/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.254' },
    body: JSON.stringify({ category: 'General Enquiry', fields: {} }),
  })
}

// The warm-up was each tenant's first visit since the server started: the server now renders that tenant's popular
// pages and car pages in the background (pageCache/warming.mjs firstVisit). The shoppers come once it has, as
// they would a few seconds after a deploy; BENCH_COLD=1 sends them at once, into the warming.
let warming = 'cold: the shoppers arrive while the server warms its page cache'
if (demo && process.env.BENCH_COLD !== '1') {
  const waited = Date.now()
  const done = await Promise.all(
    tenants.map((t) =>
      /** @type {NonNullable<typeof demo>} */ (demo).said(`› Page cache warm: ${t}.localhost:${port},`, 180_000),
    ),
  )
  warming = done.every(Boolean)
    ? `after the server warmed its page cache (${((Date.now() - waited) / 1000).toFixed(0)} s)`
    : 'the warming did not finish within 180 s: shoppers sent anyway'
} else if (!demo) warming = 'BENCH_URL: the server as it is'
console.log(
  `bench:journey · ${tenants.join(', ')} · ${base} · ${shoppers} shoppers for ${seconds} s, think 0–${thinkMs} ms · ${warming} · ${note}`,
)
const started = Date.now()
deadline = started + seconds * 1000
await Promise.all(
  Array.from({ length: shoppers }, async (_, i) => {
    await sleep(Math.random() * 1000) // they do not all arrive in the same millisecond
    const tenant = tenants[i % tenants.length] ?? 'harbour'
    while (Date.now() < deadline) await journey(tenant)
  }),
)
const elapsed = (Date.now() - started) / 1000

// The leads: stored in the database, delivered to the sink.
let stored = null
let delivered = null
if (sink) {
  const marker = `journey ${RUN} lead %`
  const ours = async () =>
    (await sql(`SELECT id::text, status FROM leads WHERE fields->>'message' LIKE $1`, [marker])).rows
  const waitUntil = Date.now() + leadWaitSeconds * 1000
  let rows = await ours()
  // until every stored lead reached the sink, and every submission is stored (a server may store one after the
  // shopper gave up waiting for its answer) or the wait runs out
  const open = () =>
    rows.length < leads.submitted || rows.some((r) => !sink.received.has(r.id) && r.status !== 'dead_letter')
  while (Date.now() < waitUntil && open()) {
    await sleep(1000)
    rows = await ours()
  }
  stored = rows.length
  delivered = rows.filter((r) => sink.received.has(r.id)).length
}

const requests = STEPS.reduce((n, s) => n + statOf(s).ms.length, 0)
const table = STEPS.map((name) => {
  const s = statOf(name)
  const sorted = [...s.ms].sort((a, b) => a - b)
  const p95 = percentile(sorted, 95)
  return {
    step: name,
    count: s.ms.length,
    errors: s.errors
      ? `${s.errors} (${Object.entries(s.statuses)
          .map(([k, v]) => `${k}×${v}`)
          .join(', ')})`
      : 0,
    p50: ms(percentile(sorted, 50)),
    p95: ms(p95),
    p99: ms(percentile(sorted, 99)),
    'HIT/MISS/STALE/SHELL/BYPASS': Object.keys(s.cache).length
      ? ['HIT', 'MISS', 'STALE', 'SHELL', 'BYPASS'].map((k) => s.cache[k] ?? 0).join('/')
      : '-',
    target: `p95 < ${TARGET_P95} ms, 0 errors ${tick(p95 !== null && p95 < TARGET_P95 && s.errors === 0)}`,
  }
})
console.log('')
console.log(
  markdownTable(['step', 'count', 'errors', 'p50', 'p95', 'p99', 'HIT/MISS/STALE/SHELL/BYPASS', 'target'], table, [
    'count',
    'p50',
    'p95',
    'p99',
  ]),
)
const lost = delivered === null ? null : leads.submitted - delivered
console.log(
  `\nLatencies in ms. ${journeys} journeys, ${requests} requests in ${elapsed.toFixed(0)} s (${(requests / elapsed).toFixed(0)} req/s); ` +
    `${leads.skipped} journeys stopped at the vehicle page (the tenant's lead budget, ${leadsPerMinute}/min).`,
)
console.log(
  `Leads: submitted ${leads.submitted} · accepted ${leads.accepted} · stored ${stored ?? '-'} · delivered ${delivered ?? '-'} · ` +
    `lost ${lost ?? '-'}  target 0 lost ${lost === null ? '-' : tick(lost === 0)}` +
    (sink ? '' : ' (no DATABASE_URL: stored and delivered are not known)'),
)
// BENCH_TIMELINE=10: each step's p95 and errors per 10 s of the run (how the first seconds differ from the rest)
const windowS = Number(process.env.BENCH_TIMELINE ?? 0)
if (windowS > 0) {
  const rows = []
  for (let from = 0; from < elapsed; from += windowS) {
    /** @type {Record<string, string | number>} */
    const row = { seconds: `${from}–${Math.min(from + windowS, Math.ceil(elapsed))}` }
    for (const name of STEPS) {
      const inWindow = timeline.filter(([step, at]) => {
        const t = (at - started) / 1000
        return step === name && t >= from && t < from + windowS
      })
      const sorted = inWindow.map(([, , took]) => took).sort((a, b) => a - b)
      const errors = inWindow.filter(([, , , failed]) => failed).length
      row[name] = sorted.length ? `${ms(percentile(sorted, 95))}${errors ? ` (${errors} err)` : ''}` : '-'
    }
    rows.push(row)
  }
  console.log(`\np95 in ms per ${windowS} s of the run:\n`)
  console.log(markdownTable(['seconds', ...STEPS], rows, [...STEPS]))
}
await finish(0)
