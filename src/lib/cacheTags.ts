/** Cache tags: every cached read is tagged with its tenant, so an edit revalidates only that tenant. */
export const tenantTag = (tenantId: number | string, resource: string): string => `t:${tenantId}:${resource}`
/** The host → tenant map and tenant settings (changes to any tenant document). */
export const TENANTS_TAG = 'tenants'
