import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'

import { accountForToken, SESSION_COOKIE } from '@/data/accounts'
import { payloadClient } from '@/data/payload'
import { ownedReservation, refreshReservation } from '@/data/reservations/service'
import { reservationSummary } from '@/data/reservations/views'
import { REFERENCE_PATTERN } from '@/domain/reservations/rules'
import { ReservationSummary } from '@/modules/reserve/ReservationSummary'

import { tenantPage } from '../../tenantPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your reservation', robots: { index: false, follow: false } }

type Params = Promise<{ host: string; reference: string }>

/**
 * /reservations/{reference}?token=… — the confirmation email's link: the reservation for whoever holds its cancel
 * token (or its signed-in account), with Cancel while it can be (RES-06). Anyone else gets the 404 page.
 */
export default async function ReservationPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: Promise<{ token?: string }>
}) {
  const tenant = await tenantPage(params)
  const { reference } = await params
  const { token } = await searchParams
  if (!REFERENCE_PATTERN.test(reference)) notFound()
  const payload = await payloadClient()
  const account = await accountForToken(payload, tenant, (await cookies()).get(SESSION_COOKIE)?.value)
  const found = await ownedReservation(payload, tenant, reference, { account, token: token?.slice(0, 200) })
  if (!found) notFound()
  const summary = await reservationSummary(payload, tenant, await refreshReservation(payload, tenant, found))
  return (
    <div className="reserve container">
      <h1 className="page-title">Your reservation</h1>
      <ReservationSummary summary={summary} token={token} />
    </div>
  )
}
