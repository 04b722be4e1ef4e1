// `npm test`: every check — typecheck, lint, format:check, unit, int, e2e, leads-chaos — each the package.json script
// of that name (so `npm run test:int` alone does what this stage does). The three static checks run side by side (each
// is single-threaded; together they take about half as long on two cores) and print their output as each ends; the
// other stages run one after another and stream theirs. The first failing stage stops the run with its exit code; at
// the end, failed or not, a table of each stage's time and the run's total:
//
//   stage           result      time
//   typecheck       passed     21.4 s
//   …
//   total                     17m 48s
import { spawn } from 'node:child_process'

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
  [{ name: 'leads-chaos', args: ['test:leads-chaos', '--', '--n', '40'] }],
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
    /** @param {number} code */
    const done = (code) => {
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

const STAGES = GROUPS.flat()
/** @type {Result[]} */
const results = STAGES.map((stage) => ({ name: stage.name, outcome: 'not run', ms: 0 }))
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
      const code = await run(stage, buffered)
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
}
console.log(`\n${table(results, performance.now() - runStarted)}`)
process.exit(exitCode)
