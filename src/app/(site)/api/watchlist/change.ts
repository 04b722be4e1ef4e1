import 'server-only'

import type { NextRequest } from 'next/server'

import { changeWatchlist } from '@/data/accounts'
import { watchlistBodySchema } from '@/domain/accounts/schema'
import { WATCHLIST_MESSAGES } from '@/domain/accounts/watchlist'
import { normaliseAuPhone } from '@/domain/leads/schema'
import { json } from '@/lib/http/respond'

import { accountRequest, requestAccount } from '../account/session'

/**
 * POST /api/watchlist/save-car and /remove-car { phone_number, car_id } (spec §7; SAVE-04, SAVE-06). Always
 * `{ success, message }` once the body is read (the button alerts the message on failure, ERR-06):
 *   200 { success: true }    saved (again: no duplicate) / removed (also when it was not saved)
 *   401 { success: false }   not signed in on this tenant
 *   403 { success: false }   phone_number is not the signed-in shopper's
 *   404 { success: false }   car_id is not a car shown on this tenant's site, or the tenant's garage is off (TEN-25)
 *   409 { success: false }   save of a sold car (SAVE-10)
 *   422 { error, fieldErrors } bad body; 403 cross-site; 404 unknown host; 400/413
 */
export function watchlistRoute(action: 'save' | 'remove') {
  return async function POST(request: NextRequest) {
    const req = await accountRequest(request, watchlistBodySchema)
    if (!req.ok) return req.response
    if (!req.tenant.config.features.garageEnabled) return json({ success: false, message: WATCHLIST_MESSAGES.off }, 404)
    const account = await requestAccount(request, req.tenant, req.payload)
    if (!account) return json({ success: false, message: WATCHLIST_MESSAGES.signIn }, 401)
    const result = await changeWatchlist(req.payload, req.tenant, account, {
      phone: normaliseAuPhone(req.input.phone_number),
      carId: req.input.car_id,
      action,
    })
    return json(result.body, result.status)
  }
}
