import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { siteBrands } from '@/data/brands'
import { getPublishedPage, type PageDoc } from '@/data/content'
import { siteOrigin } from '@/data/tenants'
import { BrandDirectory } from '@/modules/brands/components/BrandDirectory'

import { CmsPage } from '../CmsPage'
import { siteTenant, type HostParams } from '../tenantPage'

type Props = { params: HostParams }

/** The built-in page when marketing has not written one: the stats banner (counted from the site) and the brands. */
function defaultPage(tenantName: string): PageDoc {
  return {
    title: 'Our brands',
    description: `The car, motorcycle, truck and group brands of ${tenantName}.`,
    layout: [{ blockType: 'statsBanner', stats: [] }],
  } as unknown as PageDoc
}

const load = cache(async (host: string) => {
  const tenant = await siteTenant(Promise.resolve({ host }))
  if (!tenant) return null
  const [page, brands] = await Promise.all([getPublishedPage(tenant.id, 'brands'), siteBrands(tenant.id)])
  // A site without brands has no brands page (no header or footer link leads here then: the seed links it on
  // group sites only); marketing's own 'brands' page still shows when published.
  if (!page && brands.length === 0) return null
  return { tenant, brands, page: page ?? defaultPage(tenant.name), written: page !== null }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load((await params).host)
  if (!found) return {}
  return {
    title: found.page.title,
    description: found.page.description ?? undefined,
    alternates: { canonical: `${siteOrigin(found.tenant)}/brands` },
  }
}

/**
 * RTE-31, CMS-01: the group brands page. Marketing's published page with the slug 'brands' (hero, stats banner,
 * Brands block: edited live) when there is one, else the built-in one: the title, the stats banner from the site's
 * own figures (CMS-03 as changed: counted locations and brands) and every brand by category. Either way each brand
 * card leads to its overview (/{brand}/overview); a written page without a Brands block gets the directory after
 * its blocks.
 */
export default async function BrandsPage({ params }: Props) {
  const found = await load((await params).host)
  if (!found) notFound()
  const { tenant, brands, page, written } = found
  const hasGrid = written && page.layout.some((b) => b.blockType === 'brandsGrid')
  return (
    <CmsPage page={page} tenant={tenant}>
      {hasGrid ? null : (
        <section className="container section" aria-label="Our brands" data-testid="brands-directory">
          <BrandDirectory brands={brands} />
        </section>
      )}
    </CmsPage>
  )
}
