import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { deleteSavedSearch, updateSavedSearch } from '@/data/alerts/savedSearches'
import { updateSearchSchema } from '@/domain/alerts/savedSearch'
import { json, jsonError } from '@/lib/http/respond'

import { signedInRequest, signedInShopper } from '../../session'

/**
 * One of the signed-in shopper's saved searches.
 *   POST { name?, frequency?, alerts?, paused? } → 200 { ok, id, message }   (rename, re-time, pause, emails on/off)
 *   DELETE                                       → 200 { ok, id, message }
 *   404 { error } not theirs on this tenant (or gone);  400 an id that is not one;  401 / 403 / 422 as every account call
 */
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }
const idSchema = z.coerce.number().int().positive().max(2_147_483_647)

async function idOf(context: Context): Promise<number | null> {
  const parsed = idSchema.safeParse((await context.params).id)
  return parsed.success ? parsed.data : null
}

export async function POST(request: NextRequest, context: Context) {
  const id = await idOf(context)
  if (id === null) return jsonError('No such saved search.', 400)
  const req = await signedInRequest(request, updateSearchSchema)
  if (!req.ok) return req.response
  const result = await updateSavedSearch(req.payload, req.tenant, req.account, id, req.input)
  return result.ok ? json(result) : jsonError(result.error, result.status)
}

export async function DELETE(request: NextRequest, context: Context) {
  const id = await idOf(context)
  if (id === null) return jsonError('No such saved search.', 400)
  const req = await signedInShopper(request, { sameOrigin: true })
  if (!req.ok) return req.response
  const result = await deleteSavedSearch(req.payload, req.tenant, req.account, id)
  return result.ok ? json(result) : jsonError(result.error, result.status)
}
