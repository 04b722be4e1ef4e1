import { notFound, permanentRedirect } from 'next/navigation'

import { locationSlugFor } from '@/data/locations'
import { resolveHost } from '@/data/tenants'

type Props = { params: Promise<{ host: string; slug: string }> }

/**
 * RTE-29: /locations/{location-slug or dealership-slug} → the location's page, /contact-us/{location-slug} (RTE-27),
 * the one address of each location; a dealership's slug goes to its primary location. Anything else, or another
 * tenant's slug, is a 404.
 */
export default async function Page({ params }: Props) {
  const { host, slug } = await params
  const resolved = await resolveHost(host)
  if (resolved.kind !== 'tenant') notFound()
  const target = await locationSlugFor(resolved.tenant.id, decodeURIComponent(slug))
  if (!target) notFound()
  permanentRedirect(`/contact-us/${encodeURIComponent(target)}`)
}
