import type { NextRequest } from 'next/server'

import { payloadClient } from '@/data/payload'
import { json } from '@/lib/http/respond'

import { requestTenant } from '../../tenantRequest'
import { requestAccount } from '../session'

/**
 * GET /api/account/me: who is signed in on this tenant (the header's account island, the watchlist button).
 *   { signedIn: false } | { signedIn: true, id, name, hasPhone, phone, emailVerified, watchAlerts }   never cached (no-store)
 * The phone is the shopper's own (the watchlist calls send it back, spec §7).
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const account = await requestAccount(request, site.tenant, await payloadClient())
  if (!account) return json({ signedIn: false })
  return json({
    signedIn: true,
    id: account.id,
    name: account.name,
    hasPhone: Boolean(account.phone),
    phone: account.phone,
    emailVerified: account.emailVerified,
    watchAlerts: account.watchAlerts,
  })
}
