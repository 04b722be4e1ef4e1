// `npm run bench:ask [-- --reps N]`: how well and how fast the search box understands a sentence
// (src/domain/search/understand.ts). Reads the labelled Australian shopper sentences (tests/fixtures/ask: the tuning
// set and the held-out fifth) and prints, per set, the share of sentences understood fully and each filter kind's
// precision and recall; then times `understand` over every sentence N times (default 200) and prints p50/p95/p99 per
// call. Targets: ≥ 90 % fully right, every kind ≥ 85 % recall, p95 ≤ 2 ms. Printed, never asserted (exit 1 only on
// errors). The TypeScript modules are loaded with tsx (Payload's own loader), so no build is needed.
import os from 'node:os'

import { tsImport } from 'tsx/esm/api'

const args = process.argv.slice(2)
const repsAt = args.indexOf('--reps')
const REPS = repsAt >= 0 ? Math.max(1, Number(args[repsAt + 1]) || 200) : 200
const TARGETS = { fullyRight: 0.9, recall: 0.85, p95Ms: 2 }

/** @type {typeof import('../src/domain/search/understand')} */
const { understand } = await tsImport('../src/domain/search/understand.ts', import.meta.url)
/** @type {typeof import('../src/domain/search/urlState')} */
const { EMPTY_QUERY } = await tsImport('../src/domain/search/urlState.ts', import.meta.url)
/** @type {typeof import('../tests/helpers/askSet')} */
const ask = await tsImport('../tests/helpers/askSet.ts', import.meta.url)

const vocabulary = ask.askVocabulary()
const base = EMPTY_QUERY
const pct = (/** @type {number | null} */ x) => (x === null ? '–' : `${(x * 100).toFixed(1)} %`)

console.log(`› ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)} before the bench.`)
/** @type {string[]} */
const sentences = []
let met = true
for (const [name, file] of Object.entries(ask.ASK_FILES)) {
  const cases = ask.readAskSet(file)
  const scores = cases.map((c) => {
    sentences.push(c.sentence)
    return ask.score(c.expected, ask.filtersOf(understand(c.sentence, vocabulary, base, ask.ASK_NOW).query, base))
  })
  const summary = ask.summarise(scores)
  console.log(`\n${name} (${file}): ${summary.sentences} sentences, ${pct(summary.fullyRight)} understood fully`)
  console.table(
    Object.fromEntries(
      Object.entries(summary.kinds)
        .filter(([, k]) => k.tp + k.fp + k.fn > 0)
        .map(([kind, k]) => [
          kind,
          { labelled: k.tp + k.fn, found: k.tp + k.fp, precision: pct(k.precision), recall: pct(k.recall) },
        ]),
    ),
  )
  const low = Object.entries(summary.kinds).filter(([, k]) => k.recall !== null && k.recall < TARGETS.recall)
  if (summary.fullyRight < TARGETS.fullyRight || low.length > 0) met = false
  for (const [kind, k] of low) console.log(`  ! ${kind} recall ${pct(k.recall)} is under ${pct(TARGETS.recall)}`)
}

// Speed: every sentence REPS times, each call timed on its own (the first call of all prepares the vocabulary).
const coldStart = performance.now()
understand('cold call', { ...vocabulary }, base, ask.ASK_NOW)
const coldMs = performance.now() - coldStart
/** @type {number[]} */
const times = []
for (let r = 0; r < REPS; r++)
  for (const s of sentences) {
    const t = performance.now()
    understand(s, vocabulary, base, ask.ASK_NOW)
    times.push(performance.now() - t)
  }
times.sort((a, b) => a - b)
const at = (/** @type {number} */ p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0
console.log(
  `\nSpeed: ${times.length} calls (${sentences.length} sentences × ${REPS}): p50 ${at(50).toFixed(3)} ms, p95 ${at(95).toFixed(3)} ms, ` +
    `p99 ${at(99).toFixed(3)} ms, max ${times.at(-1)?.toFixed(3)} ms; a first call with a new vocabulary ${coldMs.toFixed(1)} ms.`,
)
if (at(95) > TARGETS.p95Ms) met = false
console.log(
  `\nTargets (≥ ${pct(TARGETS.fullyRight)} fully right, every kind ≥ ${pct(TARGETS.recall)} recall, p95 ≤ ${TARGETS.p95Ms} ms): ${met ? 'met' : 'NOT met'}.`,
)
console.log(`Load average ${os.loadavg()[0]?.toFixed(2)} at the end.`)
