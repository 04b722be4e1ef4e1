import { notFound, permanentRedirect } from 'next/navigation'

import { locationSlugFor } from '@/data/locations'

import { tenantPage } from '../../tenantPage'

type Props = { params: Promise<{ host: string; slug: string }> }

/**
 * RTE-29: /locations/{location-slug or dealership-slug} → the location's page, /contact-us/{location-slug} (RTE-27),
 * the one address of each location; a dealership's slug goes to its primary location. Anything else, or another
 * tenant's slug, is a 404.
 */
export default async function Page({ params }: Props) {
  const tenant = await tenantPage(params)
  const target = await locationSlugFor(tenant.id, decodeURIComponent((await params).slug))
  if (!target) notFound()
  permanentRedirect(`/contact-us/${encodeURIComponent(target)}`)
}
