import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { getPublishedPage } from '@/data/content'
import { resolveHost } from '@/data/tenants'

type Props = { params: Promise<{ host: string; slug: string[] }> }

/** '/about-us' → 'about-us'; '/pages/eofy-sale' → 'eofy-sale' (dealer campaign pages live under /pages/). */
function pageSlug(segments: string[]): string | null {
  if (segments.length === 1) return segments[0]!
  if (segments.length === 2 && segments[0] === 'pages') return segments[1]!
  return null
}

async function load({ params }: Props) {
  const { host, slug } = await params
  const resolved = await resolveHost(host)
  const key = pageSlug(slug)
  if (resolved.kind !== 'tenant' || !key || key === 'home') return null
  const page = await getPublishedPage(resolved.tenant.id, key)
  return page ? { tenant: resolved.tenant, page } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props)
  return found ? { title: found.page.title, description: found.page.description ?? undefined } : {}
}

export default async function ContentPage(props: Props) {
  const found = await load(props)
  if (!found) notFound()
  const { tenant, page } = found
  const firstIsHero = page.layout[0]?.blockType === 'hero'
  return (
    <>
      {firstIsHero ? null : <h1 className="container page-title">{page.title}</h1>}
      <RenderBlocks blocks={page.layout} tenant={tenant} firstIsH1={firstIsHero} />
    </>
  )
}
