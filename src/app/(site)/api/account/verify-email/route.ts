import type { NextRequest } from 'next/server'

import { confirmEmail } from '@/data/accountsTrust'
import { verifyEmailSchema } from '@/domain/accounts/trust'
import { json } from '@/lib/http/respond'

import { accountRequest, refusal } from '../session'

/**
 * POST /api/account/verify-email { token } (the confirmation page's button; no sign-in needed: the link may be opened
 * on another device).
 *   200 { ok: true, message, changed }   the address is confirmed (changed: it is now the account's email)
 *   400 { error }   unknown, used or expired link, or another tenant's;  409 { error } the new address was taken since
 *   422 / 403 / 404 / 400 / 413 as every account endpoint
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  const req = await accountRequest(request, verifyEmailSchema)
  if (!req.ok) return req.response
  const result = await confirmEmail(req.payload, req.tenant, req.input.token)
  if (!result.ok) return refusal(result)
  return json({ ok: true, message: result.message, changed: result.changed })
}
