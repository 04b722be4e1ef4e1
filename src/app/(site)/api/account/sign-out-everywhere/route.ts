import type { NextRequest } from 'next/server'

import { signOutEverywhere } from '@/data/accountsTrust'
import { signOutEverywhereSchema, TRUST_MESSAGES } from '@/domain/accounts/trust'
import { json } from '@/lib/http/respond'

import { clearSessionCookie, signedInRequest } from '../session'

/**
 * POST /api/account/sign-out-everywhere {}: ends every session of the signed-in shopper, this browser's included.
 *   200 { signedIn: false, message, ended }   ended: how many sessions were ended;  401 not signed in
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const req = await signedInRequest(request, signOutEverywhereSchema)
  if (!req.ok) return req.response
  const ended = await signOutEverywhere(req.payload, req.account)
  return clearSessionCookie(json({ signedIn: false, message: TRUST_MESSAGES.signedOutEverywhere, ended }), request)
}
