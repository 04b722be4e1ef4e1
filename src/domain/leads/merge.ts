/**
 * The lead row a submission writes (LEAD-37, LEAD-38, LEAD-43..45): this step's request merged over the lead it
 * continues, the car it names and the place its form chose. Pure: the caller looks the car, the place and the previous
 * lead up (tenant-scoped) and stores the answer.
 */
import { relationDbId } from '../ids'
import type { LeadCategory, LeadRequest } from './schema'
import { leadStatusFor } from './trust'

/** The vehicle fields a lead keeps as `car`: the car as it was when the lead was sent (what the dealer's ADF
 * describes it with). The vehicle's `name` is kept as `title` and `stocknum` as `stock_number`. */
export const LEAD_CAR_SNAPSHOT_FIELDS = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'stocknum',
  'vin',
  'car_type',
  'price',
  'km',
  'colour',
  'doors',
  'simple_body',
  'simple_transmission',
  'tag',
  'location',
  'dealership_slug',
  'location_name',
] as const

/** Snapshot keys named for the lead (the admin's car cell and the CSV read `title` and `stock_number`). */
const SNAPSHOT_KEYS: Partial<Record<(typeof LEAD_CAR_SNAPSHOT_FIELDS)[number], string>> = {
  name: 'title',
  stocknum: 'stock_number',
}

/** The car a lead names, as the lead needs it. */
export type LeadVehicle = {
  id: number
  car_type?: string
  tag?: string
  /** the car's dealership: the lead is for it */
  dealership: number | null
  /** LEAD_CAR_SNAPSHOT_FIELDS of the car, those it has */
  snapshot: Record<string, unknown>
}

/** What an earlier step stored that a later step keeps when it does not send it again. */
export type PreviousLead = {
  subcategory?: string | null
  vehicle?: unknown
  dealership?: unknown
  car?: unknown
  fields?: unknown
  offer_price?: number | null
  valuation?: unknown
  form_completed?: boolean | null
  offer_accepted?: boolean | null
  suspected_reason?: string | null
}

/** The lead row to create (first step) or to update (a continued step). */
export type LeadRecord = {
  tenant: number
  category: LeadCategory
  subcategory: string | null
  status: 'pending' | 'in_progress' | 'suspected_spam'
  vehicle: number | null
  dealership: number | null
  car: Record<string, unknown> | null
  fields: Record<string, unknown>
  name: string | null
  email: string | null
  phone: string | null
  postcode: string | null
  additional_services: string[]
  page_id: string | null
  url: string | null
  source: LeadRequest['source']
  user_agent: string | null
  lead_attributes: NonNullable<LeadRequest['lead_attributes']> | null
  offer_price: number | null
  valuation: Record<string, unknown> | null
  form_completed: boolean | null
  offer_accepted: boolean | null
  /** why the lead is held as suspected spam (src/domain/leads/trust.ts), null when trusted */
  suspected_reason: string | null
  /** the delivery outbox's due time: now for a trusted last step, none while in progress or held */
  next_attempt_at: string | null
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null

/** The car a lead names, from its vehicle document (read at depth 0). */
export function leadVehicleOf(doc: Record<string, unknown>): LeadVehicle {
  const snapshot = Object.fromEntries(
    LEAD_CAR_SNAPSHOT_FIELDS.filter((k) => doc[k] !== undefined && doc[k] !== null).map((k) => [
      SNAPSHOT_KEYS[k] ?? k,
      k === 'location' ? relationDbId(doc[k]) : doc[k],
    ]),
  )
  return {
    id: Number(doc.id),
    car_type: doc.car_type as string | undefined,
    tag: doc.tag as string | undefined,
    dealership: relationDbId(doc.dealership),
    snapshot,
  }
}

/**
 * The lead row for one validated submission:
 *  - status `pending` with next_attempt_at `now` on the last step (the delivery outbox entry), else `in_progress`;
 *    a suspected lead (`suspectedReason`, from judgeLead) ends `suspected_spam` with no next attempt (held);
 *  - fields: the previous step's, overwritten by this step's; name, email, phone and postcode from this step's;
 *  - subcategory, vehicle, car, offer_price, valuation, form_completed and offer_accepted: this step's when it sends
 *    them, else the previous step's;
 *  - dealership: the car's, else the place the form chose, else the previous step's.
 *   mergeLead({ tenantId: 1, lead, previous: null, vehicle: null, placeDealership: null, now })
 */
export function mergeLead(input: {
  tenantId: number
  lead: LeadRequest
  previous: PreviousLead | null
  vehicle: LeadVehicle | null
  /** the dealership of the location or dealership_slug the form named (already checked to be the tenant's) */
  placeDealership: number | null
  now: Date
  /** why this submission (or an earlier step of it) is suspected spam; null or absent when trusted */
  suspectedReason?: string | null
}): LeadRecord {
  const { tenantId, lead, previous, vehicle, placeDealership, now } = input
  const suspectedReason = input.suspectedReason ?? null
  const status = leadStatusFor(lead.isLastStep, suspectedReason !== null)
  const f = lead.fields as Record<string, unknown>
  const text = (value: unknown): string | null => (value as string | undefined) ?? null
  return {
    tenant: tenantId,
    category: lead.category,
    subcategory: lead.subcategory ?? previous?.subcategory ?? null,
    status,
    vehicle: vehicle?.id ?? relationDbId(previous?.vehicle),
    dealership: vehicle?.dealership ?? placeDealership ?? relationDbId(previous?.dealership),
    car: vehicle?.snapshot ?? asObject(previous?.car),
    fields: { ...(asObject(previous?.fields) ?? {}), ...f },
    name: [f.name, f.last_name].filter(Boolean).join(' ') || null,
    email: text(f.email),
    phone: text(f.phone),
    postcode: text(f.postcode),
    additional_services: lead.additional_services,
    page_id: lead.page_id !== undefined ? String(lead.page_id) : null,
    url: lead.url ?? null,
    source: lead.source,
    user_agent: lead.user_agent ?? null,
    lead_attributes: lead.lead_attributes ?? null,
    offer_price: lead.offer_price ?? previous?.offer_price ?? null,
    valuation: lead.valuation ?? asObject(previous?.valuation),
    form_completed: lead.form_completed ?? previous?.form_completed ?? null,
    offer_accepted: lead.offer_accepted ?? previous?.offer_accepted ?? null,
    suspected_reason: suspectedReason,
    next_attempt_at: status === 'pending' ? now.toISOString() : null,
  }
}
