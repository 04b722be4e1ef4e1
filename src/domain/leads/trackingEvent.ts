import { relationDbId } from '../ids'
import type { LeadRecord } from './merge'
import { trackingEventId } from './schema'

/** What the tracking event reads of a stored lead (the row mergeLead wrote, or the row as the database holds it). */
export type TrackedLead = Pick<
  LeadRecord,
  'tenant' | 'category' | 'subcategory' | 'vehicle' | 'car' | 'dealership' | 'postcode' | 'fields' | 'source'
>

/**
 * The analytics-events row of a lead's last step (spec §7 ids through trackingEventId): LEAD-36 the follow-up
 * record (category, car_type); LEAD-48 the user data — the lead it came from and what the shopper chose. The contact
 * details stay on the lead, never in analytics. The car's type and tag come from the snapshot the lead keeps of it.
 *
 * It is recorded when the lead is a real one: after a trusted lead's commit (src/data/leads/events.ts), and for a
 * lead held as suspected spam only when the dealer releases it (collections/Leads/endpoints/releaseSuspected.ts); a
 * held lead that is deleted never counts in the dealer's reports.
 */
export function leadTrackingEvent(leadId: string | number, lead: TrackedLead) {
  const fields = lead.fields ?? {}
  const car = lead.car ?? {}
  const carType = typeof car.car_type === 'string' ? car.car_type : null
  const tag = typeof car.tag === 'string' ? car.tag : null
  // careers enquiries travel as General Enquiry with the Career Enquiry subcategory (LEAD-63), and count as careers
  const category = lead.subcategory === 'Career Enquiry' ? 'Career Enquiry' : lead.category
  return {
    tenant: lead.tenant,
    event_id: trackingEventId(category, carType, tag),
    name: 'lead',
    vehicle: lead.vehicle ?? null,
    dealership: lead.dealership,
    data: {
      lead_id: leadId,
      category,
      subcategory: lead.subcategory,
      car_type: carType,
      car_id: lead.vehicle ?? null,
      user: {
        postcode: lead.postcode,
        opt_in: fields.opt_in ?? null,
        preferred_contact: fields.PreferredContactMethod ?? null,
        source: lead.source,
      },
    },
  }
}

const objectOr = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
const textOr = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** A lead row as the database returns it (relations as ids or documents), read as a TrackedLead. */
export function trackedLeadOf(row: Partial<Record<keyof TrackedLead, unknown>>): TrackedLead {
  return {
    tenant: relationDbId(row.tenant) ?? 0,
    category: row.category as TrackedLead['category'],
    subcategory: textOr(row.subcategory),
    vehicle: relationDbId(row.vehicle),
    car: objectOr(row.car),
    dealership: relationDbId(row.dealership),
    postcode: textOr(row.postcode),
    fields: objectOr(row.fields) ?? {},
    source: row.source as TrackedLead['source'],
  }
}
