import type { Metadata } from 'next'

import { VEHICLE_REVIEWS_SLUG } from '@/domain/blog/posts'

import { siteTenant, tenantPage, type HostParams } from '../../tenantPage'
import { blogMetadata, BlogListing, type BlogSearchParams } from '../blogRoute'

type Props = { params: HostParams; searchParams: BlogSearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await siteTenant(params)
  return tenant
    ? blogMetadata(
        tenant,
        'Vehicle reviews',
        '/blog/vehicle-reviews',
        `Road tests and model reviews from the team at ${tenant.name}.`,
      )
    : {}
}

/** RTE-32: /blog/vehicle-reviews — the posts of the vehicle-reviews category. */
export default async function Page({ params, searchParams }: Props) {
  return (
    <BlogListing tenant={await tenantPage(params)} searchParams={searchParams} fixedCategory={VEHICLE_REVIEWS_SLUG} />
  )
}
