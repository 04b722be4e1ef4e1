import { SectionHeading } from '@/components/ui/SectionHeading'
import { siteBrands } from '@/data/brands'
import type { BrandCategory } from '@/domain/brands/brands'
import { BrandDirectory } from '@/modules/brands/components/BrandDirectory'
import { BrandStrip } from '@/modules/brands/components/BrandStrip'

import type { BrandsGridBlock as BrandsData } from '../../payload-types'
import type { BlockContext } from '../types'
import { isLiveHref } from '../../src/domain/routes'

/**
 * CMS-01: the site's brands (all, or the block's chosen categories). On the brands page (or where the site has no
 * /brands page) the directory: a heading per category, each card (logo, banner, description) leading to the brand's
 * overview (/{brand}/overview, RTE-26). Elsewhere (the home page) a strip of logo chips to the same overviews and a
 * link to /brands: the directory's cards, banners and descriptions are the brands page's content, and on a home page
 * they were the heaviest block below the fold.
 */
export async function BrandsGridComponent({
  block,
  tenant,
  headingLevel,
  routes,
  pageSlug,
}: { block: BrandsData } & BlockContext) {
  const brands = await siteBrands(tenant.id)
  const categories = (block.categories ?? []) as BrandCategory[]
  if (!brands.some((b) => categories.length === 0 || categories.includes(b.category))) return null
  const compact = pageSlug !== undefined && pageSlug !== 'brands' && isLiveHref('/brands', routes)
  return (
    <section className="container section" data-block="brandsGrid" data-display={compact ? 'strip' : 'directory'}>
      {block.heading ? <SectionHeading level={headingLevel}>{block.heading}</SectionHeading> : null}
      {compact ? (
        <BrandStrip brands={brands} categories={categories} allHref="/brands" />
      ) : (
        <BrandDirectory
          brands={brands}
          categories={categories}
          headingLevel={block.heading ? (headingLevel === 1 ? 2 : 3) : 2}
        />
      )}
    </section>
  )
}
