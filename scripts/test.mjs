// `npm test`: every check, in order — typecheck, lint, format:check, unit, int, e2e, leads-chaos — each the package.json
// script of that name (so `npm run test:int` alone does what this stage does). Output streams as it comes; the first
// failing stage stops the run with its exit code; at the end, failed or not, a table of each stage's time and the
// total:
//
//   stage           result      time
//   typecheck       passed     41.2 s
//   …
//   total                     17m 48s
import { spawn } from 'node:child_process'

/**
 * @typedef {object} Stage
 * @property {string} name   what the table calls it
 * @property {string[]} args the arguments to `npm run`
 */

/** @type {Stage[]} */
const STAGES = [
  { name: 'typecheck', args: ['typecheck'] },
  { name: 'lint', args: ['lint'] },
  { name: 'format:check', args: ['format:check'] },
  { name: 'unit', args: ['test:unit'] },
  { name: 'int', args: ['test:int'] },
  { name: 'e2e', args: ['test:e2e'] },
  { name: 'leads-chaos', args: ['test:leads-chaos', '--', '--n', '40'] },
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

/** @param {Result[]} results */
function table(results) {
  /** @type {[string, string, string][]} */
  const rows = results.map((r) => [r.name, r.outcome, r.outcome === 'not run' ? '' : duration(r.ms)])
  const total = results.reduce((sum, r) => sum + r.ms, 0)
  rows.push(['total', '', duration(total)])
  const width = Math.max(...rows.map((r) => r[0].length), 'stage'.length) + 2
  const lines = [`${'stage'.padEnd(width)}${'result'.padEnd(9)}${'time'.padStart(9)}`]
  for (const [name, outcome, time] of rows) lines.push(`${name.padEnd(width)}${outcome.padEnd(9)}${time.padStart(9)}`)
  return lines.join('\n')
}

/** @type {import('node:child_process').ChildProcess | null} */
let running = null
let stopping = false
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopping = true
    running?.kill(signal)
  })
}

/**
 * @param {Stage} stage
 * @returns {Promise<number>} the stage's exit code (a signal counts as 1)
 */
function run(stage) {
  return new Promise((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    const child = spawn(npm, ['run', ...stage.args], { stdio: 'inherit' })
    running = child
    child.on('error', (error) => {
      console.error(`${stage.name}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      running = null
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** @type {Result[]} */
const results = STAGES.map((stage) => ({ name: stage.name, outcome: 'not run', ms: 0 }))
let exitCode = 0
for (const [i, stage] of STAGES.entries()) {
  if (stopping) break
  console.log(`\n› ${stage.name} (npm run ${stage.args.join(' ')})\n`)
  const started = performance.now()
  const code = await run(stage)
  results[i] = {
    name: stage.name,
    outcome: code === 0 ? 'passed' : stopping ? 'stopped' : 'failed',
    ms: performance.now() - started,
  }
  if (code !== 0) {
    exitCode = code
    break
  }
}
console.log(`\n${table(results)}`)
process.exit(exitCode)
