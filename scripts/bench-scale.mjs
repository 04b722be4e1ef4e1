// `npm run bench:scale [-- --seconds 10 --concurrency 16 --tenant harbour]`: requests per second and latency of a
// vehicle page and of GET /api/search through HAProxy, with one instance behind it and then with two (Redis shared,
// one PostgreSQL; the scale test's set-up, scripts/scale-test.mjs). Printed, not asserted. On a machine with two cores
// the second instance shows that the shape stays correct under load, not a speed-up: both instances share the cores.
import path from 'node:path'
import { parseArgs } from 'node:util'

import { benchClient, machineNote, markdownTable, ms, percentile } from './lib/bench.mjs'
import { chaosRun, prepareChaosDatabase, request, startProductionServer } from './lib/chaos.mjs'
import { freeLowPort } from './lib/embedded-db.mjs'
import { startHaproxy } from './lib/haproxy.mjs'
import { startRedisServer } from './lib/redis-server.mjs'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    tenant: { type: 'string', default: 'harbour' },
    workers: { type: 'string', default: '1' },
  },
})
const SECONDS = Number(args.seconds)
const CONCURRENCY = Number(args.concurrency)
const log = (/** @type {string} */ line) => console.log(`[bench:scale] ${line}`)
const dataDir = path.resolve(process.env.BENCH_SCALE_DATA_DIR || path.join('.data', 'bench-scale'))
const e2eDir = path.resolve(process.env.E2E_DATA_DIR || path.join('.data', 'e2e'))
const run = chaosRun()

/**
 * `CONCURRENCY` loops asking for `urlPath` for `SECONDS`.
 * @param {string} base @param {string} urlPath
 */
async function load(base, urlPath) {
  const client = benchClient({ base, sockets: CONCURRENCY })
  /** @type {number[]} */
  const times = []
  /** @type {Record<string, number>} */
  const statuses = {}
  const end = Date.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const r = await client.request(args.tenant, urlPath)
        statuses[r.status] = (statuses[r.status] ?? 0) + 1
        if (r.status === 200) times.push(r.ms)
      }
    }),
  )
  client.close()
  times.sort((a, b) => a - b)
  return { rps: times.length / SECONDS, p50: percentile(times, 50), p95: percentile(times, 95), statuses }
}

try {
  const note = await machineNote()
  const prepared = await prepareChaosDatabase({ dataDir, e2eDir, log, dbPort: await freeLowPort(53_000, 1000) })
  run.db = prepared.db
  const redis = await startRedisServer()
  run.cleanups.push(() => redis.stop())
  const env = {
    ...prepared.env,
    REDIS_URL: redis.url,
    WEB_WORKERS: args.workers,
    PAGE_CACHE_BOOT_WARM: 'off',
    TRUSTED_PROXIES: 'loopback',
  }
  const ports = [await freeLowPort(), await freeLowPort()]
  const instances = await Promise.all(
    ports.map((port, i) =>
      startProductionServer({ env, port, logFile: path.join(dataDir, `instance-${'ab'[i]}.log`) }),
    ),
  )
  run.cleanups.push(async () => {
    for (const child of instances) child.kill('SIGTERM')
  })
  const found = await request(`http://127.0.0.1:${ports[0]}/api/search?hitsPerPage=1`, {
    headers: { host: `${args.tenant}.localhost:${ports[0]}` },
  })
  const car = found.json.hits?.[0]
  if (!car) throw new Error('no car in search')
  const targets = [
    ['vehicle page', `/cars/${car.slug}`],
    ['GET /api/search', `/api/search?make=${encodeURIComponent(String(car.make ?? ''))}&hitsPerPage=12`],
  ]
  /** @type {Record<string, string>[]} */
  const rows = []
  for (const count of [1, 2]) {
    const proxyPort = await freeLowPort()
    const proxy = await startHaproxy({
      port: proxyPort,
      servers: ports.slice(0, count).map((port, i) => ({ name: 'ab'[i] ?? 'x', port })),
      logFile: path.join(dataDir, `haproxy-${count}.log`),
    })
    for (const [name, urlPath] of targets) {
      if (!urlPath || !name) continue
      await load(proxy.url, urlPath) // warm: page cache, search cache, connections
      const r = await load(proxy.url, urlPath)
      const other = Object.entries(r.statuses).filter(([s]) => s !== '200')
      rows.push({
        target: name,
        instances: `${count}`,
        'requests/s': r.rps.toFixed(0),
        p50: ms(r.p50),
        p95: ms(r.p95),
        'not 200': other.length ? other.map(([s, n]) => `${n} × ${s}`).join(', ') : 'none',
      })
      log(`${name}, ${count} instance(s): ${r.rps.toFixed(0)} requests/s, p95 ${ms(r.p95)}`)
    }
    await proxy.stop()
  }
  console.log(
    `\n${markdownTable(['target', 'instances', 'requests/s', 'p50', 'p95', 'not 200'], rows, ['instances', 'requests/s', 'p50', 'p95'])}\n\n` +
      `${CONCURRENCY} concurrent requests for ${SECONDS} s each through HAProxy; WEB_WORKERS=${args.workers} per instance; ${note}`,
  )
} finally {
  await run.cleanup()
}
