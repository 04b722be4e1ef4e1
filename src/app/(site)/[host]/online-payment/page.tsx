import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { PaymentBrands } from '@/components/ui/PaymentBrands'
import { accountForToken, SESSION_COOKIE } from '@/data/accounts'
import { payloadClient } from '@/data/payload'
import { ownedReservation, refreshReservation } from '@/data/reservations/service'
import { reservationSummary } from '@/data/reservations/views'
import { gateDecision } from '@/domain/accounts/gate'
import { safeSitePath } from '@/domain/accounts/signIn'
import { REFERENCE_PATTERN } from '@/domain/reservations/rules'
import { buyOnlineHref, checkoutHref } from '@/domain/vehicle/buttons'
import { ReservationSummary } from '@/modules/reserve/ReservationSummary'
import { TestCardForm } from '@/modules/reserve/TestCardForm.client'

import { tenantPage, type HostParams } from '../tenantPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Pay your deposit', robots: { index: false, follow: false } }

type Search = Promise<{ ref?: string; secret?: string; return?: string }>

/**
 * /online-payment?ref={reference}&secret={payment secret} (spec §2, a gated route: sign-in type online-payment): the
 * deposit's payment for its owner. Pending: the test processor's card form (the demo and CI); Stripe reservations pay
 * on the reserve page with Stripe's own form. Held or ended: what happened, and Cancel while it can be. Anyone but the
 * reservation's account gets the 404 page.
 */
export default async function OnlinePayment({ params, searchParams }: { params: HostParams; searchParams: Search }) {
  const tenant = await tenantPage(params)
  const { ref = '', secret = '', return: back } = await searchParams
  if (!REFERENCE_PATTERN.test(ref)) notFound()
  const payload = await payloadClient()
  const account = await accountForToken(payload, tenant, (await cookies()).get(SESSION_COOKIE)?.value)
  const here = `/online-payment?ref=${encodeURIComponent(ref)}${secret ? `&secret=${encodeURIComponent(secret)}` : ''}${back ? `&return=${encodeURIComponent(back)}` : ''}`
  const gate = gateDecision(here, { signedIn: account !== null, config: tenant.config })
  if (gate.kind === 'sign-in') redirect(gate.to)
  const found = await ownedReservation(payload, tenant, ref, { account })
  if (!found) notFound()
  const row = await refreshReservation(payload, tenant, found)
  const summary = await reservationSummary(payload, tenant, row)
  const payable = row.status === 'pending' && row.provider === 'test' && secret.length > 0
  // a buy-online deposit goes back to its journey (the page that sent the shopper here, or the car's journey)
  const journey =
    row.kind === 'buy_online'
      ? (safeSitePath(back) ?? (summary.car.slug ? buyOnlineHref(summary.car.slug) : null))
      : null
  const again = summary.car.slug
    ? row.kind === 'buy_online'
      ? buyOnlineHref(summary.car.slug)
      : checkoutHref(summary.car.slug, tenant.config.features.checkoutPath)
    : null
  return (
    <div className="reserve container">
      <h1 className="page-title">
        {payable ? 'Pay your deposit' : row.status === 'held' ? 'Your car is reserved' : 'Your reservation'}
      </h1>
      <div className="reserve__layout">
        <ReservationSummary summary={summary}>
          {row.status === 'expired' && row.failureMessage ? (
            <p>
              <a className="button button--primary" href={summary.similarUrl}>
                Find me something similar
              </a>
            </p>
          ) : null}
          {row.status === 'failed' && again ? (
            <p>
              <a className="button button--primary" href={again}>
                Try another card
              </a>
            </p>
          ) : null}
          {row.status === 'held' ? (
            <p>
              We have emailed the details to you. <a href="/my-garage">See it in My garage</a>
            </p>
          ) : null}
          {journey && row.status !== 'pending' ? (
            <p>
              <a className="button button--primary" href={journey} data-testid="continue-journey">
                Continue your purchase
              </a>
            </p>
          ) : null}
        </ReservationSummary>
        {payable ? (
          <section className="reserve__deposit" aria-label="Card details">
            <TestCardForm reference={row.reference} secret={secret} amountText={summary.deposit} />
            <div className="reserve__brands">
              <p className="reserve__brands-label">We accept</p>
              <PaymentBrands />
            </div>
          </section>
        ) : null}
      </div>
    </div>
  )
}
