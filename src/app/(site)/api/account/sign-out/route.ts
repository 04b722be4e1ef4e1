import type { NextRequest } from 'next/server'

import { endSession } from '@/data/accounts'
import { payloadClient } from '@/data/payload'
import { json } from '@/lib/http/respond'

import { requestTenant } from '../../tenantRequest'
import { checkOrigin, clearSessionCookie, sessionToken } from '../session'

/** POST /api/account/sign-out: ends the session (the row and the cookie). 200 { signedIn: false }, also when none. */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const origin = checkOrigin(request)
  if (!origin.ok) return origin.response
  await endSession(await payloadClient(), sessionToken(request))
  return clearSessionCookie(json({ signedIn: false }), request)
}
