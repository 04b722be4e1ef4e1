/**
 * A shopper's sentence turned into the search state the site already has (docs/architecture/search.md "Asking in
 * your own words"): pure, deterministic, no model, no network; Australian words and spellings.
 *
 *   understand('white 7 seater suv under $35k with low kms', vocabulary)
 *     → refinements { body: ['suv'], colour: ['White'] }, ranges { price: { max: 35000 }, km: { max: 50000 },
 *       seats: { min: 7 } }, query '' — and one Understanding per filter, for the chips
 *   understand('hilux with a canopy', vocabulary) → make Toyota, model HiLux, query 'canopy'
 *
 * How: the sentence is lower-cased and spaced; phrases are taken out longest first, each kind in a fixed order —
 * makes and models (the tenant's own names, the platform's makes, common nicknames and misspellings), weekly budgets,
 * kilometres, years, seats, prices, then word lists (body, fuel, transmission, drive, colour, car type, sort, "near"
 * a location). Filler words ("looking for a", "car") are dropped; what is left and not understood stays as text
 * (the keyword search, with its own spelling help). Values come out as the tenant stores them when its vocabulary
 * has them (body 'peopleMover', fuel 'Hybrid'), else as the platform names them.
 */
import { BODY_TYPES } from '../bodyTypes'
import type { LatLng } from '../delivery'
import { nearestLocations } from '../locations/nearest'
import { isPostcode } from '../postcode'
import { formatDollars, formatKm } from '../price'

import { WEEKLY_BANDS } from './facets'
import { editDistance, typoAllowance } from './spelling'
import type { NumericRange, RefinementAttribute, SortKey, VehicleQuery } from './types'
import { toSearchParams } from './urlState'

/** The tenant's own names and stored values the sentence is read against. */
export interface AskVocabulary {
  makes: readonly string[]
  /** Models by make. */
  models: Readonly<Record<string, readonly string[]>>
  /** Stored values per attribute (body 'peopleMover', fuel 'Hybrid', location_name 'Harbour Hyundai Penrith'…). */
  values?: Partial<Record<'body' | 'fuel' | 'transmission' | 'drive' | 'colour' | 'location_name', readonly string[]>>
  /** The tenant's locations and where they are (the locator's), for "near 2750". */
  locations?: readonly { name: string; lat?: number | null; lng?: number | null }[]
  /** A postcode's point (the locator's geography), null when unknown. */
  postcodePoint?: (postcode: string) => LatLng | null
}

export const UNDERSTOOD_KINDS = [
  'make',
  'model',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'car_type',
  'price',
  'weekly',
  'km',
  'year',
  'seats',
  'location',
  'sort',
] as const
export type UnderstoodKind = (typeof UNDERSTOOD_KINDS)[number]

/** One thing understood: what the chip says. */
export interface Understanding {
  kind: UnderstoodKind
  label: string
}

/** A word read as a make or model it misspells: 'hilxu' → 'HiLux'. */
export interface Misspelling {
  original: string
  corrected: string
}

export interface Understood {
  /** The base query with what was understood added, and the words left as its text. */
  query: VehicleQuery
  understood: Understanding[]
  /** The words read as the names they misspell, in the sentence's order (the page says what it searched for). */
  misspelt: Misspelling[]
}

/** "Low kms": at most this many kilometres. */
export const LOW_KM = 50_000
/** "Late model": at most this many years old. */
export const LATE_MODEL_YEARS = 3
/** "Around $25,000": this share either side. */
export const AROUND_SHARE = 0.1
/** A sentence longer than this is read only this far (the search box's own bound). */
export const ASK_MAX = 200

// ── Words ────────────────────────────────────────────────────────────────────────────────────────────────────────

type BodyKey = keyof typeof BODY_TYPES

/** Body words → body types (the first the tenant has, else the first). */
const BODY_WORDS: [string[], BodyKey[]][] = [
  [['suv', 'suvs', 'crossover', 'crossovers', 'soft roader', 'softroader'], ['suv']],
  [['ute', 'utes', 'utility', 'pickup', 'pick up', 'pickups', 'dual cab', 'double cab', 'single cab'], ['ute']],
  [['tray back', 'trayback', 'tray top', 'traytop', 'cab chassis', 'cab-chassis'], ['cabChassis']],
  [
    ['hatch', 'hatches', 'hatchback', 'hatchbacks'],
    ['hatch', 'hatchback'],
  ],
  [['sedan', 'sedans', 'saloon'], ['sedan']],
  [
    ['wagon', 'wagons', 'station wagon', 'estate'],
    ['wagon', 'stationWagon'],
  ],
  [['people mover', 'people movers', 'people carrier', 'minivan', 'mpv'], ['peopleMover']],
  [['van', 'vans', 'panel van', 'cargo van'], ['van']],
  [
    ['convertible', 'convertibles', 'cabriolet', 'cabrio', 'drop top', 'soft top', 'softtop'],
    ['convertible', 'softtop'],
  ],
  [['coupe', 'coupes', 'coupé'], ['coupe']],
  [['bus', 'buses', 'minibus'], ['bus']],
  [['motorhome', 'motorhomes', 'campervan', 'camper van', 'camper'], ['motorhome']],
  [['light truck', 'truck', 'trucks'], ['lightTruck']],
]

const FUEL_WORDS: [string[], string][] = [
  [['plug in hybrid', 'plug-in hybrid', 'phev'], 'Plug-in Hybrid'],
  [['hybrid', 'hybrids', 'hev'], 'Hybrid'],
  [['ev', 'evs', 'electric', 'battery electric', 'bev', 'electric car'], 'Electric'],
  [['diesel', 'diesels', 'turbo diesel', 'td'], 'Diesel'],
  [['petrol', 'unleaded'], 'Petrol'],
  [['lpg', 'gas'], 'LPG'],
]

const TRANSMISSION_WORDS: [string[], string][] = [
  [['automatic', 'auto', 'autos', 'automatics', 'auto trans', 'auto transmission', 'self shifting'], 'Automatic'],
  [['manual', 'manuals', 'stick shift', 'stick', 'manual transmission'], 'Manual'],
]

const DRIVE_WORDS: [string[], string][] = [
  [['awd', 'all wheel drive', 'all-wheel drive', 'all wheel'], 'AWD'],
  [['4wd', '4x4', '4 x 4', 'four wheel drive', 'four by four', 'off road', 'offroad', 'off roader', '4wds'], '4WD'],
  [['fwd', 'front wheel drive'], 'FWD'],
  [['rwd', 'rear wheel drive'], 'RWD'],
]

const COLOURS: [string[], string][] = [
  [['white', 'pearl white'], 'White'],
  [['black'], 'Black'],
  [['silver'], 'Silver'],
  [['grey', 'gray', 'gunmetal'], 'Grey'],
  [['blue', 'navy'], 'Blue'],
  [['red', 'maroon'], 'Red'],
  [['green'], 'Green'],
  [['yellow'], 'Yellow'],
  [['orange'], 'Orange'],
  [['brown'], 'Brown'],
  [['gold'], 'Gold'],
  [['beige'], 'Beige'],
  [['bronze'], 'Bronze'],
  [['purple'], 'Purple'],
]

const CAR_TYPE_WORDS: [string[], 'new' | 'demo' | 'used'][] = [
  [['brand new', 'new'], 'new'],
  [['demo', 'demos', 'demonstrator', 'ex demo', 'ex-demo'], 'demo'],
  [
    ['used', 'second hand', 'second-hand', 'secondhand', 'pre owned', 'pre-owned', 'preowned', 'pre loved', 'preloved'],
    'used',
  ],
]

const SORT_WORDS: [string[], SortKey, string][] = [
  [['cheapest', 'lowest price', 'cheap', 'cheaper', 'budget', 'bargain', 'affordable'], 'price:asc', 'Cheapest first'],
  [['most expensive', 'highest price', 'dearest'], 'price:desc', 'Dearest first'],
  [['newest', 'latest model', 'latest'], 'year:desc', 'Newest first'],
  [['oldest'], 'year:asc', 'Oldest first'],
  [['lowest km', 'lowest kms', 'least km', 'least kms', 'fewest km', 'fewest kms'], 'km:asc', 'Lowest km first'],
  [
    ['just arrived', 'new arrivals', 'newly listed', 'just listed', 'latest arrivals'],
    'created_at:desc',
    'Just arrived first',
  ],
]

/** Makes as shoppers say them. */
const MAKE_NICKNAMES: Record<string, string> = {
  merc: 'Mercedes-Benz',
  mercs: 'Mercedes-Benz',
  mercedes: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  vw: 'Volkswagen',
  volkswagon: 'Volkswagen',
  vdub: 'Volkswagen',
  chevy: 'Chevrolet',
  beemer: 'BMW',
  bimmer: 'BMW',
  beamer: 'BMW',
  mitsi: 'Mitsubishi',
  mitsu: 'Mitsubishi',
  subie: 'Subaru',
  subi: 'Subaru',
  landie: 'Land Rover',
  harley: 'Harley-Davidson',
  alfa: 'Alfa Romeo',
  hyundia: 'Hyundai',
  hundai: 'Hyundai',
  toyo: 'Toyota',
  yota: 'Toyota',
  ssang: 'SsangYong',
  gwm: 'GWM',
  kgm: 'SsangYong',
}

/** Models as shoppers say them (matched by letters and digits: 'cx5', 'land cruiser', 'rav 4' need no entry). */
const MODEL_NICKNAMES: Record<string, string> = {
  cruiser: 'LandCruiser',
  cruza: 'LandCruiser',
  prado: 'LandCruiser Prado',
  rangie: 'Range Rover',
  commo: 'Commodore',
  dmax: 'D-Max',
  mux: 'MU-X',
  lux: 'HiLux',
  hilux: 'HiLux',
  xtrail: 'X-Trail',
  crv: 'CR-V',
  hrv: 'HR-V',
  chr: 'C-HR',
}

/** Words that carry nothing for the search (filler around what a shopper wants). */
const FILLER = new Set(
  `a an the for with and or in on of to at my me i im i'm we our us want wanted wanting need needs needed looking look
  find finding show showing shows search searching get getting buy buying some any car cars vehicle vehicles please
  something that which is are has have had good nice great reliable decent family first around about than less more
  under below over above max maximum min minimum price priced budget dollars dollar bucks up it its it's like would love
  can could you do does got one ones type kind sort model models make makes year years old km kms k's kilometres
  kilometers mileage postcode p plater p-plater p-platers plater platers learner l-plater provisional driver drivers teenager
  teen student uni kid kids wife husband mum dad partner daily commute commuter runabout town city going go going
  from between seater seats seat plus or newer older later earlier only just also ideally preferably maybe roughly
  approx approximately near close by within per week weekly wk week's repayments repayment finance`.split(/\s+/),
)

// ── Vocabulary, prepared once ────────────────────────────────────────────────────────────────────────────────────

const compact = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

interface Prepared {
  /** compact name → the make and (for a model) the model. */
  names: Map<string, { make: string; model: string | null }>
  terms: { key: string; make: string; model: string | null }[]
  known: Set<string>
  value: (attr: keyof NonNullable<AskVocabulary['values']>, wanted: readonly string[]) => string[]
  places: Map<string, string[]>
}

const prepared = new WeakMap<AskVocabulary, Prepared>()

function prepare(vocabulary: AskVocabulary): Prepared {
  const hit = prepared.get(vocabulary)
  if (hit) return hit
  const names = new Map<string, { make: string; model: string | null }>()
  for (const make of vocabulary.makes) names.set(compact(make), { make, model: null })
  for (const [make, models] of Object.entries(vocabulary.models))
    for (const model of models) if (!names.has(compact(model))) names.set(compact(model), { make, model })
  const makeOf = (name: string) => vocabulary.makes.find((m) => compact(m) === compact(name)) ?? name
  for (const [nick, make] of Object.entries(MAKE_NICKNAMES))
    if (!names.has(nick)) names.set(nick, { make: makeOf(make), model: null })
  for (const [nick, model] of Object.entries(MODEL_NICKNAMES)) {
    if (names.has(nick) && names.get(nick)!.model === null) continue
    const owner = Object.entries(vocabulary.models).find(([, ms]) => ms.some((m) => compact(m) === compact(model)))
    if (owner) names.set(nick, { make: owner[0], model: owner[1].find((m) => compact(m) === compact(model))! })
  }
  const terms = [...names.entries()].map(([key, v]) => ({ key, ...v }))
  const known = new Set<string>([...FILLER])
  for (const list of [BODY_WORDS, FUEL_WORDS, TRANSMISSION_WORDS, DRIVE_WORDS, COLOURS, CAR_TYPE_WORDS, SORT_WORDS])
    for (const [words] of list) for (const w of words) for (const part of w.split(/\s+/)) known.add(part)
  const values = vocabulary.values ?? {}
  const value: Prepared['value'] = (attr, wanted) => {
    const stored = values[attr] ?? []
    const found = wanted.flatMap((w) => stored.filter((s) => compact(s) === compact(w)))
    return found.length > 0 ? [...new Set(found)] : [wanted[0]!]
  }
  // place words of the tenant's locations: each word that is not a make and not in every location's name
  const places = new Map<string, string[]>()
  const locations = values.location_name ?? []
  const count = new Map<string, number>()
  for (const loc of locations) for (const w of new Set(words(loc))) count.set(w, (count.get(w) ?? 0) + 1)
  for (const loc of locations)
    for (const w of new Set(words(loc))) {
      if (w.length < 3 || names.has(w) || (locations.length > 1 && count.get(w) === locations.length)) continue
      places.set(w, [...(places.get(w) ?? []), loc])
    }
  for (const place of places.keys()) known.add(place)
  const out = { names, terms, known, value, places }
  prepared.set(vocabulary, out)
  return out
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

// ── Reading ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** The sentence as tokens; a token taken by a phrase is replaced by null. */
type Tokens = (string | null)[]

function tokenise(sentence: string): Tokens {
  const s = sentence
    .slice(0, ASK_MAX)
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[–—]/g, '-')
    // 35k, $35k, 35,000, 35 000 stay one token; '$' and units are split off
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d) (\d{3})(?!\d)/g, '$1$2')
    // '$20k-$30k', '20-30k': the dash its own token
    .replace(/(\d+k?)\s*-\s*(?=[$\d])/g, '$1 - ')
    .replace(/\$/g, ' $ ')
    .replace(/(\d)\s*-\s*(\d)/g, '$1 - $2')
    .replace(/(\d)\s*\+/g, '$1 +')
    .replace(/(\d)(kms?|kilometres|kilometers)\b/g, '$1 $2')
    .replace(/(\d)\s*(pw|p\/w|\/w|\/wk|\/week)\b/g, '$1 per week')
    .replace(/[!?;:()"]/g, ' ')
    .replace(/(^|\s)[,.](?=\s|$)/g, ' ')
    .replace(/[,.](\s|$)/g, ' ')
  return s.split(/\s+/).filter((t) => t !== '')
}

/** Whether tokens i.. read as the phrase (words separated by spaces). */
function at(tokens: Tokens, i: number, phrase: string): number {
  const parts = phrase.split(' ')
  for (let k = 0; k < parts.length; k++) if (tokens[i + k] !== parts[k]) return 0
  return parts.length
}

const take = (tokens: Tokens, i: number, n: number) => {
  for (let k = 0; k < n; k++) tokens[i + k] = null
}

/** 'twenty', 'fifty' (and 'twenty five'): money said in words is thousands ('fifty grand'). */
const TENS: Record<string, number> = {
  ten: 10,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
}

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
}

/** A number said in words at token i: 'fifty', 'twenty five', 'seven'. */
function wordNumber(tokens: Tokens, i: number): { value: number; n: number } | null {
  const t = tokens[i]
  if (!t) return null
  const tens = TENS[t]
  if (tens !== undefined) {
    const unit = tokens[i + 1] ? NUMBER_WORDS[tokens[i + 1]!] : undefined
    return unit !== undefined && unit < 10 && tens >= 20 ? { value: tens + unit, n: 2 } : { value: tens, n: 1 }
  }
  const one = NUMBER_WORDS[t]
  return one !== undefined ? { value: one, n: 1 } : null
}

/** A money amount at token i: '$ 35k', '35000', '35 grand', '1.5k'; its value and tokens used (0: none). */
function money(tokens: Tokens, i: number): { value: number; n: number; explicit: boolean; marked: boolean } | null {
  let n = 0
  let dollar = false
  if (tokens[i] === '$') {
    dollar = true
    n++
  }
  const t = tokens[i + n]
  if (!t) return null
  const said = wordNumber(tokens, i + n)
  if (said) {
    const unit = tokens[i + n + said.n]
    if (unit !== 'k' && unit !== 'grand' && unit !== 'thousand') return null
    return { value: said.value * 1000, n: n + said.n + 1, explicit: true, marked: true }
  }
  const m = /^(\d+(?:\.\d+)?)(k|grand)?$/.exec(t)
  if (!m) return null
  let value = Number(m[1])
  let thousands = m[2] !== undefined
  n++
  const unit = tokens[i + n]
  if (!thousands && (unit === 'k' || unit === 'grand' || unit === 'thousand')) {
    thousands = true
    n++
  }
  if (thousands) value *= 1000
  // explicit: surely money ($, k, or four figures and more); marked: said so ($ or k)
  return { value, n, explicit: dollar || thousands || value >= 1000, marked: dollar || thousands }
}

/** A plain count at token i: '50000', '50k', 'fifty thousand' is not read. */
function count(tokens: Tokens, i: number): { value: number; n: number } | null {
  const t = tokens[i]
  if (!t) return null
  const m = /^(\d+(?:\.\d+)?)(k)?$/.exec(t)
  if (!m) return null
  let value = Number(m[1])
  let n = 1
  if (m[2] || tokens[i + 1] === 'k' || tokens[i + 1] === 'thousand') {
    value *= 1000
    if (!m[2]) n++
  }
  return { value, n }
}

const UPPER = [
  'under',
  'below',
  'less than',
  'up to',
  'max',
  'maximum',
  'no more than',
  'at most',
  'cheaper than',
  'not over',
  'within',
  'upto',
  'sub',
  'lower than',
  'budget of',
  'budget is',
  'budget',
  '<',
]
const LOWER = ['over', 'above', 'more than', 'at least', 'min', 'minimum', 'from', 'starting at', '>']
const AROUND = ['around', 'about', 'approx', 'approximately', 'roughly', '~', 'circa', 'ballpark']
const KM_UNITS = [
  'km on the clock',
  'kms on the clock',
  'on the clock',
  'on the odometer',
  'on the odo',
  'km',
  'kms',
  'kilometres',
  'kilometers',
  "k's",
  'ks',
  'k',
]

function prefix(tokens: Tokens, i: number, list: readonly string[]): number {
  for (const p of list) {
    const n = at(tokens, i, p)
    if (n) return n
  }
  return 0
}

interface Found {
  refinements: Partial<Record<RefinementAttribute, string[]>>
  ranges: Partial<Record<'price' | 'km' | 'year' | 'seats', NumericRange>>
  sortBy: SortKey | null
  understood: Understanding[]
  misspelt: Misspelling[]
}

const dollars = (n: number) => formatDollars(Math.round(n))

function addValues(found: Found, attr: RefinementAttribute, values: string[], kind: UnderstoodKind, label: string) {
  const list = (found.refinements[attr] ??= [])
  let added = false
  for (const v of values)
    if (!list.includes(v)) {
      list.push(v)
      added = true
    }
  if (added) found.understood.push({ kind, label })
}

/** Weekly budgets: 'under $400 a week', '$350 per week', '400/wk'. */
function readWeekly(tokens: Tokens, found: Found): void {
  for (let i = 0; i < tokens.length; i++) {
    const p = prefix(tokens, i, [...UPPER, ...AROUND])
    const m = money(tokens, i + p)
    if (!m) continue
    let j = i + p + m.n
    const per = prefix(tokens, j, [
      'a week',
      'per week',
      'each week',
      'a wk',
      'per wk',
      'weekly',
      'pw',
      'p w',
      'every week',
    ])
    if (!per) continue
    j += per
    const max = m.value
    const bands = WEEKLY_BANDS.filter((b) => b.max !== null && b.max <= max).map((b) => b.label)
    if (bands.length === 0) continue
    addValues(found, 'weekly_price_range', bands, 'weekly', `Under ${dollars(max)} a week`)
    take(tokens, i, j - i)
  }
}

/** Kilometres: 'under 50,000 km', 'less than 100k kms', 'low kms', 'over 100000 km'. */
function readKm(tokens: Tokens, found: Found): void {
  for (let i = 0; i < tokens.length; i++) {
    const low = prefix(tokens, i, [
      'low kms',
      'low km',
      'low kilometres',
      'low kilometers',
      'low mileage',
      'low ks',
      "low k's",
      'low k',
    ])
    if (low) {
      found.ranges.km = { ...found.ranges.km, max: LOW_KM }
      found.understood.push({ kind: 'km', label: `Under ${formatKm(LOW_KM)}` })
      take(tokens, i, low)
      continue
    }
    const up = prefix(tokens, i, UPPER)
    const down = up ? 0 : prefix(tokens, i, LOWER)
    const c = count(tokens, i + up + down)
    if (!c) continue
    const unitAt = i + up + down + c.n
    const unit = prefix(tokens, unitAt, KM_UNITS)
    if (!unit) continue
    // '30k' with no unit word is money; '50k km' and '50,000 kms' are distance
    if (tokens[unitAt] === 'k' && c.value < 1000) continue
    const end =
      unitAt + unit + prefix(tokens, unitAt + unit, ['on the clock', 'on the odometer', 'on it', 'travelled', 'driven'])
    if (down) {
      found.ranges.km = { ...found.ranges.km, min: c.value }
      found.understood.push({ kind: 'km', label: `Over ${formatKm(c.value)}` })
    } else {
      found.ranges.km = { ...found.ranges.km, max: c.value }
      found.understood.push({ kind: 'km', label: `Under ${formatKm(c.value)}` })
    }
    take(tokens, i, end - i)
  }
}

const isYear = (t: string | null | undefined, now: number) => {
  if (!t || !/^(19|20)\d\d$/.test(t)) return null
  const y = Number(t)
  return y >= 1950 && y <= now + 1 ? y : null
}

/** Years: '2020 or newer', '2018+', 'after 2017', '2015 to 2018', 'late model', 'less than 5 years old', '2021'. */
function readYear(tokens: Tokens, found: Found, nowYear: number): void {
  const set = (range: NumericRange, label: string, i: number, n: number) => {
    found.ranges.year = { ...found.ranges.year, ...range }
    found.understood.push({ kind: 'year', label })
    take(tokens, i, n)
  }
  for (let i = 0; i < tokens.length; i++) {
    const late = prefix(tokens, i, ['late model', 'near new', 'nearly new', 'newish', 'new-ish', 'late-model'])
    if (late) {
      set({ min: nowYear - LATE_MODEL_YEARS }, `${nowYear - LATE_MODEL_YEARS} or newer`, i, late)
      continue
    }
    // 'less than 5 years old', 'under 3 yrs old'
    const up = prefix(tokens, i, ['less than', 'under', 'no more than', 'no older than', 'at most'])
    if (up) {
      const t = tokens[i + up]
      const n = t && /^\d{1,2}$/.test(t) ? Number(t) : t ? NUMBER_WORDS[t] : undefined
      const unit =
        n !== undefined ? prefix(tokens, i + up + 1, ['years old', 'yrs old', 'year old', 'years', 'yrs']) : 0
      if (n !== undefined && unit) {
        set({ min: nowYear - n }, `${nowYear - n} or newer`, i, up + 1 + unit)
        continue
      }
    }
    const after = prefix(tokens, i, ['newer than', 'after', 'later than'])
    const from = after ? 0 : prefix(tokens, i, ['from', 'since', 'no older than'])
    const before = after || from ? 0 : prefix(tokens, i, ['older than', 'before', 'earlier than', 'pre'])
    const lead = after || from || before
    const y = isYear(tokens[i + lead], nowYear)
    if (y === null) continue
    if (after) {
      set({ min: y + 1 }, `${y + 1} or newer`, i, lead + 1)
      continue
    }
    if (before) {
      set({ max: y - 1 }, `${y - 1} or older`, i, lead + 1)
      continue
    }
    const j = i + lead + 1
    if (tokens[j] === '-' || tokens[j] === 'to' || tokens[j] === 'and') {
      const y2 = isYear(tokens[j + 1], nowYear)
      if (y2 !== null) {
        set({ min: Math.min(y, y2), max: Math.max(y, y2) }, `${Math.min(y, y2)} to ${Math.max(y, y2)}`, i, j + 2 - i)
        continue
      }
    }
    const newer = prefix(tokens, j, [
      'or newer',
      'or later',
      'and newer',
      'and up',
      'or above',
      'onwards',
      'onward',
      'and later',
      'or younger',
      '+',
      'plus',
      'on',
    ])
    if (newer || from) {
      set({ min: y }, `${y} or newer`, i, j + newer - i)
      continue
    }
    const older = prefix(tokens, j, ['or older', 'or earlier', 'and older', 'or below'])
    if (older) {
      set({ max: y }, `${y} or older`, i, j + older - i)
      continue
    }
    // a bare year ('2019 km' is read as a distance first)
    set({ min: y, max: y }, String(y), i, 1)
  }
}

/** Seats: '7 seater', 'seven seats', '8-seater', 'at least 7 seats'. */
function readSeats(tokens: Tokens, found: Found): void {
  for (let i = 0; i < tokens.length; i++) {
    const lead = prefix(tokens, i, ['at least', 'minimum', 'min'])
    const t = tokens[i + lead]
    if (!t) continue
    const joined = /^(\d{1,2})-?(seater|seaters|seats|seat)$/.exec(t)
    let n: number | undefined
    let used = 0
    if (joined) {
      n = Number(joined[1])
      used = 1
    } else {
      n = /^\d{1,2}$/.test(t) ? Number(t) : NUMBER_WORDS[t]
      const unit =
        n !== undefined
          ? prefix(tokens, i + lead + 1 + (tokens[i + lead + 1] === '-' ? 1 : 0), [
              'seater',
              'seaters',
              'seats',
              'seat',
              'passenger',
              'passengers',
            ])
          : 0
      if (!unit) continue
      used = 1 + (tokens[i + lead + 1] === '-' ? 1 : 0) + unit
    }
    if (n === undefined || n < 2 || n > 15) continue
    found.ranges.seats = { min: n }
    found.understood.push({ kind: 'seats', label: `${n} seats or more` })
    take(tokens, i, lead + used)
  }
}

/** Prices: '$20-30k', 'between 20 and 30 grand', 'under 30k', 'over $40,000', 'around $25,000', '$25k'. */
function readPrice(tokens: Tokens, found: Found): void {
  const set = (range: NumericRange, label: string, i: number, n: number) => {
    found.ranges.price = { ...found.ranges.price, ...range }
    found.understood.push({ kind: 'price', label })
    take(tokens, i, n)
  }
  for (let i = 0; i < tokens.length; i++) {
    const between = prefix(tokens, i, ['between'])
    const a = money(tokens, i + between)
    if (a) {
      const j = i + between + a.n
      if (tokens[j] === '-' || tokens[j] === 'to' || tokens[j] === 'and') {
        const b = money(tokens, j + 1)
        if (b && (a.explicit || b.explicit)) {
          // '$20-30k': the thousands of the second apply to the first
          const lo = b.value >= 1000 && a.value < 1000 ? a.value * 1000 : a.value
          const hi = b.value < 1000 && a.value >= 1000 ? b.value * 1000 : b.value
          if (lo > 0 && hi >= lo) {
            set({ min: lo, max: hi }, `${dollars(lo)} to ${dollars(hi)}`, i, j + 1 + b.n - i)
            continue
          }
        }
      }
    }
    const up = prefix(tokens, i, UPPER)
    const down = up ? 0 : prefix(tokens, i, LOWER)
    const near = up || down ? 0 : prefix(tokens, i, AROUND)
    const lead = up || down || near
    const m = money(tokens, i + lead)
    if (!m) continue
    // after a price word a number is a price ('under 30' is thousands); alone it must say so ('$25k', not '1500')
    if (!lead && !m.marked) continue
    const value = m.value < 1000 ? m.value * 1000 : m.value
    const n = lead + m.n
    if (down) set({ min: value }, `Over ${dollars(value)}`, i, n)
    else if (near)
      set(
        { min: Math.round(value * (1 - AROUND_SHARE)), max: Math.round(value * (1 + AROUND_SHARE)) },
        `Around ${dollars(value)}`,
        i,
        n,
      )
    else set({ max: value }, `Under ${dollars(value)}`, i, n)
  }
}

/** Word lists: the longest phrase first at each position. */
function readWords(tokens: Tokens, found: Found, p: Prepared): void {
  type Rule = { phrase: string; apply: () => void }
  const rules: Rule[] = []
  for (const [phrases, bodies] of BODY_WORDS)
    for (const phrase of phrases)
      rules.push({
        phrase,
        apply: () => {
          const values = p.value('body', bodies)
          addValues(found, 'body', values, 'body', BODY_TYPES[bodies[0]!])
        },
      })
  const simple = (
    list: [string[], string][],
    attr: 'fuel' | 'transmission' | 'drive' | 'colour',
    kind: UnderstoodKind,
  ) => {
    for (const [phrases, value] of list)
      for (const phrase of phrases)
        rules.push({ phrase, apply: () => addValues(found, attr, p.value(attr, [value]), kind, value) })
  }
  simple(FUEL_WORDS, 'fuel', 'fuel')
  simple(TRANSMISSION_WORDS, 'transmission', 'transmission')
  simple(DRIVE_WORDS, 'drive', 'drive')
  simple(COLOURS, 'colour', 'colour')
  for (const [phrases, type] of CAR_TYPE_WORDS)
    for (const phrase of phrases)
      rules.push({
        phrase,
        apply: () =>
          addValues(found, 'car_type', [type], 'car_type', type === 'new' ? 'New' : type === 'demo' ? 'Demo' : 'Used'),
      })
  for (const [phrases, sort, label] of SORT_WORDS)
    for (const phrase of phrases)
      rules.push({
        phrase,
        apply: () => {
          if (found.sortBy) return
          found.sortBy = sort
          found.understood.push({ kind: 'sort', label })
        },
      })
  rules.sort((a, b) => b.phrase.split(' ').length - a.phrase.split(' ').length)
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === null) continue
    for (const rule of rules) {
      const n = at(tokens, i, rule.phrase)
      if (!n) continue
      rule.apply()
      take(tokens, i, n)
      break
    }
  }
}

/** Makes and models: up to three words spelling a name (by letters and digits), a nickname, or one word misspelt. */
function readNames(tokens: Tokens, found: Found, p: Prepared): void {
  const addName = (hit: { make: string; model: string | null }) => {
    addValues(found, 'make', [hit.make], 'make', hit.make)
    if (hit.model) addValues(found, 'model', [hit.model], 'model', hit.model)
  }
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === null) continue
    let matched = false
    for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
      const span = tokens.slice(i, i + n)
      if (span.some((t) => t === null)) continue
      const key = compact(span.join(''))
      // digits alone are never a name ('3' is not the Mazda3)
      if (!/\p{L}/u.test(key)) continue
      const hit = p.names.get(key)
      // a model named like a word of the sentence's own ('Up', 'Go') only when it comes with more
      if (!hit || (n === 1 && hit.model !== null && p.known.has(key))) continue
      addName(hit)
      take(tokens, i, n)
      matched = true
      break
    }
    if (matched) continue
    const word = tokens[i]!
    const key = compact(word)
    const allowance = typoAllowance(key.length)
    if (allowance === 0 || !/^\p{L}+$/u.test(key) || p.known.has(key)) continue
    let best: { term: (typeof p.terms)[number]; d: number } | null = null
    for (const term of p.terms) {
      // a misspelt word is a name of letters ('series' is not the '3 Series')
      if (!/^\p{L}+$/u.test(term.key)) continue
      const d = editDistance(key, term.key, allowance)
      if (d <= allowance && (!best || d < best.d)) best = { term, d }
    }
    if (best) {
      addName(best.term)
      found.misspelt.push({ original: word, corrected: best.term.model ?? best.term.make })
      take(tokens, i, 1)
    }
  }
}

/**
 * 'postcode 2750', 'near 2150': the tenant's location nearest that postcode. With a word before it, or a number no year
 * could be ('2750'); 'in 2019' is a year.
 */
function readPostcode(tokens: Tokens, found: Found, vocabulary: AskVocabulary, cued: boolean, nowYear: number): void {
  const locations = vocabulary.locations ?? []
  if (!vocabulary.postcodePoint || locations.length === 0) return
  for (let i = 0; i < tokens.length; i++) {
    const lead = prefix(tokens, i, ['postcode', 'post code', 'pc', 'near', 'around', 'close to', 'nearby'])
    const t = tokens[i + lead]
    if (!t || !isPostcode(t) || (cued ? lead === 0 : lead > 0 || isYear(t, nowYear) !== null)) continue
    const point = vocabulary.postcodePoint(t)
    const nearest = point ? nearestLocations(point, locations, 1)[0] : undefined
    if (!nearest || nearest.distanceKm === null) continue
    addValues(found, 'location_name', [nearest.name], 'location', `Near ${t}`)
    take(tokens, i, lead + 1)
  }
}

/** 'near Penrith', 'in Parramatta', 'around chatswood': the tenant's locations named by that place. */
function readPlace(tokens: Tokens, found: Found, p: Prepared): void {
  for (let i = 0; i < tokens.length; i++) {
    const lead = prefix(tokens, i, ['near', 'in', 'at', 'around', 'close to', 'nearby', 'from'])
    const place = tokens[i + lead]
    if (!place) continue
    const locations = p.places.get(place)
    if (!locations) continue
    addValues(found, 'location_name', locations, 'location', `Near ${place[0]!.toUpperCase()}${place.slice(1)}`)
    take(tokens, i, lead + 1)
  }
}

/**
 * The sentence's filters on top of `base` (its text replaced by the words not understood). `now` places "late model"
 * and "less than 5 years old".
 */
export function understand(
  sentence: string,
  vocabulary: AskVocabulary,
  base: VehicleQuery,
  now: Date = new Date(),
): Understood {
  const p = prepare(vocabulary)
  const tokens: Tokens = tokenise(sentence)
  const found: Found = { refinements: {}, ranges: {}, sortBy: null, understood: [], misspelt: [] }
  readNames(tokens, found, p)
  readWeekly(tokens, found)
  readKm(tokens, found)
  readSeats(tokens, found)
  readPostcode(tokens, found, vocabulary, true, now.getUTCFullYear())
  readYear(tokens, found, now.getUTCFullYear())
  readPostcode(tokens, found, vocabulary, false, now.getUTCFullYear())
  readPrice(tokens, found)
  readPlace(tokens, found, p)
  readWords(tokens, found, p)
  const rest = tokens.filter((t): t is string => t !== null && !FILLER.has(t) && t !== '$' && t !== '-' && t !== '+')
  const refinements = { ...base.refinements }
  for (const [attr, values] of Object.entries(found.refinements) as [RefinementAttribute, string[]][])
    refinements[attr] = [...new Set([...(refinements[attr] ?? []), ...values])]
  return {
    query: {
      ...base,
      query: rest.join(' '),
      refinements,
      ranges: { ...base.ranges, ...found.ranges },
      sortBy: found.sortBy ?? base.sortBy,
      page: 1,
    },
    // chips in one order whatever the sentence's: make, model, body, … (UNDERSTOOD_KINDS)
    understood: [...found.understood].sort(
      (a, b) => UNDERSTOOD_KINDS.indexOf(a.kind) - UNDERSTOOD_KINDS.indexOf(b.kind),
    ),
    misspelt: found.misspelt,
  }
}

/** What a search's text was read as: the chips' words, the names it misspelt, and the search as filters. */
export interface SentenceRead {
  filters: Understanding[]
  misspelt: Misspelling[]
  /** The search with what was understood as filters and the rest as its text, as the search pages' parameters. */
  parameters: string
}

/**
 * A search as the site runs it: its text read (understand) unless the shopper asked for it as typed (`exact`), the
 * text is empty, or it is longer than a sentence is read (then all of it is searched as text, nothing cut off).
 * `read` is null when nothing was understood: the search is the one asked.
 *   readSearch({ …query, query: 'hilux under 40k' }, vocabulary)
 *     → { query: { make Toyota, model HiLux, price ≤ 40,000, query '' }, read: { filters: [Toyota, HiLux, Under
 *       $40,000], misspelt: [], parameters: 'refinementList%5Bmake%5D%5B0%5D=Toyota&…' } }
 */
export function readSearch(
  query: VehicleQuery,
  vocabulary: AskVocabulary,
  now: Date = new Date(),
): { query: VehicleQuery; read: SentenceRead | null } {
  const text = query.query.trim()
  if (query.exact || text === '' || text.length > ASK_MAX) return { query, read: null }
  const result = understand(text, vocabulary, query, now)
  if (result.understood.length === 0) return { query, read: null }
  return {
    query: result.query,
    read: {
      filters: result.understood,
      misspelt: result.misspelt,
      parameters: toSearchParams(result.query).toString(),
    },
  }
}
