// The fleet benchmark's data (scripts/bench-fleet.mjs): many dealer groups and their stock generated in bulk on a
// migrated database that holds the demo seed.
//
//   tenantSizes(200, 1_000_000)   → 200 stock counts summing to 1,000,000: the first exactly 5,000 (the tenant measured
//                                   on its own), most 1,000–5,000, one in ten a large group carrying the rest
//   cloneTenants(client, { template: 1, count: 200 }) → the template tenant copied 200 times in SQL, with everything of
//                                   its own a site renders (dealerships, locations, navigation, pages and their blocks,
//                                   promo tiles, popups, banners, offers, legal texts, delivery rates); copy k's ids are
//                                   the template's + k × ID_STRIDE (string ids of array and block rows get '-f<k>')
//   generateVehicles(client, { tenants, sizes }) → each copy's stock in one INSERT … SELECT generate_series: the demo
//                                   seed's vehicles as models (makes, models, badges, bodies, equipment, images), each
//                                   with its own price, km, year, status, stock number and one of the tenant's locations
// The search documents and facet cubes are then built by the app's own code (scripts/lib/fleetDocs.ts).

/** Copy k of a template row has id template id + k × ID_STRIDE. */
export const ID_STRIDE = 100_000
/** The tenant measured on its own has this many cars. */
export const MEASURED_TENANT_SIZE = 5_000
/** The collections copied with a tenant (those with a tenant_id that a site reads; not vehicles, leads, users…). */
export const TENANT_COLLECTIONS = [
  'dealerships',
  'locations',
  'navigation',
  'pages',
  'promo_tiles',
  'popups',
  'banners',
  'offers',
  'legal_texts',
  'delivery_rates',
]

/**
 * Evenly spread draws in [0, 1) that are the same on every run: the golden-ratio (Weyl) sequence from `start`, so
 * the sizes cover their range without the clumps of a random sample.
 * @param {number} start
 */
export function evenDraws(start) {
  let x = start % 1
  return () => (x = (x + 0.6180339887498949) % 1)
}

/**
 * Stock counts of `tenants` dealer groups summing to `vehicles`, the same on every run: the first is
 * MEASURED_TENANT_SIZE (when the total allows), nine in ten of the others are spread log-uniformly between 1,000 and 5,000 cars, and the remaining one in
 * ten (large groups) share what is left in proportion to log-uniform draws. When the typical sizes alone would pass
 * the total they are scaled down together (small trial runs).
 * @param {number} tenants @param {number} vehicles @param {number} [seed] where the draws start, in [0, 1)
 * @returns {number[]}
 */
export function tenantSizes(tenants, vehicles, seed = 0.46) {
  if (tenants < 1 || vehicles < tenants) throw new Error('need at least one tenant and one car per tenant')
  const random = evenDraws(seed)
  const logUniform = (/** @type {number} */ lo, /** @type {number} */ hi) =>
    Math.exp(Math.log(lo) + random() * (Math.log(hi) - Math.log(lo)))
  const measured = tenants > 1 && vehicles >= MEASURED_TENANT_SIZE * 2 ? MEASURED_TENANT_SIZE : 0
  const others = tenants - (measured ? 1 : 0)
  const large = others >= 10 ? Math.round(others / 10) : 0
  const typical = Array.from({ length: others - large }, () => logUniform(1_000, 5_000))
  const largeDraws = Array.from({ length: large }, () => logUniform(1, 8))
  let left = vehicles - measured
  const typicalSum = typical.reduce((a, b) => a + b, 0)
  // Large groups get at least as much as the biggest typical one; typical sizes shrink when that does not fit.
  const floorForLarge = large * 5_000
  const scale = typicalSum + floorForLarge > left ? (left - Math.min(floorForLarge, left / 2)) / typicalSum : 1
  const sizes = typical.map((s) => Math.max(1, Math.floor(s * scale)))
  left -= sizes.reduce((a, b) => a + b, 0)
  if (large > 0) {
    const weight = largeDraws.reduce((a, b) => a + b, 0)
    const shares = largeDraws.map((w) => Math.max(1, Math.floor((left * w) / weight)))
    sizes.push(...shares)
    left -= shares.reduce((a, b) => a + b, 0)
  }
  // Rounding: the remainder goes to the last tenant.
  sizes[sizes.length - 1] = (sizes[sizes.length - 1] ?? 0) + left
  return measured ? [measured, ...sizes] : sizes
}

/**
 * The size band a tenant's stock count falls in, for the per-band latencies.
 * @param {number} size @param {boolean} measured whether it is the tenant measured on its own
 */
export function sizeBand(size, measured) {
  if (measured) return `${MEASURED_TENANT_SIZE.toLocaleString('en-AU')}-car tenant`
  if (size < 2_500) return 'small (< 2,500 cars)'
  if (size < 10_000) return 'medium (2,500–9,999)'
  return 'large (≥ 10,000)'
}

/** @typedef {{ query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, any>[], rowCount: number | null }> }} Sql */

/**
 * Tables copied with a tenant, parents first: the tenants table, TENANT_COLLECTIONS, and every table whose
 * `_parent_id` / `parent_id` points into one of those (arrays, blocks, blocks' arrays, `_rels`), however deep.
 * Draft version tables (`_pages_v…`) are left out: the site reads published documents.
 * @param {Sql} client
 */
async function cloneTables(client) {
  const { rows: fks } = await client.query(`
    SELECT c.conrelid::regclass::text AS tbl, a.attname AS col, c.confrelid::regclass::text AS ref
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND array_length(c.conkey, 1) = 1 AND c.conrelid::regclass::text !~ '^_'`)
  const { rows: cols } = await client.query(`
    SELECT table_name AS tbl, column_name AS col, data_type AS type FROM information_schema.columns
    WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`)
  /** @type {{ table: string, parent?: { column: string, table: string } }[]} */
  const order = [{ table: 'tenants' }, ...TENANT_COLLECTIONS.map((table) => ({ table }))]
  const inSet = new Set(order.map((t) => t.table))
  for (let grew = true; grew;) {
    grew = false
    for (const fk of fks) {
      if (inSet.has(fk.tbl) || !inSet.has(fk.ref) || (fk.col !== '_parent_id' && fk.col !== 'parent_id')) continue
      order.push({ table: fk.tbl, parent: { column: fk.col, table: fk.ref } })
      inSet.add(fk.tbl)
      grew = true
    }
  }
  /** @type {Map<string, { col: string, type: string }[]>} */
  const columns = new Map()
  for (const c of cols) columns.set(c.tbl, [...(columns.get(c.tbl) ?? []), { col: c.col, type: c.type }])
  /** @type {Map<string, string>} */
  const refs = new Map(fks.map((fk) => [`${fk.tbl}.${fk.col}`, fk.ref]))
  return { order, inSet, columns, refs }
}

/**
 * Copies tenant `template` `count` times in SQL (see the top of the file): copy k gets slug `<prefix>-<k>`, name
 * `<prefix> Motor Group <k>` and everything of the template's own that a site renders. Returns the new tenant ids.
 * @param {Sql} client
 * @param {{ template: number, count: number, prefix?: string }} options
 */
export async function cloneTenants(client, { template, count, prefix = 'fleet' }) {
  const { order, inSet, columns, refs } = await cloneTables(client)
  /** The rows of `table` that belong to the template, as a WHERE condition (recursing through parents). */
  /** @type {(table: string) => string} */
  const owned = (table) => {
    const entry = order.find((t) => t.table === table)
    if (!entry?.parent) return table === 'tenants' ? `id = ${template}` : `tenant_id = ${template}`
    return `"${entry.parent.column}" IN (SELECT id FROM "${entry.parent.table}" WHERE ${owned(entry.parent.table)})`
  }
  const shift = (/** @type {string} */ col, /** @type {string} */ type) =>
    type === 'integer' || type === 'bigint' || type === 'numeric'
      ? `"${col}" + k * ${ID_STRIDE}`
      : `"${col}" || '-f' || k`
  for (const { table } of order) {
    const list = columns.get(table) ?? []
    const select = list.map(({ col, type }) => {
      if (table === 'tenants' && col === 'slug') return `'${prefix}-' || k`
      if (table === 'tenants' && col === 'name')
        return `'${prefix[0]?.toUpperCase()}${prefix.slice(1)} Motor Group ' || k`
      if (table === 'tenants_domains' && col === 'hostname') return `"hostname" || '-f' || k`
      const ref = col === 'id' ? table : refs.get(`${table}.${col}`)
      if (ref && inSet.has(ref)) return `CASE WHEN "${col}" IS NULL THEN NULL ELSE ${shift(col, type)} END`
      return `"${col}"`
    })
    const names = list.map((c) => `"${c.col}"`).join(', ')
    await client.query(
      `INSERT INTO "${table}" (${names}) SELECT ${select.join(', ')} FROM "${table}", generate_series(1, ${Math.trunc(count)}) AS k WHERE ${owned(table)}`,
    )
  }
  // Serial ids continue after the copies.
  for (const { table } of order) {
    const id = (columns.get(table) ?? []).find((c) => c.col === 'id')
    if (id?.type !== 'integer') continue
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT max(id) FROM "${table}")) WHERE pg_get_serial_sequence($1, 'id') IS NOT NULL`,
      [table],
    )
  }
  return Array.from({ length: count }, (_, i) => template + (i + 1) * ID_STRIDE)
}

/**
 * Each tenant's stock in one INSERT … SELECT generate_series: the demo vehicles (every tenant's) are the models,
 * taken in a per-tenant shuffled cycle; each car gets a price within ±15 % of its model's (rounded to $10; before and
 * offer prices moved by the same factor), km and year to match an older or newer car of its kind, a status (86 % in
 * stock, 6 % coming soon, 8 % sold in the last 30 days with a sold date), 2 % reserved, a created date in the last
 * 120 days, a stock number and slug of its own, and one of its tenant's locations (round robin) with that location's
 * dealership, names, city and state; its name and slug as a feed import makes them.
 * @param {Sql} client
 * @param {{ tenants: number[], sizes: number[] }} options
 */
export async function generateVehicles(client, { tenants, sizes }) {
  await client.query(`CREATE TEMP TABLE fleet_models AS
    SELECT row_number() OVER (ORDER BY id) - 1 AS n, * FROM vehicles WHERE tenant_id IS NOT NULL AND tenant_id < ${ID_STRIDE} AND price > 0`)
  const models = Number((await client.query('SELECT count(*)::int AS n FROM fleet_models')).rows[0]?.n ?? 0)
  if (models === 0) throw new Error('the demo seed has no vehicles to model the fleet on')
  const { rows: cols } = await client.query(
    `SELECT column_name AS col FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'vehicles' AND column_name <> 'id' ORDER BY ordinal_position`,
  )
  // name and slug as a feed import makes them (src/inventory/importFeed.ts: `year make model badge`, and the slug of
  // that with the stock number), so that the bench's feed pushes change a price or a status, not every car's name
  const year = `(CASE WHEN m.car_type = 'used' THEN m.year - floor(r.k * 3) ELSE m.year END)`
  const stocknum = `'F' || t.id || '-' || g`
  const slug = `trim(both '-' from regexp_replace(lower(concat_ws(' ', ${year}::int, m.make, m.model, m.badge, ${stocknum})), '[^a-z0-9]+', '-', 'g'))`
  /** @type {Record<string, string>} */
  const set = {
    tenant_id: 't.id',
    name: `concat_ws(' ', ${year}::int, m.make, m.model, nullif(m.badge, ''))`,
    slug,
    path: `'/cars/' || ${slug}`,
    stocknum,
    vin: 'NULL',
    regplate: 'NULL',
    status: `(CASE WHEN r.s < 0.08 THEN 'sold' WHEN r.s < 0.14 THEN 'coming_soon' ELSE 'in_stock' END)::enum_vehicles_status`,
    sold: 'r.s < 0.08',
    sold_date_timestamp: `CASE WHEN r.s < 0.08 THEN now() - (r.s * 375) * interval '1 day' END`,
    reserved: 'r.s BETWEEN 0.14 AND 0.16',
    price: 'round(m.price * r.f / 10) * 10',
    before_price: 'round(m.before_price * r.f / 10) * 10',
    offer_price: 'round(m.offer_price * r.f / 10) * 10',
    km: `CASE WHEN m.car_type = 'used' THEN round(greatest(500, coalesce(m.km, 40000) * (0.4 + r.k * 1.2)) / 10) * 10 ELSE m.km END`,
    year,
    location_id: 'l.id',
    dealership_id: 'l.dealership_id',
    location_name: 'l.name',
    city: 'l.address_city',
    state: 'l.address_state',
    dealership_slug: 'd.slug',
    dealership_name: 'd.name',
    views: '0',
    created_at: `now() - (r.c * 120) * interval '1 day'`,
    updated_at: 'now()',
  }
  const names = cols.map((c) => `"${c.col}"`).join(', ')
  const select = cols.map((c) => set[c.col] ?? `m."${c.col}"`).join(', ')
  for (const [i, tenant] of tenants.entries()) {
    const size = Math.trunc(sizes[i] ?? 0)
    // Per car: a shuffled model (a multiplicative step through the models), and its random draws (the lateral names g,
    // so PostgreSQL draws them for each car: a subquery that names nothing outside it is run once for all of them,
    // which gave every car of a tenant one status, one price factor and one age).
    await client.query(
      `WITH t AS (SELECT ${tenant} AS id),
       locs AS (SELECT row_number() OVER (ORDER BY l.id) - 1 AS n, l.* FROM locations l WHERE l.tenant_id = ${tenant}),
       nl AS (SELECT count(*) AS n FROM locs)
       INSERT INTO vehicles (${names})
       SELECT ${select}
       FROM t CROSS JOIN nl CROSS JOIN generate_series(1, ${size}) AS g
       CROSS JOIN LATERAL (SELECT 0.85 + random() * 0.3 AS f, random() AS s, random() AS k, random() AS c
                           WHERE g IS NOT NULL) AS r
       JOIN fleet_models m ON m.n = (g * 7919 + ${i} * 104729) % ${models}
       JOIN locs l ON l.n = g % nl.n
       JOIN dealerships d ON d.id = l.dealership_id`,
    )
  }
  await client.query('DROP TABLE fleet_models')
}

/**
 * A Zipf-like rank in [0, n): P(rank r) ∝ 1/(r + 1), drawn from a uniform `u` in [0, 1) (the inverse of the
 * harmonic sum's logarithmic approximation), so the first items are hot and the tail is long.
 * @param {number} n @param {number} u
 */
export function zipfIndex(n, u) {
  if (n <= 1) return 0
  return Math.min(n - 1, Math.floor(Math.exp(u * Math.log(n + 1)) - 1))
}

/**
 * The page cache's answers counted: HIT and STALE are answered from the instance's memory, SHARED from the fleet's
 * tier in Redis (rendered by another instance), MISS rendered; anything else (BYPASS, none) is not a cacheable page
 * and left out of the rate. `hitRate`: answered without a render; 0 when nothing was cacheable.
 * @param {string[]} states x-page-cache values
 */
export function cacheTally(states) {
  let hit = 0
  let stale = 0
  let shared = 0
  let miss = 0
  for (const s of states) {
    if (s === 'HIT') hit++
    else if (s === 'STALE') stale++
    else if (s === 'SHARED') shared++
    else if (s === 'MISS') miss++
  }
  const total = hit + stale + shared + miss
  return { hit, stale, shared, miss, total, hitRate: total === 0 ? 0 : (hit + stale + shared) / total }
}
