import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { JsonLdScripts } from '@/components/ui/JsonLdScripts'
import { getPublishedPage } from '@/data/content'
import { siteLocations } from '@/data/locations'
import { listTenants, resolveHost, siteOrigin } from '@/data/tenants'
import { homeSearchRedirect } from '@/domain/search/urlState'
import { dealerJsonLd } from '@/domain/seo/structuredData'
import { TenantIndex } from '@/modules/layout/components/TenantIndex'

import { CmsPage } from './CmsPage'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Home: the tenant's published 'home' page; on the bare localhost host, the index of tenants.
 * RTE-01: '/' without search parameters is not a search; with them (/?refinementList[make][0]=Toyota) it goes to
 * /search with the same query string. Its structured data: the WebSite and the dealer (AutoDealer) with its locations.
 */
export default async function HomePage({ params, searchParams }: Props) {
  const resolved = await resolveHost((await params).host)
  if (resolved.kind === 'platform') {
    const host = (await headers()).get('host') ?? ''
    const port = host.includes(':') ? host.slice(host.lastIndexOf(':') + 1) : ''
    return <TenantIndex tenants={await listTenants()} port={port} />
  }
  if (resolved.kind !== 'tenant') notFound()
  const searchRedirect = homeSearchRedirect(await searchParams)
  if (searchRedirect) redirect(searchRedirect)
  const { tenant } = resolved
  const [page, locations] = await Promise.all([getPublishedPage(tenant.id, 'home'), siteLocations(tenant.id)])
  const structuredData = (
    <JsonLdScripts
      items={dealerJsonLd({ name: tenant.name, origin: siteOrigin(tenant), logoUrl: tenant.theme.logoUrl, locations })}
    />
  )
  if (!page)
    return (
      <>
        {structuredData}
        <h1 className="container page-title">{tenant.name}</h1>
      </>
    )
  return (
    <>
      {structuredData}
      <CmsPage page={page} tenant={tenant} heading={page.title && page.title !== 'Home' ? page.title : tenant.name} />
    </>
  )
}
