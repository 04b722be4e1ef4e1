import 'server-only'

import { unstable_cache } from 'next/cache'

import type { TenantId } from '@/domain/ids'
import { tenantTag } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

/**
 * A tenant's read, cached under `t:{tenantId}:{collection}` so an edit of that collection expires only that tenant's
 * reads (collections/hooks/revalidateTenant.ts), plus any finer tags `finer` names (one page's slug). The loader takes
 * the tenant first and adds the tenant condition itself (the Local API skips access control). Every read is noted as
 * the render's (src/lib/renderDeps.ts): where a collection's tags are precise (src/lib/purgeScope.mjs) an edit drops
 * only the pages that read it. What it returns must survive JSON (the data cache stores it so).
 */
export function tenantCached<Args extends unknown[], R>(
  collection: string,
  name: string,
  fn: (tenantId: TenantId, ...args: Args) => Promise<R>,
  finer?: (tenantId: TenantId, ...args: Args) => string[],
): (tenantId: TenantId, ...args: Args) => Promise<R> {
  return (tenantId, ...args) => {
    const tags = [tenantTag(tenantId, collection), ...(finer?.(tenantId, ...args) ?? [])]
    recordRenderDeps(tags)
    return unstable_cache(() => fn(tenantId, ...args), [name, String(tenantId), JSON.stringify(args)], {
      tags,
      revalidate: 3600,
    })()
  }
}
