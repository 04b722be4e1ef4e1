import type { NextRequest } from 'next/server'

import { saveSearch, savedSearchesOf } from '@/data/alerts/savedSearches'
import { saveSearchSchema, SAVED_SEARCH_MESSAGES } from '@/domain/alerts/savedSearch'
import { json, jsonError } from '@/lib/http/respond'

import { signedInRequest, signedInShopper } from '../session'

/**
 * The signed-in shopper's saved searches on this tenant (src/data/alerts/savedSearches.ts).
 *   GET  → 200 { searches: [{ id, name, query, path, frequency, alerts, paused, matches, createdAt }] }  no-store
 *   POST { name, query, frequency: instant|daily|weekly, alerts } → 201 { ok, id, message, verified }
 *        (the same search saved again is updated);  409 { error } at the limit of 20
 *   401 not signed in;  422 { error, fieldErrors } a name, search or frequency that cannot be saved;
 *   403 cross-site;  404 unknown host;  400/413 not JSON / over 4 KiB
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const req = await signedInShopper(request)
  if (!req.ok) return req.response
  return json({ searches: await savedSearchesOf(req.payload, req.tenant, req.account) })
}

export async function POST(request: NextRequest) {
  const req = await signedInRequest(request, saveSearchSchema)
  if (!req.ok) return req.response
  const result = await saveSearch(req.payload, req.tenant, req.account, req.input)
  if (!result.ok) return jsonError(result.error, result.status)
  const message =
    req.input.alerts && !req.account.emailVerified
      ? `${result.message} ${SAVED_SEARCH_MESSAGES.unverified}`
      : result.message
  return json({ ok: true, id: result.id, message, verified: req.account.emailVerified }, 201)
}
