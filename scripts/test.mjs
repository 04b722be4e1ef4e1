// `npm test`: every check — typecheck, lint, format:check, unit, int, e2e, then leads-chaos, reserve-chaos and scale
// — each the package.json script of that name (so `npm run test:int` alone does what this stage does). The three
// static checks run side by side (each is single-threaded; together they take about half as long on two cores), and
// so do the last three (they mostly wait); a side-by-side stage prints its output as it ends, the others stream
// theirs. The e2e server runs with the shared state in a Redis of its own (REDIS_URL), as production does with
// several instances. Once the static checks pass, the e2e
// stage's server starts in the background (see startE2eServer), so its database, seed and build overlap the unit and
// int stages. The first failing stage stops the run with its exit code; at the end, failed or not, a table of each
// stage's time and the run's total:
//
//   stage           result      time
//   typecheck       passed     21.4 s
//   …
//   total                     17m 48s
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { startRedisServer } from './lib/redis-server.mjs'

/**
 * @typedef {object} Stage
 * @property {string} name   what the table calls it
 * @property {string[]} args the arguments to `npm run`
 */

/** Groups of stages: a group's stages run side by side, the groups one after another. @type {Stage[][]} */
const GROUPS = [
  [
    { name: 'typecheck', args: ['typecheck'] },
    { name: 'lint', args: ['lint'] },
    { name: 'format:check', args: ['format:check'] },
  ],
  [{ name: 'unit', args: ['test:unit'] }],
  [{ name: 'int', args: ['test:int'] }],
  [{ name: 'e2e', args: ['test:e2e'] }],
  // side by side: each mostly waits (an outage, webhooks, a sweep, a restart), each on its own PostgreSQL in its own
  // port range, the first three on a copy of the e2e run's database and its build
  [
    { name: 'leads-chaos', args: ['test:leads-chaos', '--', '--n', '40'] },
    { name: 'reserve-chaos', args: ['test:reserve-chaos', '--', '--cars', '4', '--shoppers', '16'] },
    { name: 'scale', args: ['test:scale', '--', '--leads', '60'] },
  ],
]

/**
 * @typedef {object} Result
 * @property {string} name
 * @property {'passed' | 'failed' | 'stopped' | 'not run'} outcome
 * @property {number} ms
 */

/** @param {number} ms  1234 → '1.2 s', 83_000 → '1m 23s' */
function duration(ms) {
  const s = ms / 1000
  if (s < 60) return `${s.toFixed(1)} s`
  const whole = Math.round(s)
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`
}

/** @param {Result[]} results @param {number} total the run's wall time */
function table(results, total) {
  /** @type {[string, string, string][]} */
  const rows = results.map((r) => [r.name, r.outcome, r.outcome === 'not run' ? '' : duration(r.ms)])
  rows.push(['total', '', duration(total)])
  const width = Math.max(...rows.map((r) => r[0].length), 'stage'.length) + 2
  const lines = [`${'stage'.padEnd(width)}${'result'.padEnd(9)}${'time'.padStart(9)}`]
  for (const [name, outcome, time] of rows) lines.push(`${name.padEnd(width)}${outcome.padEnd(9)}${time.padStart(9)}`)
  return lines.join('\n')
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set()
let stopping = false
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopping = true
    for (const child of running) child.kill(signal)
  })
}

/**
 * Runs one stage; `buffered` collects its output and prints it, under the stage's name, when it ends.
 * @param {Stage} stage
 * @param {boolean} buffered
 * @returns {Promise<number>} the stage's exit code (a signal counts as 1)
 */
function run(stage, buffered) {
  return new Promise((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    const child = spawn(npm, ['run', ...stage.args], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    /** @type {Buffer[]} */
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    running.add(child)
    let ended = false
    /** @param {number} code */
    const done = (code) => {
      if (ended) return // a child that failed to start reports 'error' and may report 'close' too
      ended = true
      running.delete(child)
      if (buffered)
        process.stdout.write(`\n› ${stage.name} (npm run ${stage.args.join(' ')})\n\n${Buffer.concat(output)}`)
      resolve(code)
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${stage.name}: ${error.message}\n`))
      done(1)
    })
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

/** Where the background e2e server writes its output (printed in part when it fails). */
const E2E_SERVER_LOG = path.join('.data', 'e2e-server.log')

/**
 * The e2e stage's one server (scripts/e2e-server.mjs: a fresh embedded PostgreSQL, migrations, the demo seed, the
 * production build when the sources changed, the server, its shared state in a Redis of its own) started in the
 * background, its output to E2E_SERVER_LOG.
 * Nothing else uses that database or port before the e2e stage, so the server is as fresh then as one Playwright
 * starts itself, and its minute or two of preparation runs beside the unit and int stages instead of before the
 * tests. The e2e stage waits for `ready`, then Playwright reuses the server (E2E_SERVER_READY, playwright.config.ts).
 * With E2E_SERVERS above 1 Playwright starts its servers itself, as before.
 * @returns {Promise<{ ready: Promise<number>, stop: () => Promise<void>, tail: () => string }>} `ready` resolves to the
 *   milliseconds the server took, or rejects when it exits or is not healthy within 15 minutes
 */
async function startE2eServer() {
  const port = Number(process.env.E2E_PORT ?? 3210)
  const redis = await startRedisServer()
  fs.mkdirSync(path.dirname(E2E_SERVER_LOG), { recursive: true })
  const log = fs.openSync(E2E_SERVER_LOG, 'w')
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(port), REDIS_URL: redis.url },
    stdio: ['ignore', log, log],
  })
  running.add(child) // an interrupted run stops it too
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) =>
    child.on('exit', () => {
      running.delete(child)
      resolve()
    }),
  )
  const ready = (async () => {
    const deadline = Date.now() + 15 * 60_000
    let gone = false
    void exited.then(() => (gone = true))
    while (!gone && !stopping && Date.now() < deadline) {
      const healthy = await fetch(`http://localhost:${port}/api/health`, { signal: AbortSignal.timeout(5_000) })
        .then((res) => res.ok)
        .catch(() => false)
      if (healthy) return performance.now() - started
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    throw new Error(gone ? 'the e2e server exited before it was ready' : 'the e2e server was not ready in time')
  })()
  ready.catch(() => undefined) // awaited by the e2e stage; a run that stops earlier never asks
  return {
    ready,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))])
      await redis.stop()
      fs.closeSync(log)
    },
    tail: () => fs.readFileSync(E2E_SERVER_LOG, 'utf8').split('\n').slice(-80).join('\n'),
  }
}

const STAGES = GROUPS.flat()
/** @type {Result[]} */
const results = STAGES.map((stage) => ({ name: stage.name, outcome: 'not run', ms: 0 }))
const backgroundServer = Math.max(1, Number(process.env.E2E_SERVERS ?? 1)) === 1
/** @type {Awaited<ReturnType<typeof startE2eServer>> | null} */
let e2eServer = null
const runStarted = performance.now()
let exitCode = 0
for (const group of GROUPS) {
  if (stopping) break
  const buffered = group.length > 1
  if (buffered) console.log(`\n› ${group.map((stage) => stage.name).join(', ')}, side by side`)
  const codes = await Promise.all(
    group.map(async (stage) => {
      if (!buffered) console.log(`\n› ${stage.name} (npm run ${stage.args.join(' ')})\n`)
      const started = performance.now()
      let code = 1
      if (stage.name === 'e2e' && e2eServer) {
        try {
          const ms = await e2eServer.ready
          console.log(`› the e2e server is ready (${duration(ms)} after it started; its output: ${E2E_SERVER_LOG})\n`)
          process.env.E2E_SERVER_READY = '1'
          code = await run(stage, buffered)
        } catch (error) {
          console.error(`✖ ${/** @type {Error} */ (error).message}; the end of ${E2E_SERVER_LOG}:\n${e2eServer.tail()}`)
        }
        await e2eServer.stop()
        e2eServer = null
      } else {
        code = await run(stage, buffered)
      }
      results[STAGES.indexOf(stage)] = {
        name: stage.name,
        outcome: code === 0 ? 'passed' : stopping ? 'stopped' : 'failed',
        ms: performance.now() - started,
      }
      return code
    }),
  )
  const failed = codes.find((code) => code !== 0)
  if (failed !== undefined) {
    exitCode = failed
    break
  }
  // the static checks passed: the e2e server prepares itself beside the unit and int stages
  if (backgroundServer && !e2eServer && group === GROUPS[0]) e2eServer = await startE2eServer()
}
await e2eServer?.stop()
console.log(`\n${table(results, performance.now() - runStarted)}`)
process.exit(exitCode)
