import 'server-only'

import type { Payload } from 'payload'

import type { LeadRecord, LeadVehicle } from '@/domain/leads/merge'
import { trackingEventId, type LeadRequest } from '@/domain/leads/schema'

/**
 * The tracking event of a lead's last step (an analytics-events row; spec §7 ids through trackingEventId): LEAD-36
 * the follow-up record (category, car_type); LEAD-48 the user data — the lead it came from and what the shopper
 * chose. The contact details stay on the lead, never in analytics. Recorded after the lead's commit; a failure is
 * only logged (the lead is stored either way).
 */
export async function recordLeadEvent(
  payload: Payload,
  input: { leadId: unknown; lead: LeadRequest; record: LeadRecord; vehicle: LeadVehicle | null },
): Promise<void> {
  const { leadId, lead, record, vehicle } = input
  const f = lead.fields as Record<string, unknown>
  // careers enquiries travel as General Enquiry with the Career Enquiry subcategory (LEAD-63), and count as careers
  const category = lead.subcategory === 'Career Enquiry' ? 'Career Enquiry' : lead.category
  await payload
    .create({
      collection: 'analytics-events',
      data: {
        tenant: record.tenant,
        event_id: trackingEventId(category, vehicle?.car_type, vehicle?.tag),
        name: 'lead',
        vehicle: vehicle?.id ?? null,
        dealership: record.dealership,
        data: {
          lead_id: leadId,
          category,
          subcategory: record.subcategory,
          car_type: vehicle?.car_type ?? null,
          car_id: vehicle?.id ?? null,
          user: {
            postcode: record.postcode,
            opt_in: f.opt_in ?? null,
            preferred_contact: f.PreferredContactMethod ?? null,
            source: record.source,
          },
        },
      },
      overrideAccess: true,
      depth: 0,
    })
    .catch((error: unknown) => payload.logger.warn({ err: error }, 'lead tracking event not recorded'))
}
