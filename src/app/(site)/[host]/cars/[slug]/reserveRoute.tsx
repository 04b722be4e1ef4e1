import 'server-only'

import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { accountForToken, SESSION_COOKIE } from '@/data/accounts'
import { payloadClient } from '@/data/payload'
import { activeReservationOf, similarUrl } from '@/data/reservations/service'
import { getVehicleBySlug } from '@/data/vehicles'
import { gateDecision } from '@/domain/accounts/gate'
import { signInPath } from '@/domain/accounts/signIn'
import {
  contactFromAccount,
  depositCents,
  depositText,
  reservableProblem,
  reserveTerms,
} from '@/domain/reservations/rules'
import { buyOnlineHref, checkoutHref } from '@/domain/vehicle/buttons'
import { vehiclePageModel } from '@/domain/vehicle/pageModel'
import { ReservePage } from '@/modules/reserve/ReservePage'

import { tenantPage, type HostParams } from '../../tenantPage'

export type ReserveParams = Promise<{ host: string; slug: string }>

export const reserveMetadata: Metadata = { title: 'Reserve this car', robots: { index: false, follow: false } }

/**
 * /cars/{slug}/checkout or /cars/{slug}/buy-online (RTE-11: one of them, the tenant's checkout path; the other is a
 * 404): reserve the car with a refundable deposit. A tenant with buy online but not reserve sends the shopper to the
 * purchase journey. Gated tenants (TEN-20) send a visitor to sign-in and back here; reserving needs an account on
 * every tenant (the payment page is a gated route, spec §2), so an ungated tenant shows the page with a sign-in
 * button. Reads the session, so it is rendered per request and never stored by the edge (routes.ts 'private').
 */
export async function reserveRoute(params: ReserveParams, path: 'checkout' | 'buy-online') {
  const tenant = await tenantPage(params as unknown as HostParams)
  const { slug } = await params
  const features = tenant.config.features
  if (features.checkoutPath !== path || !(features.reserve || features.buyOnline)) notFound()
  const vehicle = await getVehicleBySlug(tenant, slug)
  if (!vehicle) notFound()
  if (!features.reserve) redirect(buyOnlineHref(vehicle.slug))
  const here = checkoutHref(vehicle.slug, path)
  const payload = await payloadClient()
  const account = await accountForToken(payload, tenant, (await cookies()).get(SESSION_COOKIE)?.value)
  const gate = gateDecision(here, { signedIn: account !== null, config: tenant.config })
  if (gate.kind === 'sign-in') redirect(gate.to)

  const page = vehiclePageModel(tenant, vehicle, new Date())
  const amountCents = depositCents(features.reserveAmount)
  const problem = reservableProblem(
    { status: vehicle.status, tag: vehicle.tag, reserved: vehicle.reserved, car_type: vehicle.carType },
    page.price,
  )
  const mine = problem && account ? await activeReservationOf(payload, tenant, vehicle.id, account.id) : null
  return (
    <ReservePage
      car={{
        title: vehicle.name,
        slug: vehicle.slug,
        imageUrl: vehicle.images[0]?.url ?? vehicle.primaryImageUrl,
        priceText: page.price?.text ?? null,
        priceLabel: page.priceTypeLabel,
      }}
      depositText={depositText(amountCents)}
      terms={reserveTerms({ holdHours: tenant.config.payments.holdHours, carType: vehicle.carType })}
      problem={
        mine
          ? {
              message: `You have reserved this car (reference ${mine}).`,
              // My garage only where the site has it (a link to a disabled feature is a 404)
              ...(features.garageEnabled
                ? { href: '/my-garage', linkText: 'See it in My garage' }
                : { href: `/online-payment?ref=${encodeURIComponent(mine)}`, linkText: 'See your reservation' }),
            }
          : problem
            ? { message: problem, href: similarUrl(vehicle), linkText: 'Find me something similar' }
            : null
      }
      signIn={account ? null : signInPath({ type: 'checkout', redirect: here })}
      form={
        account
          ? {
              carSlug: vehicle.slug,
              kind: 'reserve',
              amountCents,
              depositText: depositText(amountCents),
              contact: contactFromAccount(account),
            }
          : null
      }
    />
  )
}
