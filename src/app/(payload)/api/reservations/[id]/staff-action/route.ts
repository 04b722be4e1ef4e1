import type { NextRequest } from 'next/server'
import { z } from 'zod'

import { payloadClient } from '@/data/payload'
import { staffAction } from '@/data/reservations/service'
import { json, jsonBody, jsonError } from '@/lib/http/respond'

const bodySchema = z.object({ action: z.enum(['release', 'convert', 'refund']) }).strict()
const MANAGERS = new Set(['super-admin', 'group-admin'])

/**
 * POST /api/reservations/{id}/staff-action { action: 'release' | 'convert' | 'refund' } — from the admin's
 * reservation page (collections/Reservations/components/StaffActions.client.tsx), with the staff session. Only a
 * super admin or a group admin of the reservation's tenant: the reservation is read with the user's own access (the
 * multi-tenant plugin's tenant filter), so another group's reservation is a 404. 401 without a session, 403 for
 * marketing users, 409 when the reservation is not held, 422 for another action.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!/^\d{1,12}$/.test(id)) return jsonError('Reservation not found.', 404)
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return jsonError('Please sign in to the admin.', 401)
  const roles = ((user as { roles?: string[] }).roles ?? []).filter((r) => MANAGERS.has(r))
  if (roles.length === 0) return jsonError('Only a group admin can change a reservation.', 403)
  const visible = await payload
    .findByID({ collection: 'reservations', id: Number(id), depth: 0, overrideAccess: false, user })
    .catch(() => null)
  if (!visible) return jsonError('Reservation not found.', 404)
  const read = await jsonBody(request, { maxBytes: 1024 })
  if (!read.ok) return read.response
  const parsed = bodySchema.safeParse(read.value)
  if (!parsed.success) return jsonError('Choose release, convert or refund.', 422)
  const result = await staffAction(payload, Number(id), parsed.data.action, String(user.email ?? user.id))
  return json(result.body, result.status)
}
