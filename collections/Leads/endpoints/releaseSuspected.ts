import type { Endpoint } from 'payload'

import { leadsAccessError } from '../access'
import { SUSPECTED_SPAM } from '../statuses'

/**
 * POST /api/leads/:id/release — a lead held as suspected spam (src/domain/leads/trust.ts) is released to the
 * delivery outbox: status pending, next attempt now, so the worker delivers it like any other lead. Its
 * `suspected_reason` stays as the record of why it was held. Only users who may edit that tenant's leads: the read
 * and the update run with the user's access (another tenant's lead is a 404). Deleting one is Payload's own delete,
 * allowed only while a lead is held (collections/Leads access.delete).
 */
export const releaseSuspectedEndpoint: Endpoint = {
  path: '/:id/release',
  method: 'post',
  handler: async (req) => {
    const denied = leadsAccessError(req)
    if (denied) return denied
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d{1,15}$/.test(id)) return Response.json({ error: 'The lead id must be a number.' }, { status: 400 })
    const found = await req.payload.find({
      collection: 'leads',
      where: { id: { equals: Number(id) } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const lead = found.docs[0]
    if (!lead) return Response.json({ error: 'Lead not found.' }, { status: 404 })
    if (lead.status !== SUSPECTED_SPAM) {
      return Response.json(
        { error: `Only a lead held as suspected spam can be released; this one is ${lead.status}.` },
        { status: 409 },
      )
    }
    try {
      // only while still held: two admins releasing at once deliver it once
      const updated = await req.payload.update({
        collection: 'leads',
        where: { and: [{ id: { equals: Number(id) } }, { status: { equals: SUSPECTED_SPAM } }] },
        data: { status: 'pending', attempts: 0, next_attempt_at: new Date().toISOString() },
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
      })
      const doc = updated.docs[0]
      if (!doc) return Response.json({ error: 'This lead was released or deleted meanwhile.' }, { status: 409 })
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
