import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { accountForToken, SESSION_COOKIE, watchlistOf } from '@/data/accounts'
import { savedSearchesOf } from '@/data/alerts/savedSearches'
import { payloadClient } from '@/data/payload'
import { reservationsOf } from '@/data/reservations/views'
import { gateDecision } from '@/domain/accounts/gate'
import { GARAGE_PATH } from '@/domain/accounts/signIn'
import { GaragePage } from '@/modules/accounts/GaragePage'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'My garage', robots: { index: false, follow: false } }

/**
 * /my-garage (RTE-23; TEN-25: gated on every tenant where the garage is on; a tenant with features.garage_enabled
 * off answers 404, as a route whose feature is off does, and links nowhere to it). A visitor is redirected to
 * /sign-in?type=my-garage&redirect=%2Fmy-garage (TEN-26); a signed-in shopper sees the page at once (TEN-27).
 * Reads the session cookie, so Next renders it per request (no-store) and the edge never stores it ('private').
 */
export default async function MyGarage({ params }: { params: HostParams }) {
  const tenant = await tenantPage(params)
  if (!tenant.config.features.garageEnabled) notFound()
  const payload = await payloadClient()
  const account = await accountForToken(payload, tenant, (await cookies()).get(SESSION_COOKIE)?.value)
  const gate = gateDecision(GARAGE_PATH, { signedIn: account !== null, config: tenant.config })
  if (gate.kind === 'sign-in' || !account) redirect(gate.kind === 'sign-in' ? gate.to : '/sign-in')
  const [entries, reservations, searches] = await Promise.all([
    watchlistOf(payload, tenant, account),
    reservationsOf(payload, tenant, Number(account.id)),
    savedSearchesOf(payload, tenant, account),
  ])
  return (
    <GaragePage
      account={account}
      reservations={reservations}
      searches={searches}
      cars={entries.map((e) => ({
        entryId: e.id,
        id: e.car.id,
        name: e.car.name,
        slug: e.car.slug,
        sold: e.car.status === 'sold',
        price: e.car.price,
        km: e.car.km,
        image: e.car.image,
      }))}
    />
  )
}
