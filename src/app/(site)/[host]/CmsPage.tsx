import type React from 'react'

import { RenderBlocks } from '@blocks/RenderBlocks'
import type { PageDoc } from '@/data/content'
import type { TenantSite } from '@/domain/site'

/**
 * A tenant's published CMS page: its blocks, under an h1 of its title unless the first block is a hero (which is
 * then the h1). `heading` replaces the title in that h1; `children` follow the blocks.
 */
export function CmsPage({
  page,
  tenant,
  heading,
  children,
}: {
  page: PageDoc
  tenant: TenantSite
  heading?: string
  children?: React.ReactNode
}) {
  const firstIsHero = page.layout[0]?.blockType === 'hero'
  return (
    <>
      {firstIsHero ? null : <h1 className="container page-title">{heading ?? page.title}</h1>}
      <RenderBlocks blocks={page.layout} tenant={tenant} firstIsH1={firstIsHero} pageSlug={page.slug} />
      {children}
    </>
  )
}
