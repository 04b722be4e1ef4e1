import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { getPublishedPage } from '@/data/content'
import { listTenants, resolveHost } from '@/data/tenants'
import { TenantIndex } from '@/modules/layout/components/TenantIndex'

type Props = { params: Promise<{ host: string }> }

/** Home: the tenant's published 'home' page; on the bare localhost host, the index of tenants. */
export default async function HomePage({ params }: Props) {
  const resolved = await resolveHost((await params).host)
  if (resolved.kind === 'platform') {
    const host = (await headers()).get('host') ?? ''
    const port = host.includes(':') ? host.slice(host.lastIndexOf(':') + 1) : ''
    return <TenantIndex tenants={await listTenants()} port={port} />
  }
  if (resolved.kind !== 'tenant') notFound()
  const { tenant } = resolved
  const page = await getPublishedPage(tenant.id, 'home')
  const firstIsHero = page?.layout[0]?.blockType === 'hero'
  return (
    <>
      {firstIsHero ? null : <h1 className="container page-title">{page?.title && page.title !== 'Home' ? page.title : tenant.name}</h1>}
      {page ? <RenderBlocks blocks={page.layout} tenant={tenant} firstIsH1={firstIsHero} /> : null}
    </>
  )
}
