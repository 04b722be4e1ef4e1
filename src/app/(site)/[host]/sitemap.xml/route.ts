import { sitemapIndex, sitemapOrigin } from '@/data/sitemap'
import { SITEMAP_CONTENT_TYPE } from '@/domain/seo/sitemap'

import { notFoundText, requestOrigin, textAnswer } from '../seoAnswer'
import { siteTenant, type HostParams } from '../tenantPage'

/** /sitemap.xml: the tenant's sitemap index, naming each child sitemap (docs/seo.md). 404 on a host that is no dealer site. */
export async function GET(request: Request, { params }: { params: HostParams }): Promise<Response> {
  const tenant = await siteTenant(params)
  const origin = tenant && requestOrigin(request, tenant)
  if (!tenant || !origin) return notFoundText()
  return textAnswer(request, await sitemapIndex(tenant, sitemapOrigin(tenant, origin)), SITEMAP_CONTENT_TYPE)
}
