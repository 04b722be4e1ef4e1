import type { Metadata } from 'next'

import { siteTenant, tenantPage, type HostParams } from '../tenantPage'
import { blogMetadata, BlogListing, type BlogSearchParams } from './blogRoute'

type Props = { params: HostParams; searchParams: BlogSearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await siteTenant(params)
  return tenant
    ? blogMetadata(tenant, 'Blog', '/blog', `News, car buying advice, reviews and servicing tips from ${tenant.name}.`)
    : {}
}

/** RTE-32: the blog — cards (CMS-19), category chips (external ones link out, RTE-33), 12 a page. */
export default async function Page({ params, searchParams }: Props) {
  return <BlogListing tenant={await tenantPage(params)} searchParams={searchParams} />
}
