import type { Endpoint } from 'payload'
import { z } from 'zod'

import { localTenantUrl } from '../../src/domain/host'
import { normaliseEmail, signUnsubscribeToken, unsubscribePath } from '../../src/domain/marketing/unsubscribeToken'
import { env, requireEnv } from '../../src/lib/env'
import { unsubscribeKeyFrom } from '../../src/lib/unsubscribeKey'
import { isStaffUser } from '../access'

const querySchema = z.object({
  tenant: z.string().regex(/^\d{1,12}$/, 'tenant must be a tenant id'),
  email: z.string().max(320),
})

type TenantDoc = { id: number | string; slug: string; domains?: { hostname?: string | null }[] | null }

/**
 * GET /api/marketing-opt-outs/unsubscribe-link?tenant={id}&email={address} (admin): the signed
 * unsubscribe link a mail to that address from that tenant carries (alerts and newsletters put it in their footer
 * and List-Unsubscribe header). The user must be able to read the tenant (their own; super admins any).
 *   200 { url: 'https://www.harbourautogroup.com.au/pages/unsubscribe?token=…', email }
 *   400 { error }   no tenant id, or not an email address       401 not signed in      404 a tenant the user cannot read
 */
export const unsubscribeLinkEndpoint: Endpoint = {
  path: '/unsubscribe-link',
  method: 'get',
  handler: async (req) => {
    if (!isStaffUser(req.user)) return Response.json({ error: 'Please sign in to the admin.' }, { status: 401 })
    const parsed = querySchema.safeParse(req.query)
    const email = parsed.success ? normaliseEmail(parsed.data.email) : null
    if (!parsed.success || !email)
      return Response.json({ error: 'Give a tenant id and an email address.' }, { status: 400 })
    const tenant = (await req.payload
      .findByID({ collection: 'tenants', id: Number(parsed.data.tenant), req, overrideAccess: false, depth: 0 })
      .catch(() => null)) as TenantDoc | null
    if (!tenant) return Response.json({ error: 'No such tenant.' }, { status: 404 })
    const host = tenant.domains?.find((d) => d.hostname)?.hostname
    const origin = host ? `https://${host}` : localTenantUrl(tenant.slug, env().PORT)
    const token = signUnsubscribeToken({ tenantId: tenant.id, email }, unsubscribeKeyFrom(requireEnv('PAYLOAD_SECRET')))
    return Response.json({ url: `${origin}${unsubscribePath(token)}`, email })
  },
}
