/**
 * The labelled sentences of tests/fixtures/ask (what Australian shoppers type, and the filters they mean) and how the
 * understander's answer is scored against them: per filter kind, precision and recall over the values; a sentence is
 * fully right when every kind (its words left as text included) is exactly as labelled. Shared by the unit test and
 * `npm run bench:ask`.
 *
 *   white 7 seater suv under $35k | colour=White; seats=7..; body=suv; price=..35000
 */
import fs from 'node:fs'
import path from 'node:path'

import { UNDERSTOOD_KINDS, type AskVocabulary } from '@/domain/search/understand'
import { postcodePoint, type PostcodeTable } from '@/domain/delivery'
import { WEEKLY_BANDS } from '@/domain/search/facets'
import type { NumericRange, VehicleQuery } from '@/domain/search/types'

export const ASK_DIR = path.join(process.cwd(), 'tests', 'fixtures', 'ask')
/**
 * The sentences the understander is tuned on, and those kept out of the tuning (only read by the tests): a held-out
 * set, and sentences written after its rules were last changed, never seen while writing them.
 */
export const ASK_FILES = { tuning: 'tuning.txt', heldOut: 'held-out.txt', unseen: 'unseen.txt' } as const
/** The date the sentences are read at ("late model", "less than 5 years old"). */
export const ASK_NOW = new Date('2026-11-27T00:00:00Z')

export const SCORED_KINDS = [...UNDERSTOOD_KINDS, 'text'] as const
export type ScoredKind = (typeof SCORED_KINDS)[number]
export type Filters = Record<ScoredKind, string[]>

export interface AskCase {
  file: string
  line: number
  sentence: string
  expected: Filters
}

/** The labelled sentences' tenant: its names, stored values and locations, and the bundled postcode table. */
export function askVocabulary(): AskVocabulary {
  const vocabulary = JSON.parse(fs.readFileSync(path.join(ASK_DIR, 'vocabulary.json'), 'utf8')) as AskVocabulary
  const table = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'src', 'data', 'geo', 'au-postcode-centroids.json'), 'utf8'),
  ) as { postcodes: PostcodeTable }
  return { ...vocabulary, postcodePoint: (postcode) => postcodePoint(postcode, table.postcodes) }
}

const empty = (): Filters => Object.fromEntries(SCORED_KINDS.map((k) => [k, []])) as unknown as Filters

/** The weekly bands a weekly budget means: every band that ends at or under it. */
const weeklyBands = (max: number) =>
  WEEKLY_BANDS.filter((b) => b.max !== null && b.max <= max)
    .map((b) => b.label)
    .sort()

export function readAskSet(file: string): AskCase[] {
  const out: AskCase[] = []
  const lines = fs.readFileSync(path.join(ASK_DIR, file), 'utf8').split('\n')
  lines.forEach((raw, i) => {
    if (raw.trim() === '' || raw.startsWith('#')) return
    const [sentence, labels = ''] = raw.split('|')
    const expected = empty()
    for (const part of labels.split(';')) {
      const eq = part.indexOf('=')
      if (eq < 0) continue
      const key = part.slice(0, eq).trim() as ScoredKind
      const value = part.slice(eq + 1).trim()
      if (!SCORED_KINDS.includes(key)) throw new Error(`${file}:${i + 1}: unknown key ${key}`)
      if (key === 'weekly') expected.weekly = weeklyBands(Number(value))
      else if (key === 'text') expected.text = value === '' ? [] : [value.toLowerCase()]
      else if (['price', 'km', 'year', 'seats', 'sort', 'location'].includes(key)) expected[key] = [value]
      else expected[key] = value.split(',').map((v) => v.trim())
    }
    out.push({ file, line: i + 1, sentence: sentence!.trim(), expected })
  })
  return out
}

const range = (r: NumericRange | undefined) =>
  r && (r.min !== undefined || r.max !== undefined) ? [`${r.min ?? ''}..${r.max ?? ''}`] : []

/** The filters a query carries, as the labels write them (`base` is what it started from: its sort is not news). */
export function filtersOf(query: VehicleQuery, base: VehicleQuery): Filters {
  const r = query.refinements
  return {
    make: r.make ?? [],
    model: r.model ?? [],
    body: r.body ?? [],
    fuel: r.fuel ?? [],
    transmission: r.transmission ?? [],
    drive: r.drive ?? [],
    colour: r.colour ?? [],
    car_type: r.car_type ?? [],
    location: r.location_name ?? [],
    weekly: [...(r.weekly_price_range ?? [])].sort(),
    price: range(query.ranges.price),
    km: range(query.ranges.km),
    year: range(query.ranges.year),
    seats: range(query.ranges.seats),
    sort: query.sortBy !== base.sortBy ? [query.sortBy] : [],
    text: query.query.trim() === '' ? [] : [query.query.trim().toLowerCase()],
  }
}

export interface KindScore {
  tp: number
  fp: number
  fn: number
}

export interface Scored {
  fullyRight: boolean
  kinds: Record<ScoredKind, KindScore>
}

export function score(expected: Filters, actual: Filters): Scored {
  let fullyRight = true
  const kinds = {} as Record<ScoredKind, KindScore>
  for (const kind of SCORED_KINDS) {
    const e = new Set(expected[kind])
    const a = new Set(actual[kind])
    const tp = [...e].filter((v) => a.has(v)).length
    kinds[kind] = { tp, fp: a.size - tp, fn: e.size - tp }
    if (tp !== e.size || tp !== a.size) fullyRight = false
  }
  return { fullyRight, kinds }
}

/** Totals over many sentences: the share fully right and each kind's precision and recall (null: nothing to measure). */
export function summarise(scores: Scored[]) {
  const kinds = Object.fromEntries(
    SCORED_KINDS.map((kind) => {
      const t = scores.reduce(
        (acc, s) => ({ tp: acc.tp + s.kinds[kind].tp, fp: acc.fp + s.kinds[kind].fp, fn: acc.fn + s.kinds[kind].fn }),
        { tp: 0, fp: 0, fn: 0 },
      )
      return [
        kind,
        {
          ...t,
          precision: t.tp + t.fp > 0 ? t.tp / (t.tp + t.fp) : null,
          recall: t.tp + t.fn > 0 ? t.tp / (t.tp + t.fn) : null,
        },
      ]
    }),
  ) as Record<ScoredKind, KindScore & { precision: number | null; recall: number | null }>
  return { sentences: scores.length, fullyRight: scores.filter((s) => s.fullyRight).length / scores.length, kinds }
}
