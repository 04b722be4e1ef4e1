import type { Access, CollectionBeforeOperationHook, CollectionConfig, Where } from 'payload'

import { isStaffUser } from '../access'
import { tenantScoped, type TenantScopedOptions } from './tenantScoped'

/** What the public (and every site reader) may see of a collection with drafts: published documents only. */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Drafts with scheduled publish and unpublish: the admin's Publish button offers "Schedule publish" /
 * "Schedule unpublish", queued as Payload jobs and run by the in-process job runner (payload.config.ts `jobs`).
 * The last 20 versions of each document are kept.
 */
export const SCHEDULED_DRAFTS = { drafts: { schedulePublish: true }, maxPerDoc: 20 } as const satisfies NonNullable<
  CollectionConfig['versions']
>

/**
 * Versions are for signed-in staff only; the multi-tenant plugin narrows this to `version.tenant` in the user's
 * tenants (super admins: all), as it does for reads.
 */
export const staffReadVersions: Access = ({ req }) => isStaffUser(req.user)

/**
 * A create with no status that is not a draft save publishes, as every create did before these collections had
 * drafts: API clients, the seed and fixtures keep working, while the admin's Save draft (draft=true) and Publish
 * buttons say what they mean.
 */
export const publishWhenNoStatus: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' || args.draft) return args
  const data = args.data as Record<string, unknown> | undefined
  if (data && typeof data === 'object' && data._status === undefined)
    return { ...args, data: { ...data, _status: 'published' } }
  return args
}

/**
 * tenantScoped (slug, access, revalidate hooks) plus drafts with scheduled publishing: the public sees only
 * published documents (and what `publicWhere` adds), staff read versions of their tenants only.
 */
export function tenantScopedDrafts(
  slug: string,
  options: TenantScopedOptions,
): Required<Pick<CollectionConfig, 'slug' | 'access' | 'hooks' | 'versions'>> {
  const publicWhere = options.publicWhere ? { and: [PUBLISHED, options.publicWhere] } : PUBLISHED
  const base = tenantScoped(slug, { ...options, publicWhere })
  return {
    ...base,
    access: { ...base.access, readVersions: staffReadVersions },
    hooks: { ...base.hooks, beforeOperation: [publishWhenNoStatus] },
    versions: SCHEDULED_DRAFTS,
  }
}
