import type { CollectionConfig, Where } from 'payload'

import { type Role, tenantScopedRead, tenantScopedWrite } from '../access'
import { revalidateTenant } from '../hooks/revalidateTenant'

type CollectionAccess = NonNullable<CollectionConfig['access']>
type CollectionHooks = NonNullable<CollectionConfig['hooks']>

export interface TenantScopedOptions {
  /** Roles that create, update and delete documents (of their own tenants; super admins of any). */
  writers: readonly Role[]
  /** Roles that may delete, where fewer than the writers. Default: the writers. */
  deleters?: readonly Role[]
  /** What the public may read of the request host's tenant besides the tenant condition, e.g. published only. */
  publicWhere?: Where
}

/** Create, update and delete of tenant-scoped documents by role (collections/access: tenantScopedWrite). */
export function tenantScopedWrites(
  writers: readonly Role[],
  deleters: readonly Role[] = writers,
): Pick<CollectionAccess, 'create' | 'update' | 'delete'> {
  const write = tenantScopedWrite(...writers)
  return { create: write, update: write, delete: deleters === writers ? write : tenantScopedWrite(...deleters) }
}

/** Public reads of the request host's tenant (admins: the multi-tenant plugin narrows), writes by role. */
export function tenantScopedAccess({ writers, deleters, publicWhere }: TenantScopedOptions): CollectionAccess {
  return { read: tenantScopedRead(publicWhere), ...tenantScopedWrites(writers, deleters) }
}

/** afterChange/afterDelete hooks that expire the cached reads `t:{tenantId}:{slug}` of the document's tenant(s). */
export function revalidateHooks(slug: string): Required<Pick<CollectionHooks, 'afterChange' | 'afterDelete'>> {
  const revalidate = revalidateTenant(slug)
  return { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] }
}

/**
 * What a tenant-scoped content collection shares: its slug, tenantScopedAccess and the revalidate hooks keyed by
 * the slug. Spread first into the collection's config; the plugin adds the `tenant` field (payload.config.ts).
 */
export function tenantScoped(
  slug: string,
  options: TenantScopedOptions,
): Required<Pick<CollectionConfig, 'slug' | 'access' | 'hooks'>> {
  return { slug, access: tenantScopedAccess(options), hooks: revalidateHooks(slug) }
}
