import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { PaymentBrands } from '@/components/ui/PaymentBrands'
import { accountForToken, SESSION_COOKIE } from '@/data/accounts'
import { payloadClient } from '@/data/payload'
import { ownedReservation, refreshReservation, testPaymentSecret } from '@/data/reservations/service'
import { reservationSummary } from '@/data/reservations/views'
import { gateDecision } from '@/domain/accounts/gate'
import { safeSitePath } from '@/domain/accounts/signIn'
import { REFERENCE_PATTERN } from '@/domain/reservations/rules'
import { buyOnlineHref, checkoutHref } from '@/domain/vehicle/buttons'
import { FocusResult } from '@/modules/reserve/FocusResult.client'
import { ReservationSummary } from '@/modules/reserve/ReservationSummary'
import { TestCardForm } from '@/modules/reserve/TestCardForm.client'

import { tenantPage, type HostParams } from '../tenantPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Pay your deposit', robots: { index: false, follow: false } }

type Search = Promise<{ ref?: string; secret?: string; return?: string; paid?: string }>

/**
 * /online-payment?ref={reference}&secret={payment secret} (spec §2, a gated route: sign-in type online-payment): the
 * deposit's payment for its owner. Pending: the test processor's card form (the demo and CI); Stripe reservations pay
 * on the reserve page with Stripe's own form. Held or ended: what happened, and Cancel while it can be. Anyone but the
 * reservation's account gets the 404 page. The form pays the reservation's current payment (after a declined card, a
 * fresh one: the shopper tries another card here at once). `paid=1` (the form's way back after paying) moves focus to
 * the result heading.
 */
export default async function OnlinePayment({ params, searchParams }: { params: HostParams; searchParams: Search }) {
  const tenant = await tenantPage(params)
  const { ref = '', secret = '', return: back, paid } = await searchParams
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
  // the shopper's own pending deposit: its current payment (after a declined card, the fresh one) is paid here
  const paySecret =
    row.status === 'pending' && row.provider === 'test' && row.paymentRef
      ? ((await testPaymentSecret(payload, row.paymentRef)) ?? '')
      : ''
  const payable = paySecret.length > 0
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
      <h1 className="page-title" id="payment-result" tabIndex={-1}>
        {payable ? 'Pay your deposit' : row.status === 'held' ? 'Your car is reserved' : 'Your reservation'}
      </h1>
      {paid === '1' && !payable ? <FocusResult targetId="payment-result" /> : null}
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
              {tenant.config.features.garageEnabled ? (
                <>
                  We have emailed the details to you. <a href="/my-garage">See it in My garage</a>
                </>
              ) : (
                'We have emailed the details to you, with a link to see or cancel your reservation at any time.'
              )}
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
            <TestCardForm reference={row.reference} secret={paySecret} amountText={summary.deposit} />
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
