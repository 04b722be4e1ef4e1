/**
 * The in-process half of `npm run bench:search` (scripts/bench-search.mjs runs it with `payload run` against a
 * scratch database; never point it at a real one: it inserts synthetic tenants and search documents).
 * Creates the bench tenants (Local API), seeds synthetic SearchDocs straight into search_documents in batched
 * INSERT … SELECT FROM json_populate_recordset, then times PostgresSearchEngine.search (no result cache) over a
 * fixed query mix per measured tenant. Writes the figures as JSON to BENCH_RESULT_FILE.
 *
 * Env: BENCH_DOCS (50000), BENCH_TENANTS (20), BENCH_SMALL (5000), BENCH_BIG (0 or 50000), BENCH_REPS (200),
 * BENCH_WARMUP (20), BENCH_SEED (1), BENCH_FACET_MAX_BYTES (the engine's default bound), BENCH_EXPLAIN (a file for
 * EXPLAIN ANALYZE of every measured query class's statements).
 */
import { pgPoolOf } from '@/lib/db/pool'
import fs from 'node:fs'

import { getPayload } from 'payload'
import type { Pool } from 'pg'

import config from '../../payload.config'
import type { SearchDoc, SortKey, TenantScope, VehicleQuery } from '../domain/search/types'
import { DEFAULT_HITS_PER_PAGE } from '../domain/search/types'
import { toSearchParams } from '../domain/search/urlState'

import { COLUMN_LIST, toRow } from './columns'
import { PostgresSearchEngine } from './postgres/engine'
import { facetsSql, hitsSql } from './postgres/sql'
import { FACET_INDEX_MAX_BYTES } from './postgres/facetIndex'

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name])
  return Number.isFinite(v) && process.env[name] !== '' && process.env[name] !== undefined ? v : fallback
}
const DOCS = num('BENCH_DOCS', 50_000)
const TENANTS = Math.max(2, num('BENCH_TENANTS', 20))
const SMALL = Math.min(num('BENCH_SMALL', 5_000), DOCS)
const BIG = num('BENCH_BIG', 0)
const REPS = num('BENCH_REPS', 200)
const WARMUP = num('BENCH_WARMUP', 20)
const resultFile = process.env.BENCH_RESULT_FILE
/** Filler tenants generated per INSERT statement (progress is printed between them). */
const GENERATE_TENANTS = 20
/** The facet indexes' memory bound while every tenant is searched once (default: the engine's own). */
const FACET_MAX_BYTES = num('BENCH_FACET_MAX_BYTES', FACET_INDEX_MAX_BYTES)
/** Where to write EXPLAIN ANALYZE of each measured class's statements (unset: none). */
const EXPLAIN_FILE = process.env.BENCH_EXPLAIN
const isMeasured = (slug: string) => slug === 'bench-00' || slug === 'bench-big'

// ---- deterministic PRNG (mulberry32) ----
let state = num('BENCH_SEED', 1) >>> 0
function rand(): number {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!
/** Zipf-ish: early entries are much more common (Toyota outnumbers Alfa Romeo). */
const skewed = <T>(xs: readonly T[]): T => xs[Math.floor(Math.pow(rand(), 2.2) * xs.length)]!

const MAKE_NAMES = [
  'Toyota',
  'Mazda',
  'Hyundai',
  'Ford',
  'Mitsubishi',
  'Kia',
  'Nissan',
  'Volkswagen',
  'Subaru',
  'Isuzu',
  'MG',
  'Honda',
  'Tesla',
  'BYD',
  'GWM',
  'Mercedes-Benz',
  'BMW',
  'Audi',
  'Suzuki',
  'LDV',
  'Lexus',
  'Skoda',
  'Volvo',
  'Jeep',
  'Land Rover',
  'Renault',
  'Peugeot',
  'Porsche',
  'Chery',
  'Haval',
  'Ram',
  'Chevrolet',
  'Mini',
  'Cupra',
  'Polestar',
  'Genesis',
  'Jaguar',
  'Alfa Romeo',
  'Fiat',
  'Citroen',
] as const
const MODEL_STEMS = [
  'Hilux',
  'Corolla',
  'RAV4',
  'LandCruiser',
  'Camry',
  'CX-5',
  'Ranger',
  'Everest',
  'Tucson',
  'i30',
  'Sportage',
  'Cerato',
  'Triton',
  'Outlander',
  'Navara',
  'X-Trail',
  'Golf',
  'Amarok',
  'Forester',
  'D-Max',
  'ZS',
  'Civic',
  'Model 3',
  'Atto 3',
  'Cannon',
  'C-Class',
  'X3',
  'Q5',
  'Swift',
  'T60',
]
const BODIES = [
  'SUV',
  'Ute',
  'Hatch',
  'Sedan',
  'Wagon',
  'Van',
  'Cab Chassis',
  'Coupe',
  'Convertible',
  'People Mover',
] as const
const COLOURS = ['White', 'Silver', 'Grey', 'Black', 'Blue', 'Red', 'Green', 'Orange', 'Brown', 'Yellow'] as const
const TRANSMISSIONS = ['Automatic', 'Manual'] as const
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid'] as const
const DRIVES = ['FWD', 'RWD', 'AWD', '4WD'] as const
const FEATURES = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing Camera',
  'Sunroof',
  'Leather Seats',
  'Heated Seats',
  'Tow Bar',
  'Adaptive Cruise',
  'Blind Spot Monitor',
  'Bluetooth',
  'Sat Nav',
  'Keyless Entry',
  'Roof Racks',
  'Bull Bar',
  'LED Headlights',
]
const CATEGORIES = ['Family', 'Off-road', 'Commuter', 'Work', 'Luxury', 'Performance', 'Eco']
const BADGES = [
  'GX',
  'GXL',
  'SR',
  'SR5',
  'Rogue',
  'XLT',
  'Wildtrak',
  'Sport',
  'Touring',
  'GT',
  'Active',
  'Elite',
  'Premium',
  'Base',
]
const CITIES: [string, string][] = [
  ['Sydney', 'nsw'],
  ['Newcastle', 'nsw'],
  ['Melbourne', 'vic'],
  ['Geelong', 'vic'],
  ['Brisbane', 'qld'],
  ['Gold Coast', 'qld'],
  ['Perth', 'wa'],
  ['Adelaide', 'sa'],
  ['Hobart', 'tas'],
  ['Canberra', 'act'],
  ['Darwin', 'nt'],
  ['Townsville', 'qld'],
]

/** ~200 models over 40 makes: 5 each, the first of each from a real-ish stem (Toyota gets Hilux, Corolla…). */
const MODELS: Record<string, { name: string; body: string }[]> = Object.fromEntries(
  MAKE_NAMES.map((make, i) => [
    make,
    Array.from({ length: 5 }, (_, j) => {
      const stem =
        i < 6
          ? MODEL_STEMS[(i * 5 + j) % MODEL_STEMS.length]!
          : `${make.slice(0, 3).toUpperCase()}-${j + 1}${i % 3 === 0 ? '0' : ''}`
      const body =
        stem === 'Hilux' || stem === 'Ranger' || stem === 'Triton' || stem === 'Navara'
          ? 'Ute'
          : BODIES[(i + j * 3) % BODIES.length]!
      return { name: stem, body }
    }),
  ]),
)

const PRICE_BANDS: [number, string][] = [
  [10000, 'Under $10k'],
  [20000, '$10k - $20k'],
  [30000, '$20k - $30k'],
  [40000, '$30k - $40k'],
  [60000, '$40k - $60k'],
  [Infinity, '$60k+'],
]
const priceRange = (p: number) => PRICE_BANDS.find(([max]) => p < max)![1]

const NOW_S = Math.floor(Date.now() / 1000)
const DAY = 86_400

function makeDoc(tenantId: string, tenantIndex: number, n: number): SearchDoc {
  const make = skewed(MAKE_NAMES)
  const model = pick(MODELS[make] ?? [])
  const carTypeRoll = rand()
  const carType = carTypeRoll < 0.25 ? 'new' : carTypeRoll < 0.35 ? 'demo' : 'used'
  const year = carType === 'used' ? int(2008, 2025) : int(2025, 2026)
  const km =
    carType === 'new'
      ? int(0, 50)
      : carType === 'demo'
        ? int(500, 9000)
        : Math.round((2026 - year) * int(8000, 22000) + int(0, 5000))
  const base = 18000 + Math.pow(rand(), 1.8) * 110000
  const price = Math.max(3990, Math.round((base * Math.pow(0.9, 2026 - year)) / 10) * 10 - 10)
  const statusRoll = rand()
  // 85% in stock, 5% coming soon, 10% sold: half within the 3-day linger (listed), half older (hidden).
  const status = statusRoll < 0.85 ? 'in_stock' : statusRoll < 0.9 ? 'coming_soon' : 'sold'
  const soldAt = status === 'sold' ? NOW_S - (rand() < 0.5 ? int(0, 2 * DAY) : int(4 * DAY, 120 * DAY)) : null
  const created = NOW_S - int(0, 365 * DAY)
  const [city, st] = CITIES[(tenantIndex * 3 + int(0, 2)) % CITIES.length]!
  const location = `${city} ${pick(['Motors', 'Auto', 'Cars'])}`
  const badge = pick(BADGES)
  const colour = skewed(COLOURS)
  const features = FEATURES.filter(() => rand() < 0.35)
  const body = rand() < 0.9 ? model.body : pick(BODIES)
  const id = `bench-${tenantIndex}-${n}`
  const weekly = Math.round(price / 260)
  return {
    id,
    tenant_id: tenantId,
    slug: `${year}-${make}-${model.name}-${n}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name: `${year} ${make} ${model.name} ${badge}`,
    stocknum: `S${tenantIndex}${String(n).padStart(6, '0')}`,
    year,
    make,
    model: model.name,
    make_model: `${make} ${model.name}`,
    badge,
    series: rand() < 0.5 ? `Series ${int(1, 4)}` : null,
    colour,
    km,
    price,
    list_price: price,
    offer_price: rand() < 0.1 ? price - 1000 : null,
    before_price: null,
    was_price: null,
    price_dropped_at: null,
    subscription_price: rand() < 0.1 ? Math.round(price / 100) : null,
    preorder: false,
    price_type: carType === 'new' ? 'drive_away' : 'excl_govt_charges',
    price_range: priceRange(price),
    weekly_figure: weekly,
    quote_rate: 10,
    quote_comparison_rate: 10,
    weekly_price_range: weekly < 100 ? 'Under $100/wk' : weekly < 200 ? '$100 - $200/wk' : '$200+/wk',
    car_type: carType,
    status,
    item_type: rand() < 0.97 ? 'vehicle' : 'motorcycle',
    body,
    transmission: TRANSMISSIONS[rand() < 0.85 ? 0 : 1],
    fuel: skewed(FUELS),
    drive: body === 'Ute' ? pick(['4WD', 'RWD']) : pick(DRIVES),
    seats: body === 'People Mover' ? 8 : body === 'Coupe' ? 4 : pick([5, 5, 5, 7]),
    doors: body === 'Coupe' ? 2 : 4,
    city,
    state: st,
    location_name: location,
    dealership_name: location,
    dealership_slug: location.toLowerCase().replace(/\s+/g, '-'),
    tag: rand() < 0.05 ? 'Special' : null,
    certified: carType === 'used' && rand() < 0.3,
    reserved: rand() < 0.02,
    show_on_dealer_website: rand() < 0.98,
    created_at_timestamp: created,
    sold_at_timestamp: soldAt,
    categories: CATEGORIES.filter(() => rand() < 0.2),
    filtered_features: features,
    primary_image_url: `/media/bench/${id}.jpg`,
    image_urls: Array.from({ length: int(1, 4) }, (_, i) => `/media/bench/${id}-${i}.jpg`),
    photos_count: int(1, 30),
    custom_rank: created * 10 + int(0, 9),
  }
}

/** A text[] literal of constants (no quotes or backslashes in them): the SQL generator's vocabularies. */
const textArray = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(', ')}]::text[]`

/**
 * The filler tenants' documents, generated inside Postgres (one INSERT … SELECT over generate_series, no rows through
 * node): the same vocabularies and roughly the same distributions as makeDoc (skewed makes and colours, each make's
 * five models and their bodies, car type mix, stock and sold split, prices falling with age). Deterministic: the
 * statement runs after setseed() on one connection. `tenants`: [id, size, index] per tenant.
 */
async function insertGenerated(pool: Pool, tenants: { id: string; size: number; index: number }[]) {
  const makes = textArray(MAKE_NAMES)
  const models = textArray(MAKE_NAMES.flatMap((m) => MODELS[m]!.map((x) => x.name)))
  const bodies = textArray(MAKE_NAMES.flatMap((m) => MODELS[m]!.map((x) => x.body)))
  const cities = textArray(CITIES.map(([c]) => c))
  const states = textArray(CITIES.map(([, st]) => st))
  const pickOf = (arr: string, r: string, n: number) => `(${arr})[1 + floor(${r} * ${n})::int]`
  const skewOf = (arr: string, r: string, n: number) => `(${arr})[1 + floor(power(${r}, 2.2) * ${n})::int]`
  // Each element of a vocabulary with probability p, as a correlated subquery (so it is drawn per row).
  const subset = (arr: readonly string[], p: number) =>
    `ARRAY(SELECT x FROM unnest(${textArray(arr)}) AS x WHERE random() < ${p} AND g.n IS NOT NULL)`
  const client = await pool.connect()
  try {
    await client.query(`SELECT setseed(${(num('BENCH_SEED', 1) % 1000) / 1000})`)
    await client.query(
      `INSERT INTO "search_documents" (${COLUMN_LIST})
       SELECT id, tenant_id, lower(regexp_replace(year || '-' || make || '-' || model || '-' || n, '[^A-Za-z0-9]+', '-', 'g')),
         year || ' ' || make || ' ' || model || ' ' || badge, stocknum, year, make, model, make || ' ' || model, badge,
         series, colour, km, price, price, offer_price, NULL, subscription_price, false,
         CASE WHEN car_type = 'new' THEN 'drive_away' ELSE 'excl_govt_charges' END,
         CASE WHEN price < 10000 THEN 'Under $10k' WHEN price < 20000 THEN '$10k - $20k' WHEN price < 30000 THEN '$20k - $30k'
              WHEN price < 40000 THEN '$30k - $40k' WHEN price < 60000 THEN '$40k - $60k' ELSE '$60k+' END,
         round(price / 260), 10, 10,
         CASE WHEN round(price / 260) < 100 THEN 'Under $100/wk' WHEN round(price / 260) < 200 THEN '$100 - $200/wk' ELSE '$200+/wk' END,
         car_type, status, item_type, body, transmission, fuel,
         CASE WHEN body = 'Ute' THEN (ARRAY['4WD', 'RWD'])[1 + floor(r1 * 2)::int] ELSE ${pickOf(textArray(DRIVES), 'r1', DRIVES.length)} END,
         CASE WHEN body = 'People Mover' THEN 8 WHEN body = 'Coupe' THEN 4 ELSE (ARRAY[5, 5, 5, 7])[1 + floor(r2 * 4)::int] END,
         CASE WHEN body = 'Coupe' THEN 2 ELSE 4 END,
         city, state, location, location, lower(replace(location, ' ', '-')),
         CASE WHEN r3 < 0.05 THEN 'Special' END, car_type = 'used' AND r4 < 0.3, r5 < 0.02, r6 < 0.98,
         created, CASE WHEN status = 'sold' THEN now_s - CASE WHEN r7 < 0.5 THEN floor(r8 * 2 * 86400) ELSE 4 * 86400 + floor(r8 * 116 * 86400) END END,
         categories, features, '/media/bench/' || id || '.jpg', ARRAY['/media/bench/' || id || '-0.jpg'],
         1 + floor(r9 * 30)::int, created * 10 + floor(r10 * 10)::bigint
       FROM (
         SELECT *, greatest(3990, round((18000 + power(rp, 1.8) * 110000) * power(0.9, 2026 - year) / 10) * 10 - 10) AS price,
           CASE WHEN car_type = 'new' THEN floor(rk * 51) WHEN car_type = 'demo' THEN 500 + floor(rk * 8501)
                ELSE (2026 - year) * (8000 + floor(rk * 14001)) + floor(rk2 * 5001) END AS km,
           city || ' ' || (ARRAY['Motors', 'Auto', 'Cars'])[1 + floor(rl * 3)::int] AS location
         FROM (
           SELECT *, CASE WHEN car_type = 'used' THEN 2008 + floor(ry * 18)::int ELSE 2025 + floor(ry * 2)::int END AS year,
             CASE WHEN rb < 0.9 THEN (${bodies})[mm] ELSE ${pickOf(textArray(BODIES), 'rb2', BODIES.length)} END AS body,
             (${models})[mm] AS model
           FROM (
             SELECT z.*, (${makes})[z.mi] AS make, (z.mi - 1) * 5 + 1 + floor(z.rmm * 5)::int AS mm,
               CASE WHEN z.rct < 0.25 THEN 'new' WHEN z.rct < 0.35 THEN 'demo' ELSE 'used' END AS car_type,
               CASE WHEN z.rst < 0.85 THEN 'in_stock' WHEN z.rst < 0.9 THEN 'coming_soon' ELSE 'sold' END AS status,
               CASE WHEN z.rit < 0.97 THEN 'vehicle' ELSE 'motorcycle' END AS item_type,
               ${pickOf(textArray(BADGES), 'z.rbd', BADGES.length)} AS badge,
               CASE WHEN z.rse < 0.5 THEN 'Series ' || (1 + floor(z.rse * 8)::int) END AS series,
               ${skewOf(textArray(COLOURS), 'z.rco', COLOURS.length)} AS colour,
               CASE WHEN z.rtr < 0.85 THEN 'Automatic' ELSE 'Manual' END AS transmission,
               ${skewOf(textArray(FUELS), 'z.rfu', FUELS.length)} AS fuel,
               (${cities})[1 + (z.ix * 3 + floor(z.rci * 3)::int) % ${CITIES.length}] AS city,
               (${states})[1 + (z.ix * 3 + floor(z.rci * 3)::int) % ${CITIES.length}] AS state
             FROM (
               SELECT g.n, t.ix, 'bench-' || t.ix || '-' || g.n AS id, t.id AS tenant_id,
                 'S' || t.ix || lpad(g.n::text, 6, '0') AS stocknum,
                 1 + floor(power(random(), 2.2) * ${MAKE_NAMES.length})::int AS mi,
                 ${subset(CATEGORIES, 0.2)} AS categories, ${subset(FEATURES, 0.35)} AS features,
                 $3::bigint - floor(random() * 365 * 86400)::bigint AS created, $3::bigint AS now_s,
                 random() AS rmm, random() AS rct, random() AS rst, random() AS rit, random() AS rbd, random() AS rse,
                 random() AS rco, random() AS rtr, random() AS rfu, random() AS rci, random() AS rof, random() AS rsu,
                 random() AS ry, random() AS rb, random() AS rb2, random() AS rp, random() AS rk, random() AS rk2,
                 random() AS rl, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5,
                 random() AS r6, random() AS r7, random() AS r8, random() AS r9, random() AS r10
               FROM unnest($1::text[], $2::int[], $4::int[]) AS t(id, size, ix)
               CROSS JOIN LATERAL generate_series(1, t.size) AS g(n)
             ) AS z
           ) AS a
         ) AS b
       ) AS c
       CROSS JOIN LATERAL (SELECT CASE WHEN c.rof < 0.1 THEN c.price - 1000 END AS offer_price,
         CASE WHEN c.rsu < 0.1 THEN round(c.price / 100) END AS subscription_price) AS o`,
      [tenants.map((t) => t.id), tenants.map((t) => t.size), NOW_S, tenants.map((t) => t.index)],
    )
  } finally {
    client.release()
  }
}

async function insertDocs(pool: Pool, docs: SearchDoc[]) {
  const BATCH = 2000
  for (let i = 0; i < docs.length; i += BATCH) {
    const rows = docs.slice(i, i + BATCH).map(toRow)
    await pool.query(
      `INSERT INTO "search_documents" (${COLUMN_LIST}) SELECT ${COLUMN_LIST} FROM json_populate_recordset(NULL::"search_documents", $1::json)`,
      [JSON.stringify(rows)],
    )
  }
}

// ---- the query mix ----
const q = (over: Partial<VehicleQuery> = {}): VehicleQuery => ({
  query: '',
  refinements: {},
  ranges: {},
  sortBy: 'custom_rank:desc',
  page: 1,
  hitsPerPage: DEFAULT_HITS_PER_PAGE,
  ...over,
})
const SORTS: SortKey[] = ['price:asc', 'price:desc', 'year:desc', 'year:asc', 'km:asc', 'km:desc', 'created_at:desc']
export const QUERY_CLASSES: { name: string; query: VehicleQuery }[] = [
  { name: 'no filter', query: q() },
  { name: '1 refinement (make)', query: q({ refinements: { make: ['Toyota'] } }) },
  { name: '1 (car_type: /search/used-cars)', query: q({ refinements: { car_type: ['used'] } }) },
  { name: '2 (make+body)', query: q({ refinements: { make: ['Toyota'], body: ['Ute'] } }) },
  {
    name: '3 (car_type+make+price)',
    query: q({ refinements: { car_type: ['used'], make: ['Mazda'] }, ranges: { price: { min: 15000, max: 40000 } } }),
  },
  {
    name: '4 (+transmission)',
    query: q({
      refinements: { car_type: ['used'], make: ['Mazda'], transmission: ['Automatic'] },
      ranges: { price: { min: 15000, max: 40000 } },
    }),
  },
  { name: "text 'hilux'", query: q({ query: 'hilux' }) },
  { name: "text 'white ute'", query: q({ query: 'white ute' }) },
  { name: "text 'S0000123' (stock no.)", query: q({ query: 'S0000123' }) },
  ...SORTS.map((sortBy) => ({ name: `sort ${sortBy}`, query: q({ sortBy }) })),
  { name: 'page 20', query: q({ page: 20 }) },
  { name: 'page 100', query: q({ page: 100 }) },
]

const scopeOf = (tenantId: string): TenantScope => ({
  tenantId,
  soldLingerDays: 3,
  filterPreset: 0,
  priceSortPositiveOnly: true,
  now: new Date(),
})

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

export interface ClassFigures {
  name: string
  queries: number
  p50: number
  p95: number
  p99: number
  qps: number
  count: number
}

const payload = await getPayload({ config })
try {
  const pool = pgPoolOf(payload)
  // Tenant sizes: bench-00 gets SMALL, the rest share DOCS − SMALL; with BIG, bench-big gets BIG more.
  const tenants: { slug: string; size: number; id?: string }[] = [{ slug: 'bench-00', size: SMALL }]
  const rest = DOCS - SMALL
  const others = TENANTS - 1
  for (let i = 1; i <= others; i++)
    tenants.push({
      slug: `bench-${String(i).padStart(2, '0')}`,
      size: Math.floor(rest / others) + (i <= rest % others ? 1 : 0),
    })
  if (BIG > 0) tenants.push({ slug: 'bench-big', size: BIG })

  for (const t of tenants) {
    const found = await payload.find({
      collection: 'tenants',
      where: { slug: { equals: t.slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const doc =
      found.docs[0] ??
      (await payload.create({
        collection: 'tenants',
        data: { name: `Bench ${t.slug}`, slug: t.slug, template: 'group' } as never,
        overrideAccess: true,
      }))
    t.id = String(doc.id)
  }

  const seedStarted = performance.now()
  await pool.query('DELETE FROM "search_documents"')
  let total = 0
  // The measured tenants' documents are built here (makeDoc); the filler tenants' are generated in Postgres.
  const filler: { id: string; size: number; index: number }[] = []
  for (const [ti, t] of tenants.entries()) {
    if (!isMeasured(t.slug)) {
      filler.push({ id: t.id!, size: t.size, index: ti })
      continue
    }
    const docs = Array.from({ length: t.size }, (_, n) => makeDoc(t.id!, ti, n))
    await insertDocs(pool, docs)
    total += docs.length
  }
  // A bulk load: the secondary indexes are dropped first and built again once at the end (far faster than
  // maintaining ~20 of them, GIN and trigram among them, row by row), exactly as the migrations defined them.
  const { rows: indexes } = await pool.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'search_documents' AND indexname <> 'search_documents_pkey'`,
  )
  if (filler.length > 0) for (const i of indexes) await pool.query(`DROP INDEX "${i.name}"`)
  for (let i = 0; i < filler.length; i += GENERATE_TENANTS) {
    const chunk = filler.slice(i, i + GENERATE_TENANTS)
    await insertGenerated(pool, chunk)
    total += chunk.reduce((n, t) => n + t.size, 0)
    console.log(`  seeded ${total} documents…`)
  }
  if (filler.length > 0) {
    const client = await pool.connect()
    try {
      await client.query(`SET maintenance_work_mem = '256MB'`)
      for (const i of indexes) await client.query(i.def)
    } finally {
      client.release()
    }
    console.log(`  rebuilt ${indexes.length} indexes.`)
  }
  await pool.query('VACUUM ANALYZE "search_documents"')
  const seedMs = performance.now() - seedStarted
  console.log(`Seeded ${total} search documents over ${tenants.length} tenants in ${(seedMs / 1000).toFixed(1)} s.`)

  const engine = new PostgresSearchEngine(payload)
  const measured = tenants.filter((t) => isMeasured(t.slug))
  const results: { tenant: string; size: number; classes: ClassFigures[] }[] = []
  for (const t of measured) {
    const scope = scopeOf(t.id!)
    // Steady state: the tenant's facet index is current (as after its first search), so no class pays its build.
    await engine.warmFacetIndex(t.id!)
    const classes: ClassFigures[] = []
    for (const c of QUERY_CLASSES) {
      let count = 0
      for (let i = 0; i < WARMUP; i++) count = (await engine.search(scope, c.query)).count
      const times: number[] = []
      const started = performance.now()
      for (let i = 0; i < REPS; i++) {
        const s = performance.now()
        await engine.search(scope, c.query)
        times.push(performance.now() - s)
      }
      const seconds = (performance.now() - started) / 1000
      times.sort((a, b) => a - b)
      const figures = {
        name: c.name,
        queries: REPS,
        p50: pct(times, 50),
        p95: pct(times, 95),
        p99: pct(times, 99),
        qps: REPS / seconds,
        count,
      }
      classes.push(figures)
      // Progress while it runs (the tables are printed at the end).
      console.log(`  ${t.slug} · ${c.name}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`)
    }
    results.push({ tenant: t.slug, size: t.size, classes })
    if (EXPLAIN_FILE) {
      // The plans of each class's hits statement and SQL count (what the engine runs while no facet index is current).
      const plans: string[] = []
      for (const c of QUERY_CLASSES) {
        for (const [what, sql] of [
          ['hits', hitsSql(scope, c.query)],
          ...(c.query.query !== ''
            ? ([['hits, text as a filter', hitsSql(scope, c.query, { textAsFilter: true })]] as const)
            : []),
          ['count and facets (SQL)', facetsSql(scope, c.query)],
        ] as const) {
          const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`,
            sql.values,
          )
          plans.push(`── ${t.slug} · ${c.name} · ${what}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`)
        }
      }
      fs.appendFileSync(EXPLAIN_FILE, plans.join('\n'))
    }
  }
  // The facet indexes' memory as tenants grow: one search on every tenant, coldest first out past the bound.
  const touring = new PostgresSearchEngine(payload, { facetIndex: 'sync', facetIndexMaxBytes: FACET_MAX_BYTES })
  const touchStarted = performance.now()
  for (const t of tenants) await touring.search(scopeOf(t.id!), q())
  const facetIndex = {
    ...touring.facetIndexStats(),
    touched: tenants.length,
    ms: performance.now() - touchStarted,
    coldestHeld: touring.holdsFacetIndex(tenants[0]!.id!),
    newestHeld: touring.holdsFacetIndex(tenants[tenants.length - 1]!.id!),
  }
  console.log(
    `Facet indexes after a search on each of ${tenants.length} tenants: ${facetIndex.tenants} held, ` +
      `${(facetIndex.bytes / 2 ** 20).toFixed(1)} MiB of ${(facetIndex.maxBytes / 2 ** 20).toFixed(1)} MiB, ${facetIndex.evictions} evicted.`,
  )

  const queries = QUERY_CLASSES.map((c) => {
    const params = toSearchParams(c.query)
    params.set('hitsPerPage', String(c.query.hitsPerPage))
    return { name: c.name, path: `/api/search?${params.toString()}` }
  })
  const out = {
    seedMs,
    total,
    tenants: tenants.map(({ slug, size }) => ({ slug, size })),
    engine: results,
    queries,
    facetIndex,
  }
  if (resultFile) fs.writeFileSync(resultFile, JSON.stringify(out))
  else console.log(JSON.stringify(out, null, 2))
} catch (error) {
  console.error('Search benchmark failed.')
  console.error(error)
  process.exit(1)
}
process.exit(0)
