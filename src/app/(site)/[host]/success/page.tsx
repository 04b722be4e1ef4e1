import type { Metadata } from 'next'

import { contactLocationBySlug, contactLocations } from '@/data/leads/availability'
import { dealershipLocationSlug, vehicleSlugById } from '@/data/leads/successContext'
import { getVehicleBySlug } from '@/data/vehicles'
import { australianTimeZone } from '@/domain/leads/availability'
import { parseSuccessParams, weekdayIn } from '@/domain/leads/success'
import { SuccessRecap } from '@/modules/leads/components/SuccessRecap'

import { tenantPage, type HostParams } from '../tenantPage'

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /success (LEAD-33): recaps what was sent from the non-personal context in the URL
 * (`?type=enquiry&car=<slug or id>&location=<slug>&dealership=<slug>`, see src/domain/leads/success.ts), so it survives
 * a reload. The car and the location are loaded here, for this tenant only; an unknown or absent value leaves that
 * part out and the page falls back to a generic thank-you with useful links. Nothing personal is read from the URL.
 */
export default async function SuccessPage({ params, searchParams }: Props) {
  const tenant = await tenantPage(params)
  const ctx = parseSuccessParams(await searchParams)
  const carBySlug = ctx.car ? await getVehicleBySlug(tenant, ctx.car).catch(() => null) : null
  // the finance page names its car by id
  const slugOfId = !carBySlug && ctx.car ? await vehicleSlugById(tenant.id, ctx.car).catch(() => null) : null
  const car = carBySlug ?? (slugOfId ? await getVehicleBySlug(tenant, slugOfId).catch(() => null) : null)
  // the place whose phone and hours are shown: the one named, else the car's, else the dealership's, else the site's
  const locationSlug =
    ctx.location ??
    car?.location?.slug ??
    (ctx.dealership ? await dealershipLocationSlug(tenant.id, ctx.dealership).catch(() => null) : null)
  const location =
    (locationSlug ? await contactLocationBySlug(tenant.id, locationSlug).catch(() => null) : null) ??
    (await contactLocations(tenant.id).catch(() => []))[0] ??
    null
  const today = location ? weekdayIn(australianTimeZone(location.state), new Date()) : -1
  return <SuccessRecap tenant={tenant} type={ctx.type} car={car} location={location} today={today} />
}
