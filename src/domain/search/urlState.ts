/**
 * The URL is the search state (docs/architecture/search.md "The request"; RTE-04..07, SRP-20), in InstantSearch's
 * format:
 *   ?query=hilux&refinementList[make][0]=Toyota&refinementList[make][1]=Ford&range[price]=10000:30000
 *    &sortBy=price:asc&hitsPerPage=42&page=2
 * parseSearchParams validates it into one VehicleQuery (or lists every bad parameter); toSearchParams writes it back
 * canonically; queryKey is the cache key; parseLandingPath / buildSearchPath handle /search/{…} landing paths.
 */
import { BODY_TYPES, bodyLabel, bodySlug } from '../bodyTypes'
import { carTypeLabel } from '../carTypes'
import { slugify } from '../slug'
import {
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SORT,
  MAX_HITS_PER_PAGE,
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  SORT_KEYS,
  type CarType,
  type NumericRange,
  type RangeAttribute,
  type RefinementAttribute,
  type VehicleQuery,
} from './types'

export const MAX_QUERY_LENGTH = 200
export const MAX_PAGE = 1000
export const MAX_REFINEMENT_VALUES = 50
export const MAX_REFINEMENT_VALUE_LENGTH = 100

export type ParamError = { param: string; message: string }
export type ParseResult = { ok: true; query: VehicleQuery } | { ok: false; errors: ParamError[] }
export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>

export const EMPTY_QUERY: VehicleQuery = {
  query: '',
  refinements: {},
  ranges: {},
  sortBy: DEFAULT_SORT,
  page: 1,
  hitsPerPage: DEFAULT_HITS_PER_PAGE,
}

// Hand-written validators (no zod): this module runs in the browser (SearchExperience, SearchControls), and zod
// would add ~50 KB gzip to every page with search controls. Each check returns the value or an error message.
type Check<T> = { ok: true; value: T } | { ok: false; message: string }
const pass = <T>(value: T): Check<T> => ({ ok: true, value })
const fail = (message: string): Check<never> => ({ ok: false, message })

const wholeNumber =
  (param: string, min: number, max: number) =>
  (raw: string): Check<number> => {
    const message = `${param} must be a whole number from ${min} to ${max}`
    const text = raw.trim()
    if (!/^\d+$/.test(text)) return fail(message)
    const n = Number(text)
    return Number.isSafeInteger(n) && n >= min && n <= max ? pass(n) : fail(message)
  }

const SORT_SET: ReadonlySet<string> = new Set(SORT_KEYS)

const SCALARS = {
  query: (raw: string): Check<string> => {
    const text = raw.trim()
    return text.length <= MAX_QUERY_LENGTH ? pass(text) : fail(`query must be at most ${MAX_QUERY_LENGTH} characters`)
  },
  page: wholeNumber('page', 1, MAX_PAGE),
  hitsPerPage: wholeNumber('hitsPerPage', 1, MAX_HITS_PER_PAGE),
  sortBy: (raw: string): Check<VehicleQuery['sortBy']> =>
    SORT_SET.has(raw) ? pass(raw as VehicleQuery['sortBy']) : fail(`sortBy must be one of ${SORT_KEYS.join(', ')}`),
  /** exact=1: search the keyword as typed, without spelling correction (the "Search instead for …" link). */
  exact: (raw: string): Check<boolean> =>
    raw === '1' || raw === 'true'
      ? pass(true)
      : raw === '0' || raw === 'false'
        ? pass(false)
        : fail('exact must be 1 or 0'),
} as const

const refinementValues =
  (param: string) =>
  (raw: string[]): Check<string[]> => {
    const values = [...new Set(raw.map((v) => v.trim()).filter((v) => v !== ''))]
    if (values.some((v) => v.length > MAX_REFINEMENT_VALUE_LENGTH))
      return fail(`${param} values must be at most ${MAX_REFINEMENT_VALUE_LENGTH} characters`)
    if (values.length > MAX_REFINEMENT_VALUES) return fail(`${param} may have at most ${MAX_REFINEMENT_VALUES} values`)
    return pass(values)
  }

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/

const rangeValue =
  (param: string) =>
  (input: string): Check<NumericRange> => {
    const raw = input.trim()
    if (raw === '') return pass({})
    const parts = raw.split(':')
    const bad = () => fail(`${param} must look like min:max with numbers`)
    if (parts.length !== 2) return bad()
    const [lo, hi] = parts.map((p) => p.trim()) as [string, string]
    if ((lo !== '' && !NUMBER.test(lo)) || (hi !== '' && !NUMBER.test(hi))) return bad()
    const range: NumericRange = {}
    if (lo !== '') range.min = Number(lo)
    if (hi !== '') range.max = Number(hi)
    if (range.min !== undefined && range.max !== undefined && range.min > range.max)
      return fail(`${param} min must not be greater than max`)
    return pass(range)
  }

type ScalarValue<K extends keyof typeof SCALARS> = ReturnType<(typeof SCALARS)[K]> extends Check<infer T> ? T : never

function entriesOf(params: SearchParamsInput): [string, string][] {
  if (params instanceof URLSearchParams) return [...params.entries()]
  const out: [string, string][] = []
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) out.push([key, v])
  }
  return out
}

const REFINEMENT_KEY = /^refinementList\[([^\]]*)\](?:\[(\d*)\])?$/
const RANGE_KEY = /^range\[([^\]]*)\]$/

/**
 * Plain parameters a dealer's or an advert's link may use for a refinement, read as one more value of it:
 *   ?make=Toyota&model=Corolla → refinementList[make][0]=Toyota&refinementList[model][0]=Corolla
 * Not `state` or `city`: words other links (sign-in callbacks, trackers) carry, which must not turn a page into a search.
 * The results page writes the address back in the InstantSearch format (buildSearchPath).
 */
export const REFINEMENT_ALIASES = [
  'make',
  'model',
  'badge',
  'body',
  'car_type',
  'colour',
  'fuel',
  'transmission',
  'drive',
  'location_name',
] as const satisfies readonly RefinementAttribute[]

function isRefinementAlias(key: string): key is (typeof REFINEMENT_ALIASES)[number] {
  return (REFINEMENT_ALIASES as readonly string[]).includes(key)
}

function isRefinementAttribute(a: string): a is RefinementAttribute {
  return (REFINEMENT_ATTRIBUTES as readonly string[]).includes(a)
}
function isRangeAttribute(a: string): a is RangeAttribute {
  return (RANGE_ATTRIBUTES as readonly string[]).includes(a)
}

/**
 * Parse and validate the URL's search state. Unrelated parameters (utm_source, …) are ignored; an unknown
 * refinementList or range attribute is an error naming it; a plain alias (REFINEMENT_ALIASES: make=Toyota) adds its
 * value after the attribute's refinementList values. An empty range (`range[price]=` or `:`) means no range. A scalar
 * given twice uses its first value. Empty `page`, `sortBy` or `hitsPerPage` mean "not set". `defaults` fill only what the URL does not set (SRP-20):
 * per refinement / range attribute, and per scalar.
 */
export function parseSearchParams(params: SearchParamsInput, defaults: Partial<VehicleQuery> = {}): ParseResult {
  const errors: ParamError[] = []
  const scalars: Partial<Record<keyof typeof SCALARS, string>> = {}
  const lists = new Map<string, { index: number; order: number; value: string }[]>()
  const ranges = new Map<string, string>()

  entriesOf(params).forEach(([key, value], order) => {
    if (key in SCALARS) {
      const k = key as keyof typeof SCALARS
      if (scalars[k] === undefined) scalars[k] = value
      return
    }
    if (isRefinementAlias(key)) {
      const bucket = lists.get(key) ?? []
      bucket.push({ index: Number.MAX_SAFE_INTEGER, order, value })
      lists.set(key, bucket)
      return
    }
    const list = REFINEMENT_KEY.exec(key)
    if (list) {
      const attr = list[1]!
      if (!isRefinementAttribute(attr)) {
        errors.push({
          param: key,
          message: `refinementList[${attr}] is not a filter; use one of ${REFINEMENT_ATTRIBUTES.join(', ')}`,
        })
        return
      }
      const index = list[2] ? Number(list[2]) : Number.MAX_SAFE_INTEGER
      const bucket = lists.get(attr) ?? []
      bucket.push({ index, order, value })
      lists.set(attr, bucket)
      return
    }
    const range = RANGE_KEY.exec(key)
    if (range) {
      const attr = range[1]!
      if (!isRangeAttribute(attr)) {
        errors.push({
          param: key,
          message: `range[${attr}] is not a range filter; use one of ${RANGE_ATTRIBUTES.join(', ')}`,
        })
        return
      }
      if (!ranges.has(attr)) ranges.set(attr, value)
    }
  })

  const query: VehicleQuery = {
    query: defaults.query ?? EMPTY_QUERY.query,
    refinements: {},
    ranges: {},
    sortBy: defaults.sortBy ?? EMPTY_QUERY.sortBy,
    page: defaults.page ?? EMPTY_QUERY.page,
    hitsPerPage: defaults.hitsPerPage ?? EMPTY_QUERY.hitsPerPage,
  }

  const scalar = <K extends keyof typeof SCALARS>(
    key: K,
    assign: (v: ScalarValue<K>) => void,
    emptyIsUnset: boolean,
  ) => {
    const raw = scalars[key]
    if (raw === undefined || (emptyIsUnset && raw.trim() === '')) return
    const parsed = (SCALARS[key] as (raw: string) => Check<ScalarValue<K>>)(raw)
    if (parsed.ok) assign(parsed.value)
    else errors.push({ param: key, message: parsed.message })
  }
  scalar('query', (v) => (query.query = v), false)
  scalar('page', (v) => (query.page = v), true)
  scalar('hitsPerPage', (v) => (query.hitsPerPage = v), true)
  scalar('sortBy', (v) => (query.sortBy = v), true)
  scalar(
    'exact',
    (v) => {
      if (v) query.exact = true
    },
    true,
  )

  for (const attr of REFINEMENT_ATTRIBUTES) {
    const bucket = lists.get(attr)
    if (!bucket) {
      const fallback = defaults.refinements?.[attr]
      if (fallback && fallback.length > 0) query.refinements[attr] = [...fallback]
      continue
    }
    const param = `refinementList[${attr}]`
    const ordered = bucket.sort((a, b) => a.index - b.index || a.order - b.order).map((e) => e.value)
    const parsed = refinementValues(param)(ordered)
    if (!parsed.ok) {
      errors.push({ param, message: parsed.message })
      continue
    }
    if (parsed.value.length > 0) query.refinements[attr] = parsed.value
  }

  for (const attr of RANGE_ATTRIBUTES) {
    const raw = ranges.get(attr)
    if (raw === undefined) {
      const fallback = defaults.ranges?.[attr]
      if (fallback && (fallback.min !== undefined || fallback.max !== undefined)) query.ranges[attr] = { ...fallback }
      continue
    }
    const param = `range[${attr}]`
    const parsed = rangeValue(param)(raw)
    if (!parsed.ok) {
      errors.push({ param, message: parsed.message })
      continue
    }
    if (parsed.value.min !== undefined || parsed.value.max !== undefined) query.ranges[attr] = parsed.value
  }

  return errors.length > 0 ? { ok: false, errors } : { ok: true, query }
}

/** The parameter name a URL entry is validated (and reported) under: 'page', 'refinementList[make]', 'range[km]'. */
function paramNameOf(key: string): string | null {
  if (key in SCALARS) return key
  if (isRefinementAlias(key)) return `refinementList[${key}]`
  const list = REFINEMENT_KEY.exec(key)
  if (list) return `refinementList[${list[1]}]`
  const range = RANGE_KEY.exec(key)
  if (range) return `range[${range[1]}]`
  return null
}

/** Does this URL entry belong to the search state (RTE-07), as opposed to utm_source, fbclid and the like? */
export function isSearchStateParam(key: string): boolean {
  return paramNameOf(key) !== null
}

export interface InitialSearchState {
  query: VehicleQuery
  /** The parameters that were ignored, with why; empty when the whole URL was usable. */
  errors: ParamError[]
}

/**
 * SRP-20: the filter state a results page starts from. "Persisted" attributes are the ones the visitor's address
 * carries, which is where this site keeps search state (RTE-07): the landing path's filters (/search/used-cars →
 * car_type used; /search/toyota/hilux → make and model) and the query string. Layers, later wins per attribute:
 *   1. defaults: `defaults` (the site's, if any) over EMPTY_QUERY — only where nothing is persisted;
 *   2. the landing path's refinements;
 *   3. the query string, per refinement / range attribute and per scalar (an attribute the URL sets to nothing,
 *      `refinementList[car_type][0]=`, is persisted as "none" and overrides 1 and 2).
 * A bad parameter is reported and only that attribute falls back (to the landing value, else the default): the
 * rest of the address still applies. Later changes keep persisting: the controls build the next URL from the whole
 * current state (buildSearchPath), so /search/used-cars + make Toyota → /search/toyota?refinementList[car_type][0]=used;
 * only removing a filter (or Clear filters) drops it.
 */
export function initialSearchState(
  params: SearchParamsInput,
  persisted: { refinements?: VehicleQuery['refinements'] } = {},
  defaults: Partial<VehicleQuery> = {},
): InitialSearchState {
  const base: Partial<VehicleQuery> = {
    ...defaults,
    refinements: { ...(defaults.refinements ?? {}), ...(persisted.refinements ?? {}) },
    ranges: { ...(defaults.ranges ?? {}) },
  }
  let entries = entriesOf(params)
  const errors: ParamError[] = []
  // Each pass drops the parameters the previous one rejected; two passes suffice, the third is a safety net.
  for (let pass = 0; pass < 3; pass++) {
    const result = parseSearchParams(new URLSearchParams(entries), base)
    if (result.ok) return { query: result.query, errors }
    errors.push(...result.errors)
    const bad = new Set(result.errors.map((e) => e.param))
    entries = entries.filter(([key]) => !bad.has(key) && !bad.has(paramNameOf(key) ?? key))
  }
  const fallback = parseSearchParams(new URLSearchParams(), base)
  return { query: fallback.ok ? fallback.query : { ...EMPTY_QUERY }, errors }
}

// ── RTE-01: the home page ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * RTE-01: '/' is the home page; with no query parameters (or only ones that are not search state, such as
 * utm_source) it is not a search. When it does carry search state (/?refinementList[make][0]=Toyota, /?query=ute)
 * the visitor asked for results, so the home page sends them to /search with the whole query string (tracking
 * parameters included); the search page validates it and shows the results. null = render the home page.
 */
export function homeSearchRedirect(params: SearchParamsInput): string | null {
  const entries = entriesOf(params)
  if (!entries.some(([key]) => isSearchStateParam(key))) return null
  return `/search?${new URLSearchParams(entries).toString()}`
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function sortedValues(values: string[] | undefined): string[] {
  return [...new Set(values ?? [])].sort(compare)
}

function formatRange(range: NumericRange | undefined): string | null {
  if (!range || (range.min === undefined && range.max === undefined)) return null
  return `${range.min ?? ''}:${range.max ?? ''}`
}

/**
 * The canonical query string: query, refinementList (attributes in REFINEMENT_ATTRIBUTES order, values sorted),
 * range (RANGE_ATTRIBUTES order), sortBy unless the default, hitsPerPage unless 21, page unless 1 (RTE-06).
 * `omit` drops refinement attributes already carried by a landing path.
 */
export function toSearchParams(query: VehicleQuery, opts: { omit?: RefinementAttribute[] } = {}): URLSearchParams {
  const out = new URLSearchParams()
  const q = query.query.trim()
  if (q !== '') out.append('query', q)
  if (q !== '' && query.exact) out.append('exact', '1')
  for (const attr of REFINEMENT_ATTRIBUTES) {
    if (opts.omit?.includes(attr)) continue
    sortedValues(query.refinements[attr]).forEach((value, i) => out.append(`refinementList[${attr}][${i}]`, value))
  }
  for (const attr of RANGE_ATTRIBUTES) {
    const range = formatRange(query.ranges[attr])
    if (range !== null) out.append(`range[${attr}]`, range)
  }
  if (query.sortBy !== DEFAULT_SORT) out.append('sortBy', query.sortBy)
  if (query.hitsPerPage !== DEFAULT_HITS_PER_PAGE) out.append('hitsPerPage', String(query.hitsPerPage))
  if (query.page !== 1) out.append('page', String(query.page))
  return out
}

/**
 * The results page of some refinements, in the URL state format:
 *   searchPathOf({ make: ['Toyota'], model: ['Corolla'] })
 *   → '/search?refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmodel%5D%5B0%5D=Corolla'
 */
export function searchPathOf(refinements: VehicleQuery['refinements']): string {
  const qs = toSearchParams({ ...EMPTY_QUERY, refinements }).toString()
  return qs ? `/search?${qs}` : '/search'
}

/** A stable cache key: the same search gives the same key whatever order its values arrived in (SRP-25). */
export function queryKey(query: VehicleQuery): string {
  const refinements: [string, string[]][] = []
  for (const attr of REFINEMENT_ATTRIBUTES) {
    const values = sortedValues(query.refinements[attr])
    if (values.length > 0) refinements.push([attr, values])
  }
  const ranges: [string, number | null, number | null][] = []
  for (const attr of RANGE_ATTRIBUTES) {
    const r = query.ranges[attr]
    if (r && (r.min !== undefined || r.max !== undefined)) ranges.push([attr, r.min ?? null, r.max ?? null])
  }
  return JSON.stringify({
    q: query.query.trim(),
    ...(query.exact && query.query.trim() !== '' ? { x: 1 } : {}),
    f: refinements,
    r: ranges,
    s: query.sortBy,
    p: query.page,
    h: query.hitsPerPage,
  })
}

// ── Landing paths (RTE-02..05) ────────────────────────────────────────────────────────────────────────────────────

export interface LandingKnown {
  makes: string[]
  /** Known models by make name (any case). */
  models: Record<string, string[]>
  dealerships: { slug: string; name: string }[]
  /** Known simple_body values, e.g. 'SUV', 'People Mover'. */
  bodies: string[]
}

export interface Landing {
  refinements: VehicleQuery['refinements']
  title: string
}

const CAR_TYPE_ORDER: CarType[] = ['new', 'demo', 'used']

/** Car-type landing slugs (RTE-02, RTE-03) → the car types, in new, demo, used order. */
export const CAR_TYPE_LANDINGS: Record<string, CarType[]> = {
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'used-cars': ['used'],
  'new-and-demo-cars': ['new', 'demo'],
  'new-used-and-demo-cars': ['new', 'demo', 'used'],
}

const CAR_TYPE_TITLES: Record<string, string> = {
  'new-cars': 'New Cars',
  'demo-cars': 'Demo Cars',
  'used-cars': 'Used Cars',
  'new-and-demo-cars': 'New & Demo Cars',
  'new-used-and-demo-cars': 'New, Used & Demo Cars',
}

function carTypeSlug(types: string[]): string | null {
  const set = new Set(types)
  const ordered = CAR_TYPE_ORDER.filter((t) => set.has(t))
  if (ordered.length !== set.size || ordered.length === 0) return null
  for (const [slug, list] of Object.entries(CAR_TYPE_LANDINGS)) {
    if (list.length === ordered.length && list.every((t, i) => t === ordered[i])) return slug
  }
  return null
}

/** 'SUV' → 'SUVs', 'Sedan' → 'Sedans', 'Hatch' → 'Hatches', 'Cab Chassis' → 'Cab Chassis'. */
export function pluralise(word: string): string {
  if (/s$/i.test(word)) return word
  if (/(ch|sh|x|z)$/i.test(word)) return `${word}es`
  return `${word}s`
}

function findBySlug(values: string[], segment: string): string | undefined {
  return values.find((v) => slugify(v) === segment)
}

function modelsOf(known: LandingKnown, make: string): string[] {
  const key = Object.keys(known.models).find((k) => k.toLowerCase() === make.toLowerCase())
  return key ? (known.models[key] ?? []) : []
}

/**
 * /search/{…} path segments → the refinements they stand for and a page title; null when unknown (404).
 * First match wins: car-type slug, dealership slug, make (then make/model), simple_body.
 *   ['used-cars'] → car_type [used], 'Used Cars'   ['toyota', 'hilux'] → make Toyota, model HiLux, 'Toyota HiLux'
 *   ['suv'] → body [SUV], 'SUVs'                   [] → no refinements, 'All Vehicles' (plain /search)
 */
export function parseLandingPath(segments: string[], known: LandingKnown): Landing | null {
  const parts = segments.map((s) => {
    try {
      return decodeURIComponent(s).trim().toLowerCase()
    } catch {
      return s.trim().toLowerCase()
    }
  })
  if (parts.some((p) => p === '')) return null
  if (parts.length === 0) return { refinements: {}, title: 'All Vehicles' }
  const [first, second] = parts as [string, string | undefined]
  if (parts.length > 2) return null

  if (parts.length === 1) {
    const types = CAR_TYPE_LANDINGS[first]
    if (types) return { refinements: { car_type: [...types] }, title: CAR_TYPE_TITLES[first]! }
    const generic = /^([a-z]+)-cars$/.exec(first)
    if (generic && (CAR_TYPE_ORDER as string[]).includes(generic[1]!)) {
      const t = generic[1] as CarType
      return { refinements: { car_type: [t] }, title: `${carTypeLabel(t)} Cars` }
    }
    const dealership = known.dealerships.find((d) => d.slug.toLowerCase() === first)
    if (dealership) return { refinements: { dealership_name: [dealership.name] }, title: dealership.name }
  }

  const make = findBySlug(known.makes, first)
  if (make) {
    if (second === undefined) return { refinements: { make: [make] }, title: make }
    const model = findBySlug(modelsOf(known, make), second)
    return model ? { refinements: { make: [make], model: [model] }, title: `${make} ${model}` } : null
  }
  if (second !== undefined) return null

  // A body type of the product's vocabulary stays a landing page when the tenant has none in stock right now (its
  // navigation links must not turn into 404s when the last one sells): the search then finds nothing.
  const body =
    known.bodies.find((b) => bodySlug(b) === first) ?? Object.keys(BODY_TYPES).find((b) => bodySlug(b) === first)
  if (body) return { refinements: { body: [body] }, title: pluralise(bodyLabel(body)) }
  return null
}

function single(values: string[] | undefined): string | null {
  const unique = [...new Set(values ?? [])]
  return unique.length === 1 ? unique[0]! : null
}

/**
 * The shareable URL of a search (RTE-04..06): the landing path the filters allow, the rest in the query string.
 *   dealership_name [X] and no make/model/body/car_type → /search/{X's slug}
 *   one known make + one of its known models            → /search/{make}/{model}
 *   one known make                                      → /search/{make}
 *   one known body                                      → /search/{body}
 *   car types forming a landing (used, new+demo, …)     → /search/used-cars, /search/new-and-demo-cars, …
 *   otherwise                                           → /search
 * parseLandingPath(path) + parseSearchParams(query string) gives the same search back.
 */
export function buildSearchPath(query: VehicleQuery, known: LandingKnown): string {
  const r = query.refinements
  const has = (a: RefinementAttribute) => (r[a]?.length ?? 0) > 0
  let segments: string[] = []
  let omit: RefinementAttribute[] = []

  const dealershipName = single(r.dealership_name)
  const dealership = dealershipName ? known.dealerships.find((d) => d.name === dealershipName) : undefined
  const makeValue = single(r.make)
  const make = makeValue ? known.makes.find((m) => m === makeValue) : undefined
  const modelValue = single(r.model)
  const model = make && modelValue ? modelsOf(known, make).find((m) => m === modelValue) : undefined
  const bodyValue = single(r.body)
  const body = bodyValue ? known.bodies.find((b) => b === bodyValue) : undefined
  const carTypes = carTypeSlug(r.car_type ?? [])

  if (dealership && !has('make') && !has('model') && !has('body') && !has('car_type')) {
    segments = [dealership.slug]
    omit = ['dealership_name']
  } else if (make && model) {
    segments = [slugify(make), slugify(model)]
    omit = ['make', 'model']
  } else if (make) {
    segments = [slugify(make)]
    omit = ['make']
  } else if (body) {
    segments = [bodySlug(body)]
    omit = ['body']
  } else if (carTypes) {
    segments = [carTypes]
    omit = ['car_type']
  }

  const path = ['/search', ...segments].join('/')
  const qs = toSearchParams(query, { omit }).toString()
  return qs ? `${path}?${qs}` : path
}

/**
 * RTE-09: /models?body={body-type}: spaces become hyphens, ampersands are removed, lowercase; repeated hyphens
 * collapse and edge hyphens go, so 'People & Mover' → 'people-mover' (not 'people--mover'), 'Cab Chassis' →
 * 'cab-chassis'.
 */
export function normaliseBodyParam(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, '-')
    .replace(/&/g, '')
    .toLowerCase()
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
}
