import 'server-only'

import { stockListTags } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

import { isDbId } from '@/domain/ids'
import type { TenantSite } from '@/domain/site'
import {
  estimateTradeIn,
  YEAR_WINDOW,
  type Comparable,
  type EstimateResult,
  type TradeInVehicle,
} from '@/domain/tradeIn/estimate'
import type { TradeInCar } from '@/domain/tradeIn/pages'
import type { RegoVehicle, ValuationProvider } from '@/domain/tradeIn/provider'
import { checkAnswers, type AdjustmentAnswers } from '@/domain/tradeIn/questions'
import { normaliseRego, type RegoState } from '@/domain/tradeIn/rego'

import { canContinueLead } from './leads/continuation'
import { dbPool, payloadClient } from './payload'

/**
 * The built-in valuation provider (spec §7 Valuation steps): registrations are looked up in the tenant's own
 * vehicle records by regplate; estimates come from the tenant's own stock (same make and model, nearby years) and
 * each car's market data (autograb_data). Scoped to the tenant only — dealer-group siblings are not consulted.
 */
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

/** The tenant's cars of the same make and model within the year window, as comparables. */
export async function tradeInComparables(
  tenant: TenantSite,
  v: Pick<TradeInVehicle, 'make' | 'model' | 'year'>,
): Promise<Comparable[]> {
  recordRenderDeps(stockListTags(tenant.id))
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'vehicles',
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
    where: {
      and: [
        { tenant: { equals: tenant.id } },
        { make: { like: v.make.trim() } },
        { model: { like: v.model.trim() } },
        { year: { greater_than_equal: v.year - YEAR_WINDOW } },
        { year: { less_than_equal: v.year + YEAR_WINDOW } },
      ],
    },
  })
  const out: Comparable[] = []
  for (const doc of found.docs) {
    const d = doc as unknown as Record<string, unknown>
    const offer = num(d.offer_price)
    const price = offer && offer > 10 ? offer : num(d.price)
    const year = num(d.year)
    const km = num(d.km)
    if (!price || price <= 10 || year == null || km == null) continue
    const market = rec(d.autograb_data)
    out.push({
      make: String(d.make ?? ''),
      model: String(d.model ?? ''),
      year,
      km,
      price,
      marketMin: num(market.market_range_min),
      marketMax: num(market.market_range_max),
    })
  }
  return out
}

/** The tenant's vehicle with this registration, or null. Spaces and dashes are ignored on both sides, so 'ABC 123',
 * 'abc-123' and 'ABC123' all find a plate stored as any of them (LEAD-42). */
export async function lookupTenantRego(
  tenant: TenantSite,
  rego: string,
  state: RegoState,
): Promise<RegoVehicle | null> {
  const wanted = normaliseRego(rego)
  if (!wanted) return null
  const pool = await dbPool()
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM vehicles WHERE tenant_id = $1 AND upper(regexp_replace(regplate, '[\\s-]+', '', 'g')) = $2 ORDER BY id LIMIT 1`,
    [Number(tenant.id), wanted],
  )
  if (!rows[0]) return null
  const payload = await payloadClient()
  const doc = (await payload.findByID({
    collection: 'vehicles',
    id: rows[0].id,
    depth: 0,
    overrideAccess: true,
  })) as unknown as Record<string, unknown> | null
  if (!doc) return null
  const year = num(doc.year)
  const km = num(doc.km)
  if (!doc.make || !doc.model || year == null) return null
  return {
    rego: wanted,
    regoState: state,
    make: String(doc.make),
    model: String(doc.model),
    year,
    km: km ?? 0,
    variant: typeof doc.badge === 'string' ? doc.badge : null,
  }
}

export function builtInValuationProvider(tenant: TenantSite, now: () => Date = () => new Date()): ValuationProvider {
  return {
    lookupRego: (rego, state) => lookupTenantRego(tenant, rego, state),
    async estimate(input: TradeInVehicle, answers: AdjustmentAnswers): Promise<EstimateResult> {
      const checked = checkAnswers(answers)
      const adjustment = checked.ok ? checked.adjustment : 0
      const comparables = await tradeInComparables(tenant, input)
      return estimateTradeIn(input, comparables, adjustment, now())
    },
  }
}

export type StoreValuationResult = { ok: true } | { ok: false; status: 404 | 503; error: string }

/**
 * Saves a valuation result on the tenant's lead (POST /api/miscellaneous, column_name valuation; LEAD-45, LEAD-46):
 * the value is stored in the lead's `valuation` and, when it carries an offer price, `offer_price`. Only with the
 * lead's continuation token and while the lead is in progress (src/data/leads/continuation.ts): a missing, wrong or
 * expired token, another tenant's lead, a finished lead and an unknown id are all the same 'Lead not found'.
 */
export async function storeLeadValuation(
  tenant: TenantSite,
  leadId: string | number,
  continuationToken: string | null | undefined,
  value: Record<string, unknown>,
  now: Date = new Date(),
): Promise<StoreValuationResult> {
  const notFound = { ok: false, status: 404, error: 'Lead not found' } as const
  const payload = await payloadClient()
  try {
    const id = await canContinueLead(payload, Number(tenant.id), leadId, continuationToken, now)
    if (id === null) return notFound
    const offer = num(value.offerPrice) ?? num(value.offer_price)
    // still in progress at the moment of writing (a last step may have landed since the check)
    const updated = await payload.update({
      collection: 'leads',
      where: {
        and: [{ id: { equals: id } }, { tenant: { equals: tenant.id } }, { status: { equals: 'in_progress' } }],
      },
      data: { valuation: value, ...(offer != null ? { offer_price: offer } : {}) },
      depth: 0,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    if (updated.docs.length === 0) return notFound
    return { ok: true }
  } catch (e) {
    console.error('[trade-in] storeLeadValuation', e)
    return { ok: false, status: 503, error: 'The valuation could not be saved. Please try again.' }
  }
}

/** The tenant's car named by /cars/trade-in?car_id= (its id or slug), as the form's starting values (RTE-13). */
export async function tradeInCarPrefill(tenant: TenantSite, carId: string): Promise<TradeInCar | null> {
  recordRenderDeps(stockListTags(tenant.id))
  const payload = await payloadClient()
  const id = Number(carId)
  const found = await payload.find({
    collection: 'vehicles',
    where: {
      and: [
        // an id beyond the column is no car's id (and never reaches Postgres, which would fail the query)
        isDbId(id) ? { id: { equals: id } } : { slug: { equals: carId } },
        { tenant: { equals: tenant.id } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: {
      make: true,
      model: true,
      year: true,
      km: true,
      name: true,
      slug: true,
      primary_image_url: true,
      badge: true,
    },
  })
  const d = found.docs[0]
  if (!d) return null
  const year = num(d.year)
  const make = typeof d.make === 'string' ? d.make : ''
  const model = typeof d.model === 'string' ? d.model : ''
  const badge = typeof d.badge === 'string' ? d.badge : ''
  const title = [year, make, model, badge].filter(Boolean).join(' ') || (typeof d.name === 'string' ? d.name : '')
  const slug = typeof d.slug === 'string' ? d.slug : null
  const image = typeof d.primary_image_url === 'string' ? d.primary_image_url : null
  return { carId: String(d.id), title, make, model, year, kms: num(d.km), slug, imageUrl: image }
}

/** The tenant's own state (its primary visible location's address state, e.g. 'NSW'), or null. */
export async function tenantState(tenant: TenantSite): Promise<string | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'locations',
    where: { and: [{ tenant: { equals: tenant.id } }, { visible: { equals: true } }] },
    sort: ['-primary', 'name'],
    limit: 5,
    depth: 0,
    overrideAccess: true,
    select: { address: true },
  })
  for (const d of found.docs) {
    const state = d.address?.state
    if (typeof state === 'string' && state.trim()) return state.trim()
  }
  return null
}
