import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { getPublishedPage } from '@/data/content'
import { listTenants, resolveHost } from '@/data/tenants'
import { homeSearchRedirect } from '@/domain/search/urlState'
import { TenantIndex } from '@/modules/layout/components/TenantIndex'

import { CmsPage } from './CmsPage'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Home: the tenant's published 'home' page; on the bare localhost host, the index of tenants.
 * RTE-01: '/' without search parameters is not a search; with them (/?refinementList[make][0]=Toyota) it goes to
 * /search with the same query string.
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
  const page = await getPublishedPage(tenant.id, 'home')
  if (!page) return <h1 className="container page-title">{tenant.name}</h1>
  return (
    <CmsPage page={page} tenant={tenant} heading={page.title && page.title !== 'Home' ? page.title : tenant.name} />
  )
}
