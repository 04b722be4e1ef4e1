// Shared pieces of the HTTP benchmarks (bench:pages, bench:journey): starting the demo, a keep-alive HTTP client that
// talks to a tenant host on loopback, percentiles and a Markdown table printer. No dependencies beyond Node.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'

/**
 * Starts `scripts/demo.mjs` (embedded PostgreSQL unless env.DATABASE_URL, migrations, seed, build when stale, the
 * production server) and resolves once it answers. Its output goes to stderr until then and to `logFile` after;
 * `said(text, timeoutMs)` resolves true once its output has contained `text` (false after the timeout).
 * The server runs in a session of its own, as a server on another machine would: on Linux the scheduler shares the
 * CPU between sessions first (autogroup), and a load generator inside the server's session waits behind the server's
 * own processes for each answer it reads, which the latencies would then count.
 * @param {{ port: number, env?: NodeJS.ProcessEnv, logFile: string }} options
 */
export async function startDemo({ port, env = process.env, logFile }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.createWriteStream(logFile)
  const child = spawn(process.execPath, ['scripts/demo.mjs'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let ready = false
  let output = ''
  /** @type {Set<() => void>} */
  const listeners = new Set()
  const forward = (/** @type {Buffer} */ d) => {
    log.write(d)
    if (!ready) process.stderr.write(d)
    output = (output + String(d)).slice(-1_000_000)
    for (const listener of listeners) listener()
  }
  child.stderr.on('data', forward)
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      forward(d)
      if (!ready && String(d).includes('✔ Ready on')) {
        ready = true
        resolve(undefined)
      }
    })
    child.on('exit', (code) => reject(new Error(`the demo exited with ${code} before it was ready (log: ${logFile})`)))
  })
  return {
    child,
    /** @param {string} text @param {number} timeoutMs @returns {Promise<boolean>} */
    said: (text, timeoutMs) =>
      new Promise((resolve) => {
        const check = () => {
          if (!output.includes(text)) return
          clearTimeout(timer)
          listeners.delete(check)
          resolve(true)
        }
        const timer = setTimeout(() => {
          listeners.delete(check)
          resolve(false)
        }, timeoutMs)
        listeners.add(check)
        check()
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined)
        child.once('exit', () => resolve(undefined))
        child.kill('SIGTERM')
      }),
  }
}

/**
 * The server a benchmark measures: BENCH_URL's when set (nothing started), else the demo started on `port` with the
 * usual DATA_DIR / NEXT_DIST_DIR, its log in DATA_DIR/`logName`. `stop()` stops what was started.
 * @param {{ port: number, logName: string }} options
 */
export async function benchServer({ port, logName }) {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL, stop: async () => {} }
  const demo = await startDemo({ port, logFile: path.join(path.resolve(process.env.DATA_DIR || '.data'), logName) })
  return { base: `http://localhost:${port}`, stop: demo.stop }
}

/** Percent-encodes the brackets of a query string: node:http to the edge gets a socket hang-up on raw `[` `]`. */
export const encodeBrackets = (/** @type {string} */ p) => p.replace(/\[/g, '%5B').replace(/\]/g, '%5D')

/**
 * @typedef {{ status: number, ms: number, wireBytes: number, headers: http.IncomingHttpHeaders, body?: Buffer, error?: string }} BenchResponse
 * @typedef {{ method?: string, headers?: Record<string, string>, body?: string, keepBody?: boolean }} BenchRequestOptions
 * @typedef {ReturnType<typeof benchClient>} BenchClient
 */

/**
 * A keep-alive client for one server. `request` never rejects: a network error or a timeout answers status 0.
 * @param {{ base: string, sockets: number, timeoutMs?: number }} options
 */
export function benchClient({ base, sockets, timeoutMs = 30_000 }) {
  const { hostname, port } = new URL(base)
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets })
  /**
   * @param {string} tenant slug: the request goes to `${tenant}.localhost`
   * @param {string} urlPath path and query (brackets are encoded here)
   * @param {BenchRequestOptions} [options]
   * @returns {Promise<BenchResponse>}
   */
  function request(tenant, urlPath, { method = 'GET', headers = {}, body, keepBody = false } = {}) {
    return new Promise((resolve) => {
      const started = process.hrtime.bigint()
      const ms = () => Number(process.hrtime.bigint() - started) / 1e6
      let settled = false
      const done = (/** @type {BenchResponse} */ r) => {
        if (settled) return
        settled = true
        resolve(r)
      }
      const req = http.request(
        {
          host: hostname,
          port,
          method,
          path: encodeBrackets(urlPath),
          agent,
          timeout: timeoutMs,
          headers: { host: `${tenant}.localhost:${port}`, 'accept-encoding': 'gzip, br', ...headers },
        },
        (res) => {
          let wireBytes = 0
          /** @type {Buffer[]} */
          const chunks = []
          res.on('data', (c) => {
            wireBytes += c.length
            if (keepBody) chunks.push(c)
          })
          res.on('end', () =>
            done({
              status: res.statusCode ?? 0,
              ms: ms(),
              wireBytes,
              headers: res.headers,
              body: keepBody ? decode(Buffer.concat(chunks), res.headers['content-encoding']) : undefined,
            }),
          )
          res.on('error', (e) => done({ status: 0, ms: ms(), wireBytes, headers: {}, error: e.message }))
        },
      )
      req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)))
      req.on('error', (e) => done({ status: 0, ms: ms(), wireBytes: 0, headers: {}, error: e.message }))
      req.end(body)
    })
  }
  return { request, close: () => agent.destroy() }
}

/** The body as sent before compression. */
export function decode(/** @type {Buffer} */ buf, /** @type {string | undefined} */ encoding) {
  if (encoding === 'gzip') return zlib.gunzipSync(buf)
  if (encoding === 'br') return zlib.brotliDecompressSync(buf)
  if (encoding === 'deflate') return zlib.inflateSync(buf)
  return buf
}

/** The p-th percentile (nearest rank) of ascending numbers; null when there are none. */
export function percentile(/** @type {number[]} */ sorted, /** @type {number} */ p) {
  if (sorted.length === 0) return null
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? null
}

export const ms = (/** @type {number | null | undefined} */ n) =>
  n === null || n === undefined || !Number.isFinite(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0)

export const tick = (/** @type {boolean} */ ok) => (ok ? '✔' : '✖')

/**
 * Prints rows as a Markdown table (pasteable into the README), columns padded to line up in a terminal.
 * @param {string[]} columns
 * @param {Array<Record<string, string | number>>} rows
 * @param {string[]} [rightAligned] columns aligned right (numbers)
 */
export function markdownTable(columns, rows, rightAligned = []) {
  const cells = rows.map((r) => columns.map((c) => String(r[c] ?? '-')))
  const width = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => [...(r[i] ?? '')].length)))
  const pad = (/** @type {string} */ s, /** @type {number} */ i) => {
    const gap = ' '.repeat((width[i] ?? 0) - [...s].length)
    return rightAligned.includes(columns[i] ?? '') ? gap + s : s + gap
  }
  const line = (/** @type {string[]} */ r) => `| ${r.map(pad).join(' | ')} |`
  const rule = `|${width.map((w, i) => (rightAligned.includes(columns[i] ?? '') ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|')}|`
  return [line(columns), rule, ...cells.map(line)].join('\n')
}

/** The machine's busy share of its CPUs over `ms` (Linux /proc/stat; null elsewhere). @param {number} ms */
export async function busyShare(ms) {
  const fs = await import('node:fs')
  const read = () => {
    try {
      const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? []
      const n = fields.map(Number)
      const idle = (n[3] ?? 0) + (n[4] ?? 0)
      return { idle, total: n.reduce((a, b) => a + b, 0) }
    } catch {
      return null
    }
  }
  const a = read()
  await new Promise((resolve) => setTimeout(resolve, ms))
  const b = read()
  if (!a || !b || b.total === a.total) return null
  return 1 - (b.idle - a.idle) / (b.total - a.total)
}

/**
 * Waits until the machine is quiet — its CPUs less than `below` busy over two seconds — or `maxMs` passed; says how
 * it went ('quiet after 12 s', 'still 64 % busy after 60 s'), for the record next to a figure measured then.
 * @param {{ below?: number, maxMs?: number }} [options]
 */
export async function untilQuiet({ below = 0.25, maxMs = 60_000 } = {}) {
  const started = Date.now()
  let share = await busyShare(2_000)
  while (share !== null && share >= below && Date.now() - started < maxMs) share = await busyShare(2_000)
  const seconds = Math.round((Date.now() - started) / 1000)
  if (share === null) return 'machine load not known'
  return share < below
    ? `measured once the machine was quiet (${Math.round(share * 100)} % busy), ${seconds} s after the feed's last push`
    : `measured with the machine still ${Math.round(share * 100)} % busy ${seconds} s after the feed's last push`
}

/** One-line description of the machine's load, for the record next to the figures. */
export async function machineNote() {
  const os = await import('node:os')
  const [one = 0, five = 0] = os.loadavg()
  return `${os.cpus().length} cores, load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) before the run`
}
