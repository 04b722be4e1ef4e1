// `npm test`: every check — typecheck, lint, format:check, unit, int, e2e, leads-chaos, reserve-chaos and scale — each
// the package.json script of that name (so `npm run test:int` alone does what this stage does). The run keeps both
// cores busy without letting stages that measure time fight for them:
//
//   typecheck, lint, format:check side by side (each is single-threaded)
//   then the e2e stage's servers start in the background (startE2eServers: the first makes its database, seeds it
//     and builds; with E2E_SERVERS=2 a second starts from copies of both), beside
//   unit
//   int in two halves side by side (jest --shard, each on its own PostgreSQL), still beside the build
//   as soon as the first e2e server is ready (beside what is left of int): leads-chaos, reserve-chaos and scale side by side
//     (each mostly waits: an outage, webhooks, a sweep, a restart; each on its own PostgreSQL, a copy of the first e2e
//     server's freshly seeded database, in its own port range, on its build)
//   e2e, alone: Chromium, the server and the test runner use most of both cores (one worker a server)
//
// A stage that runs beside another prints its output as it ends; the others stream theirs. Each e2e server runs with
// its shared state in a Redis of its own (REDIS_URL), as production does with several instances. The first failing
// step stops the run with its exit code; at the end the last lines of each failed stage again (a cut log keeps its end),
// then, failed or not, a table of each stage's time and the run's total:
//
//   stage           result      time
//   typecheck       passed     43.0 s
//   …
//   total                     33m 19s
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { startRedisServer } from './lib/redis-server.mjs'

/**
 * @typedef {object} Stage
 * @property {string} name   what the table calls it
 * @property {string[]} args the arguments to `npm run`
 */

/** @type {Stage[]} */
const STATIC = [
  { name: 'typecheck', args: ['typecheck'] },
  { name: 'lint', args: ['lint'] },
  { name: 'format:check', args: ['format:check'] },
]
/** @type {Stage} */
const UNIT = { name: 'unit', args: ['test:unit'] }
/** Two halves of the int files (jest --shard), each on its own PostgreSQL: one alone keeps only one core busy. */
/** @type {Stage[]} */
const INT = [
  { name: 'int 1/2', args: ['test:int', '--', '--shard=1/2'] },
  { name: 'int 2/2', args: ['test:int', '--', '--shard=2/2'] },
]
/** @type {Stage[]} */
const LATE = [
  { name: 'leads-chaos', args: ['test:leads-chaos', '--', '--n', '40'] },
  { name: 'reserve-chaos', args: ['test:reserve-chaos', '--', '--cars', '4', '--shoppers', '16'] },
  { name: 'scale', args: ['test:scale', '--', '--leads', '60'] },
]
/** @type {Stage} */
const E2E = { name: 'e2e', args: ['test:e2e'] }

/**
 * @typedef {object} Result
 * @property {string} name
 * @property {'passed' | 'failed' | 'stopped' | 'not run'} outcome
 * @property {number} ms
 * @property {string} [tail] the end of a failed stage's output, printed again under the table
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

/** How many lines of a failed stage's output are printed again under the table. */
const TAIL_LINES = 40

/**
 * Runs one stage; `buffered` collects its output and prints it, under the stage's name, when it ends. A failed stage's
 * last lines are kept whether buffered or not, so the end of the run says why it failed: a log that is cut keeps
 * its end, and a buffered stage's output may have been printed long before.
 * @param {Stage} stage
 * @param {boolean} buffered
 * @param {Record<string, string>} [env] added to this process's environment
 * @returns {Promise<{ code: number, tail: string }>} the stage's exit code (a signal counts as 1) and its last lines
 */
function run(stage, buffered, env = {}) {
  return new Promise((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    const child = spawn(npm, ['run', ...stage.args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    /** @type {Buffer[]} */
    const output = []
    /** the streamed stage's recent output, for its tail */
    let recent = ''
    for (const [from, to] of /** @type {const} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]))
      from.on('data', (/** @type {Buffer} */ chunk) => {
        if (buffered) return output.push(chunk)
        to.write(chunk)
        recent = (recent + chunk.toString('utf8')).slice(-64 * 1024)
      })
    running.add(child)
    let ended = false
    /** @param {number} code */
    const done = (code) => {
      if (ended) return // a child that failed to start reports 'error' and may report 'close' too
      ended = true
      running.delete(child)
      const text = buffered ? Buffer.concat(output).toString('utf8') : recent
      if (buffered) process.stdout.write(`\n› ${stage.name} (npm run ${stage.args.join(' ')})\n\n${text}`)
      // eslint-disable-next-line no-control-regex -- the colours a terminal would show
      const plain = text.replace(/\x1b\[[0-9;]*m/g, '').trimEnd()
      resolve({ code, tail: plain.split('\n').slice(-TAIL_LINES).join('\n') })
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${stage.name}: ${error.message}\n`))
      done(1)
    })
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

/**
 * How many e2e servers, and Playwright workers, the e2e stage runs (E2E_SERVERS; 2 here, while a bare `npx playwright
 * test` keeps playwright.config.ts's one): on two cores one worker leaves a quarter of them idle, two keep them busy
 * (docs/ARCHITECTURE.md "Demo, tests, CI" has the figures).
 */
const E2E_SERVER_COUNT = Math.max(1, Number(process.env.E2E_SERVERS ?? 2))
process.env.E2E_SERVERS = String(E2E_SERVER_COUNT)
/** Where e2e server `index` writes its output (printed in part when it fails). */
const serverLog = (/** @type {number} */ index) =>
  path.join('.data', index === 0 ? 'e2e-server.log' : `e2e-server-${index}.log`)
/** Where the first leaves a stopped copy of its freshly seeded database, for the stages beside int (E2E_SEEDED_COPY). */
const SEEDED_COPY = path.join('.data', 'e2e-seeded')

/**
 * The e2e stage's servers (scripts/e2e-server.mjs), started in the background, each with its shared state in a Redis
 * of its own and its output to serverLog(index). The first makes a fresh embedded PostgreSQL, migrates, seeds, leaves
 * a stopped copy of it in SEEDED_COPY, builds when the sources changed and serves; each other one (port + index, data
 * directory E2E_DATA_DIR-index, as playwright.config.ts names them) waits for that build and that copy and serves a
 * copy of each. Nothing else uses those databases or ports before the e2e stage, so the servers are as fresh then as
 * ones Playwright starts itself, and their minutes of preparation run beside the unit and int stages instead of
 * before the tests. The e2e stage waits for `ready`, then Playwright reuses the servers (E2E_SERVER_READY).
 * @returns {Promise<{ firstReady: Promise<number>, ready: Promise<number>, stop: () => Promise<void>, tail: () => string }>}
 *   `ready` resolves to the milliseconds the slowest server took, `firstReady` those the first took (its build and its
 *   seeded copy are then made), or rejects when one exits or is not healthy within 15 minutes
 */
async function startE2eServers() {
  const port = Number(process.env.E2E_PORT ?? 3210)
  const dataDir = process.env.E2E_DATA_DIR || path.join('.data', 'e2e')
  fs.rmSync(SEEDED_COPY, { recursive: true, force: true }) // the other servers wait for this run's copy
  // one disk cache of resized images for the run's servers (same build, same seed): each image is resized once
  const imageCache = path.resolve('.data', 'e2e-image-cache')
  fs.rmSync(imageCache, { recursive: true, force: true })
  fs.mkdirSync('.data', { recursive: true })
  const started = performance.now()
  const servers = await Promise.all(
    Array.from({ length: E2E_SERVER_COUNT }, async (_, index) => {
      const redis = await startRedisServer()
      const log = fs.openSync(serverLog(index), 'w')
      const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
        env: {
          ...process.env,
          PORT: String(port + index),
          REDIS_URL: redis.url,
          E2E_DATA_DIR: index === 0 ? dataDir : `${dataDir}-${index}`,
          IMAGE_CACHE_DIR: imageCache,
          ...(index === 0 ? { E2E_SEEDED_COPY: SEEDED_COPY } : { E2E_SHARED_BUILD: '1', E2E_FROM_SEEDED: SEEDED_COPY }),
        },
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
      return { index, port: port + index, redis, log, child, exited }
    }),
  )
  /** @param {(typeof servers)[number]} server */
  const healthy = async (server) => {
    const deadline = Date.now() + 15 * 60_000
    let gone = false
    void server.exited.then(() => (gone = true))
    while (!gone && !stopping && Date.now() < deadline) {
      const ok = await fetch(`http://localhost:${server.port}/api/health`, { signal: AbortSignal.timeout(5_000) })
        .then((res) => res.ok)
        .catch(() => false)
      if (ok) return
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    throw Object.assign(
      new Error(`e2e server ${server.index} ${gone ? 'exited before it was ready' : 'was not ready in time'}`),
      { index: server.index },
    )
  }
  /** the server that failed, for tail() */
  let failed = 0
  /** @param {(typeof servers)[number][]} some */
  const allHealthy = (some) =>
    Promise.all(some.map(healthy)).then(
      () => performance.now() - started,
      (/** @type {Error & { index: number }} */ error) => {
        failed = error.index
        throw error
      },
    )
  const firstReady = allHealthy(servers.slice(0, 1))
  const ready = allHealthy(servers)
  // awaited by the later stages; a run that stops earlier never asks
  for (const promise of [firstReady, ready]) promise.catch(() => undefined)
  return {
    firstReady,
    ready,
    async stop() {
      await Promise.all(
        servers.map(async ({ child, exited, redis, log }) => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))])
          await redis.stop()
          fs.closeSync(log)
        }),
      )
    },
    tail: () => fs.readFileSync(serverLog(failed), 'utf8').split('\n').slice(-80).join('\n'),
  }
}

const STAGES = [...STATIC, UNIT, ...INT, ...LATE, E2E]
/** @type {Result[]} */
const results = STAGES.map((stage) => ({ name: stage.name, outcome: 'not run', ms: 0 }))

/**
 * Runs `stages` side by side (one alone streams its output) and records each one's result.
 * @param {Stage[]} stages @param {Record<string, string>} [env]
 * @returns {Promise<number>} 0, or the first failing stage's exit code
 */
async function runStages(stages, env) {
  const buffered = stages.length > 1
  console.log(
    buffered
      ? `\n› ${stages.map((stage) => stage.name).join(', ')}, side by side`
      : `\n› ${stages[0]?.name} (npm run ${stages[0]?.args.join(' ')})\n`,
  )
  const codes = await Promise.all(
    stages.map(async (stage) => {
      const started = performance.now()
      const { code, tail } = await run(stage, buffered, env)
      results[STAGES.indexOf(stage)] = {
        name: stage.name,
        outcome: code === 0 ? 'passed' : stopping ? 'stopped' : 'failed',
        ms: performance.now() - started,
        ...(code === 0 ? {} : { tail }),
      }
      return code
    }),
  )
  return codes.find((code) => code !== 0) ?? 0
}

/** @param {number} code @param {() => Promise<number>} next */
const then = async (code, next) => (code !== 0 || stopping ? code || 1 : next())

/** @type {Awaited<ReturnType<typeof startE2eServers>> | null} */
let e2eServers = null
const runStarted = performance.now()

let exitCode = await runStages(STATIC)
// the static checks passed: the e2e servers prepare themselves beside the unit and int stages
if (exitCode === 0) e2eServers = await startE2eServers()
exitCode = await then(exitCode, () => runStages([UNIT]))
exitCode = await then(exitCode, async () => {
  const servers = /** @type {NonNullable<typeof e2eServers>} */ (e2eServers)
  // beside int, once the first e2e server has built and the seeded database is copied
  const late = servers.firstReady.then(
    () => (stopping ? 1 : runStages(LATE, { E2E_DATA_DIR: SEEDED_COPY })),
    () => 0, // the e2e stage reports the servers' failure
  )
  const intCode = await runStages(INT)
  const lateCode = await late
  return intCode || lateCode
})
exitCode = await then(exitCode, async () => {
  const servers = /** @type {NonNullable<typeof e2eServers>} */ (e2eServers)
  let code = 1
  try {
    const ms = await servers.ready
    console.log(
      `\n› ${E2E_SERVER_COUNT} e2e server(s) ready (${duration(ms)} after they started; output: ${serverLog(0)}…)`,
    )
    process.env.E2E_SERVER_READY = '1'
    code = await runStages([E2E])
  } catch (error) {
    results[STAGES.indexOf(E2E)] = { name: E2E.name, outcome: 'failed', ms: 0 }
    console.error(`✖ ${/** @type {Error} */ (error).message}; the end of its output:\n${servers.tail()}`)
  }
  return code
})
await e2eServers?.stop()
for (const failed of results.filter((r) => r.outcome === 'failed' && r.tail))
  console.log(`\n› the end of ${failed.name}'s output (it failed):\n${failed.tail}`)
console.log(`\n${table(results, performance.now() - runStarted)}`)
process.exit(exitCode)
