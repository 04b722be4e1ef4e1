import { leadTrackingEvent, trackedLeadOf } from '../../../src/domain/leads/trackingEvent'
import { SUSPECTED_SPAM } from '../statuses'
import { requeueLeadEndpoint } from './requeue'

/**
 * POST /api/leads/:id/release — a lead held as suspected spam (src/domain/leads/trust.ts) is released to the
 * delivery outbox. Its `suspected_reason` stays as the record of why it was held. Deleting one is Payload's own
 * delete, allowed only while a lead is held (collections/Leads access.delete). A released lead is a real one from
 * then on: its tracking event, withheld while it was held, is recorded now (src/domain/leads/trackingEvent.ts).
 */
export const releaseSuspectedEndpoint = requeueLeadEndpoint({
  path: '/:id/release',
  from: SUSPECTED_SPAM,
  refusal: 'Only a lead held as suspected spam can be released',
  meanwhile: 'This lead was released or deleted meanwhile.',
  afterRequeue: async (req, lead) => {
    await req.payload
      .create({
        collection: 'analytics-events',
        data: leadTrackingEvent(String(lead.id), trackedLeadOf(lead)),
        overrideAccess: true,
        depth: 0,
        req,
      })
      .catch((error: unknown) => req.payload.logger.warn({ err: error }, 'lead tracking event not recorded'))
  },
})
