import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPublishedPage } from '@/data/content'

import { CmsPage } from '../CmsPage'
import { siteTenant } from '../tenantPage'
import { exploreModelMetadata, exploreModelPage } from './exploreModel'
import { SalePage } from './SalePage'

type Props = { params: Promise<{ host: string; slug: string[] }> }

/** '/about-us' → 'about-us'; '/pages/eofy-sale' → 'eofy-sale' (dealer campaign pages live under /pages/). */
function pageSlug(segments: string[]): string | null {
  if (segments.length === 1) return segments[0]!
  if (segments.length === 2 && segments[0] === 'pages') return segments[1]!
  return null
}

async function load({ params }: Props) {
  const tenant = await siteTenant(params)
  const key = pageSlug((await params).slug)
  if (!tenant || !key || key === 'home') return null
  const page = await getPublishedPage(tenant.id, key)
  return page ? { tenant, page } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props)
  if (!found) return exploreModelMetadata(props.params)
  return { title: found.page.title, description: found.page.description ?? undefined }
}

export default async function ContentPage(props: Props) {
  const found = await load(props)
  if (found?.page.template === 'sale') return <SalePage page={found.page} tenant={found.tenant} />
  if (found) return <CmsPage page={found.page} tenant={found.tenant} />
  // RTE-26: not a page, so perhaps a model in stock ('/mazda-cx-5'): its explore page, else the 404.
  return (await exploreModelPage(props.params)) ?? notFound()
}
