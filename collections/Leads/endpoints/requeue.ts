import type { Endpoint, PayloadRequest } from 'payload'

import type { Lead } from '../../../payload-types'

import { findWithUserAccess } from '../../shared/groupAdminDoc'
import { leadsAccessError } from '../access'
import type { LeadStatus } from '../statuses'

export interface RequeueRule {
  /** '/:id/retry-delivery', '/:id/release' */
  path: string
  /** The one status a lead may be put back in the outbox from. */
  from: LeadStatus
  /** Why another status is refused (409), e.g. 'Only a lead whose delivery failed can be retried'. */
  refusal: string
  /** Why nothing changed when another admin acted first (409). */
  meanwhile: string
  /** What else happens once the lead is back in the outbox (same request, after the status changed). */
  afterRequeue?: (req: PayloadRequest, lead: Lead) => Promise<void>
}

/**
 * POST /api/leads/:id/… — puts a lead back in the delivery outbox: status pending, attempts counted afresh, next
 * attempt now (the log of earlier attempts stays), so the worker delivers it once like any other lead. Only users
 * who may edit that tenant's leads: the read and the update run with the user's access (another tenant's lead is a
 * 404). The update applies only while the lead still has the `from` status, so two admins acting at once deliver it
 * once.
 */
export function requeueLeadEndpoint(rule: RequeueRule): Endpoint {
  return {
    path: rule.path,
    method: 'post',
    handler: async (req) => {
      const denied = leadsAccessError(req)
      if (denied) return denied
      const id = String(req.routeParams?.id ?? '')
      if (!/^\d{1,15}$/.test(id)) return Response.json({ error: 'The lead id must be a number.' }, { status: 400 })
      const lead = await findWithUserAccess(req, 'leads', Number(id))
      if (!lead) return Response.json({ error: 'Lead not found.' }, { status: 404 })
      if (lead.status !== rule.from) {
        return Response.json({ error: `${rule.refusal}; this one is ${lead.status}.` }, { status: 409 })
      }
      try {
        const updated = await req.payload.update({
          collection: 'leads',
          where: { and: [{ id: { equals: Number(id) } }, { status: { equals: rule.from } }] },
          data: { status: 'pending', attempts: 0, next_attempt_at: new Date().toISOString() },
          depth: 0,
          overrideAccess: false,
          user: req.user,
          req,
        })
        const doc = updated.docs[0]
        if (!doc) return Response.json({ error: rule.meanwhile }, { status: 409 })
        await rule.afterRequeue?.(req, doc)
        return Response.json({ id: doc.id, status: doc.status, next_attempt_at: doc.next_attempt_at })
      } catch (error) {
        const status = (error as { status?: number }).status
        if (status === 401 || status === 403 || status === 404) {
          return Response.json({ error: 'You may not edit this lead.' }, { status: 403 })
        }
        throw error
      }
    },
  }
}
