import { notFound, permanentRedirect } from 'next/navigation'

import { getVehicleBySlug } from '@/data/vehicles'
import { usedCarRouteServes, usedCarTarget } from '@/domain/vehicle/usedCarRoute'

import { tenantPage } from '../../tenantPage'

type Props = { params: Promise<{ host: string; slug: string }> }

/**
 * RTE-08: /used-car/{slug} → /cars/{slug} (308) for a used car of this tenant, on tenants with the used-car routes
 * switched on (the used-car template by default); otherwise a 404. See src/domain/vehicle/usedCarRoute.ts.
 */
export default async function Page({ params }: Props) {
  const tenant = await tenantPage(params)
  const { slug } = await params
  if (!usedCarRouteServes(tenant.config, slug)) notFound()
  const target = usedCarTarget(tenant.config, slug, await getVehicleBySlug(tenant, slug))
  if (!target) notFound()
  permanentRedirect(target)
}
