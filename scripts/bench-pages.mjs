// `npm run bench:pages`: requests/second and p50/p95 latency of one tenant's home page and a content page,
// against the production build. Uses BENCH_URL if a server is already running, otherwise starts
// `npm run demo` on a spare port with the usual data folder. Loopback only; bounded request counts.
import { spawn } from 'node:child_process'
import http from 'node:http'

const port = Number(process.env.BENCH_PORT ?? 3300)
const base = process.env.BENCH_URL ?? `http://localhost:${port}`
const tenant = process.env.BENCH_TENANT ?? 'harbour'
const total = Number(process.env.BENCH_REQUESTS ?? 2000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10)
const pages = (process.env.BENCH_PATHS ?? '/,/about-us').split(',')

let server
if (!process.env.BENCH_URL) {
  server = spawn(process.execPath, ['scripts/demo.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => String(d).includes('Ready on') && resolve(undefined))
    server.on('exit', (c) => reject(new Error(`demo exited with ${c}`)))
  })
}

const { hostname, port: basePort } = new URL(base)
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })

function once(path) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request(
      { host: hostname, port: basePort, path, agent, headers: { Host: `${tenant}.localhost:${basePort}` } },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function bench(path) {
  for (let i = 0; i < 50; i++) await once(path) // warm-up
  const latencies = []
  let next = 0
  let errors = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++
        const r = await once(path)
        if (r.status !== 200) errors++
        latencies.push(r.ms)
      }
    }),
  )
  const seconds = (Date.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1)
  return {
    path,
    requests: latencies.length,
    errors,
    rps: (latencies.length / seconds).toFixed(0),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
  }
}

console.log(`Benchmark: ${total} requests per page, concurrency ${concurrency}, tenant ${tenant}, ${base}`)
const rows = []
for (const path of pages) rows.push(await bench(path))
console.table(rows)
agent.destroy()
if (server) server.kill('SIGTERM')
process.exit(rows.some((r) => r.errors > 0) ? 1 : 0)
