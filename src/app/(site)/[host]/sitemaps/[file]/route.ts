import { sitemapFile, sitemapOrigin } from '@/data/sitemap'
import { SITEMAP_CONTENT_TYPE } from '@/domain/seo/sitemap'
import { parseSitemapFileName } from '@/domain/seo/sitemapEntries'

import { notFoundText, requestOrigin, textAnswer } from '../../seoAnswer'
import { siteTenant } from '../../tenantPage'

type Params = Promise<{ host: string; file: string }>

/**
 * /sitemaps/{kind}.xml and /sitemaps/vehicles-{n}.xml: one child sitemap of the tenant (docs/seo.md). 404 for a name
 * that is no sitemap, a part past the kind's last file, or a host that is no dealer site.
 */
export async function GET(request: Request, { params }: { params: Params }): Promise<Response> {
  const file = parseSitemapFileName((await params).file)
  const tenant = file && (await siteTenant(params))
  const origin = tenant && requestOrigin(request, tenant)
  if (!file || !tenant || !origin) return notFoundText()
  const xml = await sitemapFile(tenant, sitemapOrigin(tenant, origin), file)
  return xml === null ? notFoundText() : textAnswer(request, xml, SITEMAP_CONTENT_TYPE)
}
