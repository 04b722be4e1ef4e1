import type { NextRequest } from 'next/server'

import { setWatchAlerts } from '@/data/alerts/savedSearches'
import { SAVED_SEARCH_MESSAGES, watchAlertsSchema } from '@/domain/alerts/savedSearch'
import { json } from '@/lib/http/respond'

import { signedInRequest } from '../session'

/**
 * POST /api/account/watch-alerts { on }: the signed-in shopper's price-drop emails for the cars on their watchlist
 * (the alert job, src/data/alerts/job.ts; drops from now on). Sent only once the email is confirmed.
 *   200 { on, verified, message };  401 not signed in;  422 { error } `on` not a boolean;
 *   403 cross-site;  404 unknown host;  400/413 not JSON / over 4 KiB
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const req = await signedInRequest(request, watchAlertsSchema)
  if (!req.ok) return req.response
  const on = await setWatchAlerts(req.payload, req.account, req.input.on)
  const message = on
    ? `${SAVED_SEARCH_MESSAGES.watchOn}${req.account.emailVerified ? '' : ` ${SAVED_SEARCH_MESSAGES.unverified}`}`
    : SAVED_SEARCH_MESSAGES.watchOff
  return json({ on, verified: req.account.emailVerified, message })
}
