/**
 * The understander against the labelled sentences (tests/fixtures/ask): at least 90 % of sentences fully right and
 * every filter kind at 85 % recall or more — on the tuning sentences and, separately, on each set kept out of the
 * tuning (the held-out sentences, and those written after the rules were last changed). Speed is `npm run bench:ask`'s, not a test's.
 */
import { understand } from '@/domain/search/understand'
import { EMPTY_QUERY } from '@/domain/search/urlState'

import { ASK_FILES, ASK_NOW, askVocabulary, filtersOf, readAskSet, score, summarise } from '../../../helpers/askSet'

const vocabulary = askVocabulary()
const base = EMPTY_QUERY

describe.each(Object.entries(ASK_FILES))('the %s sentences', (_name, file) => {
  const cases = readAskSet(file)
  const results = cases.map((c) => {
    const actual = filtersOf(understand(c.sentence, vocabulary, base, ASK_NOW).query, base)
    return { c, actual, scored: score(c.expected, actual) }
  })
  const summary = summarise(results.map((r) => r.scored))

  it('are enough to mean something', () => {
    expect(cases.length).toBeGreaterThanOrEqual(file === ASK_FILES.tuning ? 240 : 60)
  })

  it('at least 90 % are understood fully', () => {
    const wrong = results
      .filter((r) => !r.scored.fullyRight)
      .map(
        (r) =>
          `${r.c.file}:${r.c.line} "${r.c.sentence}" → ${JSON.stringify(Object.fromEntries(Object.entries(r.actual).filter(([, v]) => v.length > 0)))}`,
      )
    expect({
      fullyRight: summary.fullyRight >= 0.9 ? 'at least 90 %' : summary.fullyRight,
      wrong: wrong.length <= cases.length * 0.1 ? [] : wrong,
    }).toEqual({
      fullyRight: 'at least 90 %',
      wrong: [],
    })
  })

  it('every filter kind is found at 85 % recall or more', () => {
    const low = Object.entries(summary.kinds)
      .filter(([, k]) => k.recall !== null && k.recall < 0.85)
      .map(([kind, k]) => `${kind} ${(k.recall! * 100).toFixed(0)} %`)
    expect(low).toEqual([])
  })
})
