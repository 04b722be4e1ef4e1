import { robotsTxt, ROBOTS_CONTENT_TYPE } from '@/domain/seo/robots'
import { env } from '@/lib/env'

import { requestOrigin, textAnswer } from '../seoAnswer'
import { siteTenant, type HostParams } from '../tenantPage'

/**
 * /robots.txt on every host (docs/seo.md): a dealer site names its sitemap index on the request's own origin and
 * keeps crawlers out of private and noindex routes; with SITE_INDEXING=off, and on any host that is no dealer site
 * (the admin, the platform's own host, an unknown host), `Disallow: /`.
 */
export async function GET(request: Request, { params }: { params: HostParams }): Promise<Response> {
  const tenant = await siteTenant(params)
  const indexing = tenant !== null && env().SITE_INDEXING === 'on'
  return textAnswer(request, robotsTxt({ origin: requestOrigin(request, tenant), indexing }), ROBOTS_CONTENT_TYPE)
}
