import 'server-only'

import type { Payload } from 'payload'

import { leadTrackingEvent, type TrackedLead } from '@/domain/leads/trackingEvent'

/** Records a lead's tracking event (leadTrackingEvent); a failure is only logged — the lead is stored either way. */
export async function recordLeadEvent(payload: Payload, leadId: string | number, lead: TrackedLead): Promise<void> {
  await payload
    .create({ collection: 'analytics-events', data: leadTrackingEvent(leadId, lead), overrideAccess: true, depth: 0 })
    .catch((error: unknown) => payload.logger.warn({ err: error }, 'lead tracking event not recorded'))
}
