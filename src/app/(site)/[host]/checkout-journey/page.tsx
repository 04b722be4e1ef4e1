import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { accountForToken, SESSION_COOKIE } from '@/data/accounts'
import { findJourney, JOURNEY_COOKIE, journeyContext } from '@/data/checkout/journeys'
import { payloadClient } from '@/data/payload'
import { gateDecision } from '@/domain/accounts/gate'
import { BLOCK_MESSAGES, journeyCarId, journeyPath } from '@/domain/checkout/journey'
import { contactFromAccount } from '@/domain/reservations/rules'
import { depositText, tradeInHref } from '@/domain/vehicle/buttons'
import { CheckoutJourney } from '@/modules/checkout/CheckoutJourney.client'
import { JourneyUnavailable } from '@/modules/checkout/JourneyUnavailable'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Buy online', robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /checkout-journey?car_id={slug} (RTE-12): the step-by-step purchase of one of the tenant's cars. No car_id, or a
 * car this tenant does not show: the 404 page. Once the car is known (TEN-28), a tenant that gates checkout (TEN-20)
 * sends a visitor to sign in and back here. The shopper's saved journey (their account's, else the browser's resume
 * token's) is rendered on the server; a car that cannot be bought online says why and links back to it (before any
 * sign-in), unless the shopper's journey for it was already sent or holds its deposit. Never stored by the edge (SITE_ROUTES 'private').
 */
export default async function CheckoutJourneyPage({ params, searchParams }: Props) {
  const tenant = await tenantPage(params)
  const slug = journeyCarId((await searchParams).car_id)
  if (!slug) notFound()
  const payload = await payloadClient()
  const ctx = await journeyContext(payload, tenant, slug)
  if (!ctx) notFound()
  const jar = await cookies()
  const account = await accountForToken(payload, tenant, jar.get(SESSION_COOKIE)?.value)
  const journey = await findJourney(payload, tenant, ctx.vehicleId, {
    customerId: account?.id ?? null,
    token: jar.get(JOURNEY_COOKIE)?.value ?? null,
  })
  const { car } = ctx
  const carHref = `/cars/${encodeURIComponent(slug)}`
  // a car that cannot be bought online says so to anyone (nothing to sign in for), unless the shopper's own journey
  // for it was already sent or holds its deposit
  const closed = car.block !== null && !(journey && (journey.status === 'submitted' || journey.deposit !== null))
  if (!closed) {
    const gate = gateDecision(journeyPath(slug), { signedIn: account !== null, config: tenant.config })
    if (gate.kind === 'sign-in') redirect(gate.to)
  }
  return (
    <div className="container cj-page">
      <h1 className="page-title">Buy {car.name} online</h1>
      {closed && car.block ? (
        <JourneyUnavailable carName={car.name} reason={BLOCK_MESSAGES[car.block]} carHref={carHref} />
      ) : (
        <CheckoutJourney
          car={{
            slug,
            name: car.name,
            image: car.image,
            priceText: car.priceText ?? '',
            summary: car.summary,
            disclosure: car.disclosure,
          }}
          journey={journey}
          valuationHref={tenant.config.features.tradeIn ? tradeInHref(slug) : null}
          depositText={depositText(tenant.config.features.reserveAmount)}
          contact={account ? contactFromAccount(account) : null}
        />
      )}
    </div>
  )
}
