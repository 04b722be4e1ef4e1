import 'server-only'

import { stockListTags } from '@/lib/cacheTags'
import { recordRenderDeps } from '@/lib/renderDeps'

import type { TenantSite } from '@/domain/site'
import { leadDefaultsFromVehicle } from '@/domain/leads/defaults'
import { carTitle } from '@/domain/leads/success'
import type { CarType } from '@/domain/search/types'

import { payloadClient } from '../payload'
import { siteVehiclesWhere } from '../vehicleScope'

/** A car the /book-test-drive picker offers: its id, slug, '2023 Toyota HiLux SR (HH12403)' and its lead defaults. */
export type TestDriveCar = {
  id: string
  slug: string
  title: string
  fields: Record<string, string>
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/**
 * The tenant's in-stock cars shown on the site, for the test-drive page's 'Which car?' picker, newest
 * first by make and model; at most `limit`. Each carries the lead defaults a car's own form sends (LEAD-10).
 */
export async function testDriveCars(tenant: TenantSite, limit = 200): Promise<TestDriveCar[]> {
  recordRenderDeps(stockListTags(tenant.id))
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'vehicles',
    where: siteVehiclesWhere(tenant.id, { status: { equals: 'in_stock' } }),
    sort: ['make', 'model', '-year'],
    limit,
    depth: 0,
    overrideAccess: true,
    select: {
      slug: true,
      name: true,
      year: true,
      make: true,
      model: true,
      badge: true,
      stocknum: true,
      car_type: true,
    },
  })
  return found.docs.flatMap((d) => {
    const slug = str(d.slug)
    if (!slug) return []
    const v = {
      id: String(d.id),
      make: str(d.make),
      model: str(d.model),
      stocknum: str(d.stocknum),
      carType: (str(d.car_type) ?? 'used') as CarType,
      status: 'in_stock' as const,
      dealershipSlug: null,
      tag: null,
    }
    const title = carTitle({
      year: typeof d.year === 'number' ? d.year : null,
      ...v,
      badge: str(d.badge),
      name: str(d.name),
    })
    const defaults = leadDefaultsFromVehicle(v)
    const fields = Object.fromEntries(
      Object.entries(defaults).filter((e): e is [string, string] => typeof e[1] === 'string'),
    )
    return [{ id: v.id, slug, title: v.stocknum ? `${title} (${v.stocknum})` : title, fields }]
  })
}
