import { siteBrands } from '@/data/brands'
import type { BrandCategory } from '@/domain/brands/brands'
import { BrandDirectory } from '@/modules/brands/components/BrandDirectory'

import type { BrandsGridBlock as BrandsData } from '../../payload-types'
import type { BlockContext } from '../types'

/**
 * CMS-01: the site's brands (all, or the block's chosen categories) under a heading per category, each card (logo,
 * banner, description) leading to the brand's overview (/{brand}/overview, RTE-26).
 */
export async function BrandsGridComponent({ block, tenant, headingLevel }: { block: BrandsData } & BlockContext) {
  const brands = await siteBrands(tenant.id)
  const categories = (block.categories ?? []) as BrandCategory[]
  if (!brands.some((b) => categories.length === 0 || categories.includes(b.category))) return null
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className="container section" data-block="brandsGrid">
      {block.heading ? <Heading className="section__heading">{block.heading}</Heading> : null}
      <BrandDirectory
        brands={brands}
        categories={categories}
        headingLevel={block.heading ? (headingLevel === 1 ? 2 : 3) : 2}
      />
    </section>
  )
}
