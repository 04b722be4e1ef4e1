import type { Endpoint } from 'payload'

import { leadsAccessError } from '../access'

/**
 * POST /api/leads/:id/retry-delivery — a dead-lettered lead goes back to the delivery outbox: status pending,
 * attempts counted afresh, next attempt now (the log of earlier attempts stays). Only users who may edit that
 * tenant's leads: the read and the update run with the user's access (another tenant's lead is a 404).
 */
export const retryDeliveryEndpoint: Endpoint = {
  path: '/:id/retry-delivery',
  method: 'post',
  handler: async (req) => {
    const denied = leadsAccessError(req)
    if (denied) return denied
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d+$/.test(id)) return Response.json({ error: 'The lead id must be a number.' }, { status: 400 })
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
    if (lead.status !== 'dead_letter') {
      return Response.json(
        { error: `Only a lead whose delivery failed can be retried; this one is ${lead.status}.` },
        { status: 409 },
      )
    }
    try {
      const updated = await req.payload.update({
        collection: 'leads',
        id: Number(id),
        data: { status: 'pending', attempts: 0, next_attempt_at: new Date().toISOString() },
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
      })
      return Response.json({ id: updated.id, status: updated.status, next_attempt_at: updated.next_attempt_at })
    } catch (error) {
      const status = (error as { status?: number }).status
      if (status === 401 || status === 403 || status === 404) {
        return Response.json({ error: 'You may not edit this lead.' }, { status: 403 })
      }
      throw error
    }
  },
}
