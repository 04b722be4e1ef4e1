import type { Endpoint } from 'payload'

import { groupAdminDoc } from '../../shared/groupAdminDoc'
import { newSigningSecret } from '../secret'

/**
 * POST /api/lead-destinations/:id/rotate-secret — a new signing secret for a destination, answered once
 * ({ id, secret }, never cached). Group admins of the destination's tenant and super admins only: the destination is
 * looked up with the user's own access (another tenant's, or one marketing cannot see, is a 404 like an unknown id).
 * The old secret stops working at once: the receiver must be given the new one.
 */
export const rotateSecretEndpoint: Endpoint = {
  path: '/:id/rotate-secret',
  method: 'post',
  handler: async (req) => {
    const found = await groupAdminDoc(req, 'lead-destinations', {
      forbidden: 'Only a group admin may rotate a destination’s secret.',
      notFound: 'Lead destination not found.',
    })
    if (found instanceof Response) return found
    const { id } = found
    const secret = newSigningSecret()
    // the secret field is write-protected for everyone (no API update may set it): this endpoint is the only writer.
    // Straight to the database: only the secret changes, so the URL's save-time checks have nothing to say here.
    await req.payload.db.updateOne({
      collection: 'lead-destinations',
      id,
      data: { secret },
      req,
      returning: false,
    })
    return Response.json({ id, secret }, { headers: { 'cache-control': 'no-store' } })
  },
}
