/**
 * The in-process half of `npm run bench:search` (scripts/bench-search.mjs runs it with `payload run` against a
 * scratch database; never point it at a real one: it inserts synthetic tenants and search documents).
 * Creates the bench tenants (Local API), seeds synthetic SearchDocs straight into search_documents in batched
 * INSERT … SELECT FROM json_populate_recordset, then times PostgresSearchEngine.search (no result cache) over a
 * fixed query mix per measured tenant. Writes the figures as JSON to BENCH_RESULT_FILE.
 *
 * Env: BENCH_DOCS (50000), BENCH_TENANTS (20), BENCH_SMALL (5000), BENCH_BIG (0 or 50000), BENCH_REPS (200),
 * BENCH_WARMUP (20), BENCH_SEED (1).
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
  ...SORTS.map((sortBy) => ({ name: `sort ${sortBy}`, query: q({ sortBy }) })),
  { name: 'page 20', query: q({ page: 20 }) },
  { name: 'page 100', query: q({ page: 100 }) },
]

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
  for (const [ti, t] of tenants.entries()) {
    const docs = Array.from({ length: t.size }, (_, n) => makeDoc(t.id!, ti, n))
    await insertDocs(pool, docs)
    total += docs.length
  }
  await pool.query('ANALYZE "search_documents"')
  const seedMs = performance.now() - seedStarted
  console.log(`Seeded ${total} search documents over ${tenants.length} tenants in ${(seedMs / 1000).toFixed(1)} s.`)

  const engine = new PostgresSearchEngine(payload)
  const measured = tenants.filter((t) => t.slug === 'bench-00' || t.slug === 'bench-big')
  const results: { tenant: string; size: number; classes: ClassFigures[] }[] = []
  for (const t of measured) {
    const scope: TenantScope = {
      tenantId: t.id!,
      soldLingerDays: 3,
      filterPreset: 0,
      priceSortPositiveOnly: true,
      now: new Date(),
    }
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
  }
  const queries = QUERY_CLASSES.map((c) => {
    const params = toSearchParams(c.query)
    params.set('hitsPerPage', String(c.query.hitsPerPage))
    return { name: c.name, path: `/api/search?${params.toString()}` }
  })
  const out = { seedMs, total, tenants: tenants.map(({ slug, size }) => ({ slug, size })), engine: results, queries }
  if (resultFile) fs.writeFileSync(resultFile, JSON.stringify(out))
  else console.log(JSON.stringify(out, null, 2))
} catch (error) {
  console.error('Search benchmark failed.')
  console.error(error)
  process.exit(1)
}
process.exit(0)
