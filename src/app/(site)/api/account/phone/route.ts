import type { NextRequest } from 'next/server'

import { updatePhone } from '@/data/accounts'
import { ACCOUNT_MESSAGES, phoneUpdateSchema } from '@/domain/accounts/schema'
import { json, jsonError } from '@/lib/http/respond'

import { accountRequest, requestAccount } from '../session'

/**
 * POST /api/account/phone { phone }: the signed-in shopper's phone (needed for the watchlist, SAVE-02).
 *   200 { signedIn: true, id, name, hasPhone: true, phone }   stored as national digits
 *   401 { error }   not signed in;  422 { error, fieldErrors } not an Australian number
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const req = await accountRequest(request, phoneUpdateSchema)
  if (!req.ok) return req.response
  const account = await requestAccount(request, req.tenant, req.payload)
  if (!account) return jsonError(ACCOUNT_MESSAGES.signedOut, 401)
  const updated = await updatePhone(req.payload, account, req.input.phone)
  return json({ signedIn: true, id: updated.id, name: updated.name, hasPhone: true, phone: updated.phone })
}
