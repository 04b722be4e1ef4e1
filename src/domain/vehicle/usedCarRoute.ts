/**
 * RTE-08: /used-car/{slug}, the used-car variant of the vehicle address, served on tenants whose template turns it on
 * (the used-car template by default; any tenant may switch it with Features → Used-car routes). It is an address
 * older links and listings use, not a second page: it answers with a permanent redirect to the one vehicle page,
 * /cars/{slug}, so a car has one canonical address. Switched off, a slug that is not one, an unknown car or a car
 * that is not used: a 404.
 *   usedCarTarget(used template, 'x', { slug: 'x', carType: 'used' }) → '/cars/x'
 *   usedCarTarget(group template, 'x', { slug: 'x', carType: 'used' }) → null
 *   usedCarTarget(used template, 'x', { slug: 'x', carType: 'new' })   → null
 */
import type { SiteConfig } from '../siteConfig'
import { vehicleSlug } from './slug'
import type { VehicleDetail } from './types'

/** Whether /used-car/{slug} is worth a lookup at all on this tenant (the switch on and a well-formed slug). */
export function usedCarRouteServes(config: Pick<SiteConfig, 'features'>, slug: string): boolean {
  return config.features.usedCarRoutes && vehicleSlug.safeParse(slug).success
}

/** Where /used-car/{slug} leads for the car found under that slug (null when nothing was found): /cars/{slug} or 404. */
export function usedCarTarget(
  config: Pick<SiteConfig, 'features'>,
  slug: string,
  vehicle: Pick<VehicleDetail, 'slug' | 'carType'> | null,
): string | null {
  if (!usedCarRouteServes(config, slug) || !vehicle || vehicle.carType !== 'used') return null
  return `/cars/${encodeURIComponent(vehicle.slug)}`
}
