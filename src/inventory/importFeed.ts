/**
 * Import one dealership's inventory feed into its tenant's vehicles (the Payload side of src/domain/inventory/feed).
 *
 *   const summary = await importFeed(payload, { tenantSlug: 'harbour', dealershipSlug: 'harbour-toyota-parramatta', rows, lines, full: true })
 *
 * - Upsert by stocknum (else VIN) among the dealership's vehicles; a row whose fields all match is not written.
 * - A full feed marks the dealership's vehicles missing from it as sold (sold_date_timestamp = now), except those
 *   already sold and those whose row was rejected (a typo in a row must not sell the car).
 * - The whole import is one stock batch (src/search/stockBatch.ts): the vehicle hooks run on every save, and the search
 *   documents and cache tags of all its changes are written and expired once, at its end — a page that shows ten of the
 *   changed cars is rendered again once. Changes of a price, a status, the km and other plain fields are written many
 *   cars to a statement (./bulkUpdate.ts); any other change, and every new car, through the Local API.
 * - A partial feed reads only the vehicles its rows name; a full feed reads the dealership's stock (to sell the rest).
 */
import type { Payload } from 'payload'

import type { Dealership, Tenant, Vehicle } from '../../payload-types'

import {
  columnFor,
  feedKey,
  parseFeedRows,
  type FeedRecord,
  type FeedRejection,
  type VehicleFeedRow,
} from '../domain/inventory/feed'
import { relationId } from '../domain/ids'
import { slugify } from '../domain/slug'
import { flushStockBatch, newStockBatch, STOCK_BATCH, type StockBatch } from '../search/stockBatch'
import { pgPoolOf } from '../lib/db/pool'
import { withLease } from '../lib/db/leases'
import { applyBulkUpdates, isBulkUpdate } from './bulkUpdate'

export class FeedImportError extends Error {}
/** Another import of the same dealership's stock is running (here or on another instance). */
export class FeedBusyError extends FeedImportError {}

export interface ImportFeedOptions {
  tenantSlug: string
  /** Required when the tenant has more than one dealership. */
  dealershipSlug?: string
  /** Raw rows (CSV records keyed by header, or JSON objects). */
  rows: FeedRecord[]
  /** File line of each row (CSV); without it row i is line i + 1 (JSON). */
  lines?: number[]
  /** A full feed (default) marks missing vehicles sold; a partial one leaves them. */
  full?: boolean
  now?: Date
}

export interface ImportSummary {
  tenant: string
  dealership: string
  created: number
  updated: number
  unchanged: number
  sold: number
  rejected: FeedRejection[]
}

/** Vehicle fields by name, as a feed row sets them and the change check compares them. */
type Fields = Record<string, unknown>
const fieldsOfDoc = (v: Vehicle): Fields => v as unknown as Fields

function same(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === '' ? null : v)
  const x = norm(a)
  const y = norm(b)
  if (x === null || y === null) return x === y
  if (typeof x === 'object' || typeof y === 'object') return JSON.stringify(x) === JSON.stringify(y)
  if (typeof x === 'number' || typeof y === 'number') return Number(x) === Number(y)
  return x === y
}

/** The addresses of a vehicle's images, in order. */
const imageUrls = (images: unknown): string[] =>
  Array.isArray(images) ? images.map((i) => String((i as { url?: unknown } | null)?.url ?? '')) : []

/** The vehicle fields a feed row sets (location, dealership and sold fields are added by the caller). */
function fieldsOf(row: VehicleFeedRow): Fields {
  const name = [row.year, row.make, row.model, row.badge].filter(Boolean).join(' ')
  const images = row.images.map((url) => ({ url, thumb: { url } }))
  return {
    name,
    stocknum: row.stocknum,
    vin: row.vin,
    make: row.make,
    model: row.model,
    badge: row.badge,
    series: row.series,
    year: row.year,
    car_type: row.car_type,
    status: row.status,
    price: row.price,
    km: row.km,
    colour: row.colour,
    simple_body: row.simple_body,
    simple_transmission: row.simple_transmission,
    simple_fuel: row.simple_fuel,
    simple_drive: row.simple_drive,
    seats: row.seats,
    doors: row.doors,
    regplate: row.regplate,
    dealercomments: row.dealercomments,
    tag: row.tag,
    images,
    primary_image_url: images[0]?.url ?? null,
    photos_count: images.length,
  }
}

export async function importFeed(payload: Payload, opts: ImportFeedOptions): Promise<ImportSummary> {
  const now = opts.now ?? new Date()
  const full = opts.full ?? true
  const batch = newStockBatch()
  try {
    return await importInBatch(payload, opts, now, full, batch)
  } finally {
    // what was saved before a failure is in the search and the caches all the same
    await flushStockBatch(payload, batch)
  }
}

async function importInBatch(
  payload: Payload,
  opts: ImportFeedOptions,
  now: Date,
  full: boolean,
  batch: StockBatch,
): Promise<ImportSummary> {
  // the hooks stay on and hand their search documents and cache tags to the batch
  const base = { overrideAccess: true, depth: 0, context: { [STOCK_BATCH]: batch } } as const

  const tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: opts.tenantSlug } }, limit: 1, ...base })
  ).docs[0]
  if (!tenant) throw new FeedImportError(`No tenant with slug '${opts.tenantSlug}'`)

  const dealerships = (
    await payload.find({
      collection: 'dealerships',
      where: { tenant: { equals: tenant.id } },
      limit: 0,
      pagination: false,
      ...base,
    })
  ).docs
  let dealership: Dealership | undefined
  // Each branch either finds the dealership or throws.
  if (opts.dealershipSlug) {
    dealership = dealerships.find((d) => d.slug === opts.dealershipSlug)
    if (!dealership) {
      throw new FeedImportError(
        `No dealership '${opts.dealershipSlug}' in tenant '${opts.tenantSlug}' (it has: ${dealerships.map((d) => d.slug).join(', ') || 'none'})`,
      )
    }
  } else if (dealerships.length === 1 && dealerships[0]) {
    dealership = dealerships[0]
  } else {
    throw new FeedImportError(
      dealerships.length === 0
        ? `Tenant '${opts.tenantSlug}' has no dealerships`
        : `Tenant '${opts.tenantSlug}' has ${dealerships.length} dealerships: pass --dealership <slug> (one of ${dealerships.map((d) => d.slug).join(', ')})`,
    )
  }

  // one import of a dealership's stock at a time, across every instance (a feed pushed twice, a CLI run beside a push)
  const leased = await withLease(pgPoolOf(payload), `stock-import:${tenant.id}:${dealership.id}`, () =>
    importDealership(payload, { opts, now, full, batch, base, tenant, dealership }),
  )
  if (!leased)
    throw new FeedBusyError(
      `An import of ${opts.tenantSlug} / ${dealership.slug} is running: send this feed again when it has finished`,
    )
  return leased.value
}

/** The import of one dealership's rows, under its lease (importInBatch). */
async function importDealership(
  payload: Payload,
  {
    opts,
    now,
    full,
    batch,
    base,
    tenant,
    dealership,
  }: {
    opts: ImportFeedOptions
    now: Date
    full: boolean
    batch: StockBatch
    base: { overrideAccess: true; depth: 0; context: Record<string, unknown> }
    tenant: Tenant
    dealership: Dealership
  },
): Promise<ImportSummary> {
  const locations = (
    await payload.find({
      collection: 'locations',
      where: { dealership: { equals: dealership.id } },
      limit: 0,
      pagination: false,
      sort: 'id',
      ...base,
    })
  ).docs
  const locationBySlug = new Map(locations.map((l) => [String(l.slug).toLowerCase(), l]))
  const defaultLocation =
    locations.find((l) => l.primary) ?? locations.find((l) => l.location_type === 'sales') ?? locations[0]

  const { ok, rejected } = parseFeedRows(opts.rows, { lines: opts.lines, now })

  // Keys of rejected rows: their vehicles are neither updated nor sold.
  const protectedKeys = new Set<string>()
  for (const record of opts.rows) {
    if (!record || typeof record !== 'object') continue
    let stocknum: string | null = null
    let vin: string | null = null
    for (const [k, v] of Object.entries(record)) {
      const f = columnFor(k)
      if (f === 'stocknum' && v !== null && String(v).trim()) stocknum ??= String(v).trim()
      if (f === 'vin' && v !== null && String(v).trim()) vin ??= String(v).trim()
    }
    if (stocknum || vin) protectedKeys.add(feedKey({ stocknum, vin }))
  }

  // a partial feed reads only the cars its rows name (a few rows of a large stock), a full one the whole stock
  const named = (field: 'stocknum' | 'vin') => [...new Set(ok.map((r) => r[field]).filter((v): v is string => !!v))]
  const existing = (
    !full && named('stocknum').length === 0 && named('vin').length === 0
      ? { docs: [] as Vehicle[] }
      : await payload.find({
          collection: 'vehicles',
          where: {
            and: [
              { tenant: { equals: tenant.id } },
              { dealership: { equals: dealership.id } },
              ...(full ? [] : [{ or: [{ stocknum: { in: named('stocknum') } }, { vin: { in: named('vin') } }] }]),
            ],
          },
          limit: 0,
          pagination: false,
          ...base,
        })
  ).docs
  const byKey = new Map<string, Vehicle>()
  for (const v of existing) {
    if (v.stocknum) byKey.set(feedKey({ stocknum: v.stocknum }), v)
    if (v.vin && !byKey.has(feedKey({ vin: v.vin }))) byKey.set(feedKey({ vin: v.vin }), v)
  }
  const findExisting = (row: VehicleFeedRow): Vehicle | undefined =>
    (row.stocknum ? byKey.get(feedKey({ stocknum: row.stocknum })) : undefined) ??
    (row.vin ? byKey.get(feedKey({ vin: row.vin })) : undefined)

  // Slugs are unique per tenant: read once a new car or a renamed one needs one.
  let slugs: Set<string> | null = null
  const tenantSlugs = async () =>
    (slugs ??= new Set(
      (
        await payload.find({
          collection: 'vehicles',
          where: { tenant: { equals: tenant.id } },
          limit: 0,
          pagination: false,
          select: { slug: true },
          ...base,
        })
      ).docs.map((d) => d.slug),
    ))
  const uniqueSlug = async (wanted: string) => {
    const taken = await tenantSlugs()
    let slug = wanted
    for (let n = 2; taken.has(slug); n++) slug = `${wanted}-${n}`
    taken.add(slug)
    return slug
  }
  /** Changes of plain fields only, written in bulk after the loop (./bulkUpdate.ts). */
  const bulk: { current: Vehicle; update: Fields; line: number | null }[] = []

  const summary: ImportSummary = {
    tenant: opts.tenantSlug,
    dealership: dealership.slug,
    created: 0,
    updated: 0,
    unchanged: 0,
    sold: 0,
    rejected: [...rejected],
  }
  const seenIds = new Set<number | string>()

  for (const row of ok) {
    const location = row.location ? locationBySlug.get(row.location) : defaultLocation
    if (row.location && !location) {
      summary.rejected.push({
        line: row.line,
        reasons: [
          `location '${row.location}' is not a location of ${dealership.slug} (one of ${[...locationBySlug.keys()].join(', ')})`,
        ],
      })
      protectedKeys.add(feedKey(row))
      continue
    }
    const current = findExisting(row)
    const data: Fields = {
      ...fieldsOf(row),
      dealership: dealership.id,
      location: location?.id ?? null,
      sold: row.status === 'sold',
    }
    if (row.status === 'sold')
      data.sold_date_timestamp =
        current?.status === 'sold' && current.sold_date_timestamp ? current.sold_date_timestamp : now.toISOString()
    else data.sold_date_timestamp = null
    try {
      if (current) {
        seenIds.add(current.id)
        const changed = Object.keys(data).filter((k) => {
          if (k === 'location' || k === 'dealership') return !same(relationId(fieldsOfDoc(current)[k]), data[k])
          // the pictures are the feed's when their addresses (and order) are: not their thumbnails' shape
          if (k === 'images') return !same(imageUrls(fieldsOfDoc(current)[k]), imageUrls(data[k]))
          if (k === 'sold_date_timestamp')
            return !same(
              current.sold_date_timestamp ? new Date(current.sold_date_timestamp).getTime() : null,
              data[k] ? new Date(String(data[k])).getTime() : null,
            )
          return !same(fieldsOfDoc(current)[k], data[k])
        })
        if (changed.length === 0) {
          summary.unchanged++
          continue
        }
        const update: Fields = Object.fromEntries(changed.map((k) => [k, data[k]]))
        const wanted = slugify(
          `${row.year} ${row.make} ${row.model} ${row.badge ?? ''} ${row.stocknum ?? row.vin ?? ''}`,
        )
        if (current.slug !== wanted && !String(current.slug).startsWith(`${wanted}-`)) {
          ;(await tenantSlugs()).delete(current.slug)
          update.slug = await uniqueSlug(wanted)
          update.path = `/cars/${update.slug}`
        }
        if (isBulkUpdate(update)) {
          bulk.push({ current, update, line: row.line })
          continue
        }
        await payload.update({ collection: 'vehicles', id: current.id, data: update as never, ...base })
        summary.updated++
      } else {
        const slug = await uniqueSlug(
          slugify(`${row.year} ${row.make} ${row.model} ${row.badge ?? ''} ${row.stocknum ?? row.vin ?? ''}`),
        )
        const created = await payload.create({
          collection: 'vehicles',
          data: { ...data, tenant: tenant.id, slug, path: `/cars/${slug}`, item_type: 'car' } as never,
          ...base,
        })
        byKey.set(feedKey(row), created)
        seenIds.add(created.id)
        summary.created++
      }
    } catch (error) {
      summary.rejected.push({ line: row.line, reasons: [`could not be saved: ${(error as Error).message}`] })
      protectedKeys.add(feedKey(row))
    }
  }

  if (full) {
    for (const v of existing) {
      if (seenIds.has(v.id) || v.status === 'sold') continue
      const keys = [
        v.stocknum ? feedKey({ stocknum: v.stocknum }) : null,
        v.vin ? feedKey({ vin: v.vin }) : null,
      ].filter(Boolean) as string[]
      if (keys.some((k) => protectedKeys.has(k))) continue
      bulk.push({
        current: v,
        update: { status: 'sold', sold: true, sold_date_timestamp: now.toISOString() },
        line: null,
      })
    }
  }

  let written = new Set<number>()
  try {
    written = await applyBulkUpdates(payload, Number(tenant.id), bulk, batch)
  } catch (error) {
    // one by one through the Local API, so that a car that cannot be saved is named (and the others are saved)
    payload.logger.warn({ err: error }, 'stock import: the bulk update failed; saving the cars one by one')
    for (const { current, update, line } of bulk) {
      try {
        await payload.update({ collection: 'vehicles', id: current.id, data: update as never, ...base })
        written.add(Number(current.id))
      } catch (rowError) {
        if (line !== null)
          summary.rejected.push({ line, reasons: [`could not be saved: ${(rowError as Error).message}`] })
      }
    }
  }
  for (const { current, line } of bulk) {
    if (!written.has(Number(current.id))) continue
    if (line === null) summary.sold++
    else summary.updated++
  }

  summary.rejected.sort((a, b) => a.line - b.line)
  return summary
}

export function formatSummary(s: ImportSummary, ms?: number): string {
  const lines = s.rejected.map((r) => `  line ${r.line}: ${r.reasons.join('; ')}`)
  return [
    ...(lines.length ? ['Rejected rows:', ...lines] : []),
    `${s.tenant} / ${s.dealership}: created ${s.created}, updated ${s.updated}, unchanged ${s.unchanged}, sold ${s.sold}, rejected ${s.rejected.length}${
      ms === undefined ? '' : ` (${Math.round(ms)} ms)`
    }`,
  ].join('\n')
}
