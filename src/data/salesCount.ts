import 'server-only'

import { unstable_cache } from 'next/cache'

import { monthStart } from '@/domain/counters/salesCounter'
import type { TenantSite } from '@/domain/site'
import { stockListTags } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

import { payloadClient } from './payload'

/**
 * How many of the tenant's cars were sold this month (since the first, at midnight in its time zone): the sales
 * counter's figure (src/domain/counters/salesCounter.ts), counted from the stock data — every car marked sold with a
 * sold date in the month, shown on the website or not. Cached under the stock's list tags, so a sale or a feed's
 * import shows at once (and the pages showing the figure are purged with the lists), and for five minutes at most
 * (a month's turn). Noted as the render's read.
 */
export function soldThisMonth(tenant: Pick<TenantSite, 'id' | 'config'>, now = new Date()): Promise<number> {
  const tags = stockListTags(tenant.id)
  recordRenderDeps(tags)
  const since = monthStart(now, tenant.config.timeZone).toISOString()
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { totalDocs } = await payload.count({
        collection: 'vehicles',
        where: {
          and: [
            { tenant: { equals: tenant.id } },
            { status: { equals: 'sold' } },
            { sold_date_timestamp: { greater_than_equal: since } },
          ],
        },
        overrideAccess: true,
      })
      return totalDocs
    },
    ['sold-this-month', String(tenant.id), since],
    { tags, revalidate: 300 },
  )()
}
