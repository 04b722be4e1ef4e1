import type { NextRequest } from 'next/server'

import { watchlistOf } from '@/data/accounts'
import { payloadClient } from '@/data/payload'
import { WATCHLIST_MESSAGES } from '@/domain/accounts/watchlist'
import { json } from '@/lib/http/respond'

import { requestAccount } from '../../account/session'
import { requestTenant } from '../../tenantRequest'

/**
 * GET /api/watchlist/cars: the signed-in shopper's watchlist on this tenant (SAVE-12: entries with an id), newest first.
 *   200 { entries: [{ id, car: { id, name, slug, status, price, km, carType, image }, savedAt }] }
 *   401 { error } not signed in; 404 { error } the tenant's garage is off (TEN-25). Never cached.
 * Not /api/watchlist itself: that is Payload's REST for the collection (the admin's).
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  if (!site.tenant.config.features.garageEnabled) return json({ error: WATCHLIST_MESSAGES.off }, 404)
  const payload = await payloadClient()
  const account = await requestAccount(request, site.tenant, payload)
  if (!account) return json({ error: WATCHLIST_MESSAGES.signIn }, 401)
  return json({ entries: await watchlistOf(payload, site.tenant, account) })
}
