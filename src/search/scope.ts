import { normalisePreferredLocations } from '../domain/search/preferredLocations'
import type { TenantScope } from '../domain/search/types'
import type { TenantSite } from '../domain/site'
import type { SiteConfig } from '../domain/siteConfig'

/** What the server adds to every search of a tenant (never from the client): its stock, price and sort settings. */
export function scopeForConfig(tenantId: number | string, config: SiteConfig, now: Date = new Date()): TenantScope {
  return {
    tenantId: String(tenantId),
    soldLingerDays: config.stock.soldLingerDays,
    filterPreset: config.stock.filterPreset,
    priceSortPositiveOnly: config.prices.priceSortPositiveOnly,
    preferredLocations: normalisePreferredLocations(config.stock.preferredLocations),
    now,
  }
}

export function scopeFor(tenant: TenantSite, now: Date = new Date()): TenantScope {
  return scopeForConfig(tenant.id, tenant.config, now)
}
