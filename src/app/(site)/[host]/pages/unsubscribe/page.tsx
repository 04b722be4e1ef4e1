import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getRouteContext } from '@/data/content'
import { isOptedOut, verifyForTenant } from '@/data/marketing'
import { payloadClient } from '@/data/payload'
import { isLiveHref } from '@/domain/routes'
import { UnsubscribeDone, UnsubscribeHelp, UnsubscribeQuestion } from '@/modules/campaign/Unsubscribe'

import { tenantPage, type HostParams } from '../../tenantPage'

/** The address is in the HTML: never indexed, never stored by the edge (SITE_ROUTES 'private'), no Referer out. */
export const metadata: Metadata = {
  title: 'Unsubscribe',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * /pages/unsubscribe?token=… (RTE-32): the signed link of a marketing mail (src/data/marketing.ts).
 *   no token                    → how to unsubscribe (200)
 *   forged, altered, expired,
 *   or another tenant's token   → 404 with this folder's not-found.tsx ('This unsubscribe link is not valid')
 *   valid                       → 'Unsubscribe jo@example.com from Harbour Auto Group marketing emails?' and a POST
 *                                 button to /api/marketing/unsubscribe (a GET changes nothing)
 *   valid and opted out         → the confirmation (also after the POST's 303 back here with done=1)
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const tenant = await tenantPage(params)
  const query = await searchParams
  const token = first(query.token)
  const routes = await getRouteContext(tenant)
  if (!token) {
    return (
      <UnsubscribeHelp
        tenantName={tenant.name}
        contactHref={isLiveHref('/contact-us', routes) ? '/contact-us' : null}
      />
    )
  }
  const verified = verifyForTenant(token, tenant.id)
  if (!verified.ok) notFound()
  const payload = await payloadClient()
  if (await isOptedOut(payload, tenant.id, verified.email)) {
    return <UnsubscribeDone email={verified.email} tenantName={tenant.name} homeHref="/" />
  }
  return (
    <UnsubscribeQuestion
      email={verified.email}
      tenantName={tenant.name}
      token={token}
      action="/api/marketing/unsubscribe"
    />
  )
}
