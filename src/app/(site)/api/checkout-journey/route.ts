import type { NextRequest } from 'next/server'
import { z } from 'zod'

import {
  findJourney,
  JOURNEY_COOKIE,
  journeyContext,
  NO_JOURNEY,
  saveJourneyStep,
  type JourneyOwner,
} from '@/data/checkout/journeys'
import { payloadClient } from '@/data/payload'
import { signInPath } from '@/domain/accounts/signIn'
import { JOURNEY_BODY_BYTES, JOURNEY_STEPS, JOURNEY_TTL_MS, journeyCarId, journeyPath } from '@/domain/checkout/journey'
import type { TenantSite } from '@/domain/site'
import { checkSearchParams } from '@/lib/http/jsonBody'
import { json, jsonBody, jsonError } from '@/lib/http/respond'
import { clientAddress } from '@/lib/requestContext'

import { checkOrigin, requestAccount, requestCookie, setSiteCookie } from '../account/session'
import { requestTenant } from '../tenantRequest'

/**
 * The buy-online journey of one car (src/domain/checkout/journey.ts, src/data/checkout/journeys.ts):
 *   GET  ?car_id={slug}                      200 { journey }  the owner's journey for the car; 404 none, or no such car
 *   POST { car_id, step, answers }           200 { journey }  the step saved (the first step creates the journey and,
 *                                                              for a visitor, sets the resume-token cookie);
 *                                                              step 'summary' sends the journey to the dealer
 *     422 { error, fieldErrors }  bad answers, or an earlier step still to do (nothing stored)
 *     409 { error }               the journey was already sent, or the car can no longer be bought online
 *     404 { error }               no such car on this site, or no journey of this owner for a later step
 *     401 { error, signIn }       the tenant asks shoppers to sign in first (gating.checkout) and nobody is signed in
 *     400/413                     body not JSON, over 16 KiB; 403 from another site
 * The owner is the signed-in shopper, else the resume token of the dp_journey cookie (HttpOnly, SameSite=Lax).
 */
export const dynamic = 'force-dynamic'

const Body = z.object({
  car_id: z
    .string({ error: 'car_id is required.' })
    .max(200)
    .pipe(z.string().regex(/^[\w-]+$/, 'Unknown car.')),
  step: z.enum(JOURNEY_STEPS, { error: 'Unknown step.' }),
  answers: z.record(z.string().max(64), z.unknown()).default({}),
})

async function ownerOf(request: Request, tenant: TenantSite): Promise<JourneyOwner & { signedIn: boolean }> {
  const payload = await payloadClient()
  const account = await requestAccount(request, tenant, payload)
  return { customerId: account?.id ?? null, token: requestCookie(request, JOURNEY_COOKIE), signedIn: account !== null }
}

/** 401 when the tenant gates checkout and nobody is signed in; null otherwise. */
function gate(tenant: TenantSite, signedIn: boolean, slug: string) {
  if (!tenant.config.gating.checkout || signedIn) return null
  return json(
    {
      error: 'Please sign in to buy this car online.',
      signIn: signInPath({ type: 'checkout', redirect: journeyPath(slug) }),
    },
    401,
  )
}

/** The car (404 when this tenant shows none of that slug), its owner, and the gate's 401. */
async function journeyRequest(request: Request, tenant: TenantSite, slug: string) {
  const payload = await payloadClient()
  const ctx = await journeyContext(payload, tenant, slug)
  if (!ctx) return { ok: false as const, response: jsonError('No such car on this site.', 404) }
  const owner = await ownerOf(request, tenant)
  const gated = gate(tenant, owner.signedIn, slug)
  if (gated) return { ok: false as const, response: gated }
  return { ok: true as const, payload, ctx, owner }
}

export async function GET(request: NextRequest) {
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const params = request.nextUrl.searchParams
  const unusable = checkSearchParams(params)
  if (unusable) return jsonError(unusable, 400)
  const slug = journeyCarId(params.get('car_id'))
  if (!slug) return jsonError('car_id is required.', 400)
  const req = await journeyRequest(request, site.tenant, slug)
  if (!req.ok) return req.response
  const journey = await findJourney(req.payload, site.tenant, req.ctx.vehicleId, req.owner)
  return journey ? json({ journey }) : jsonError(NO_JOURNEY, 404)
}

export async function POST(request: NextRequest) {
  const site = await requestTenant(request)
  if (!site.ok) return site.response
  const origin = checkOrigin(request)
  if (!origin.ok) return origin.response
  const read = await jsonBody(request, { maxBytes: JOURNEY_BODY_BYTES })
  if (!read.ok) return read.response
  const parsed = Body.safeParse(read.value)
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'body')] ??= issue.message
    return json({ error: Object.values(fieldErrors)[0], fieldErrors }, 422)
  }
  const { car_id: slug, step, answers } = parsed.data
  const req = await journeyRequest(request, site.tenant, slug)
  if (!req.ok) return req.response
  const { ctx } = req
  const result = await saveJourneyStep(req.payload, site.tenant, {
    vehicleId: ctx.vehicleId,
    car: ctx.car,
    location: ctx.vehicle.location,
    owner: req.owner,
    step,
    answers,
    ip: clientAddress(request.headers),
  })
  if (result.status !== 200 && result.status !== 201) {
    const { status, ...body } = result
    return json(body, status)
  }
  const response = json({ journey: result.journey }, result.status)
  return result.token ? setSiteCookie(response, request, JOURNEY_COOKIE, result.token, JOURNEY_TTL_MS) : response
}
