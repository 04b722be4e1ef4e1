import 'server-only'

import { unstable_cache } from 'next/cache'

import type { TenantId } from '@/domain/ids'
import { australianTimeZone } from '@/domain/leads/availability'
import {
  footerAddress,
  todaysHours,
  type FooterLocation,
  type HoursRow,
  type SiteCounts,
  type SpecialHoursRow,
} from '@/domain/site'
import { tenantTag } from '@/lib/cacheTags'

import { getBrands } from './content'
import { contactLocationDocs } from './leads/availability'

interface ChromeLocation {
  slug: string
  name: string
  /** The phone the contact page shows (contact_detail.phone, else the landline). */
  phone: string | null
  address: string | null
  timeZone: string
  hours: HoursRow[]
  special: SpecialHoursRow[]
}

/** The tenant's visible locations, primary first: the same documents and phone fields as /contact-us. */
const chromeLocations = (tenantId: TenantId): Promise<ChromeLocation[]> =>
  unstable_cache(
    async () => {
      const docs = await contactLocationDocs(tenantId)
      return docs.flatMap((d): ChromeLocation[] =>
        typeof d.slug === 'string' && d.slug
          ? [
              {
                slug: d.slug,
                name: d.name,
                phone: d.contact_detail?.phone || d.contact_detail?.landline_phone || null,
                address: footerAddress(d.address ?? null),
                timeZone: australianTimeZone(d.address?.state ?? null),
                hours: (d.contact_detail?.opening_hours ?? []) as HoursRow[],
                special: ((d as { special_hours?: SpecialHoursRow[] | null }).special_hours ?? []) as SpecialHoursRow[],
              },
            ]
          : [],
      )
    },
    ['site-chrome-locations', String(tenantId)],
    { tags: [tenantTag(tenantId, 'locations')], revalidate: 3600 },
  )()

/** The footer's locations with today's hours (computed per request, in each location's time zone). */
export async function footerLocations(tenantId: TenantId, now = new Date()): Promise<FooterLocation[]> {
  const locations = await chromeLocations(tenantId)
  return locations.map((l) => ({
    slug: l.slug,
    name: l.name,
    phone: l.phone,
    today: todaysHours(l.hours, l.special, now, l.timeZone),
    address: l.address ?? null,
  }))
}

/** The counts a stats banner derives (CMS-03): visible locations and the tenant's brands (group brands excluded). */
export async function siteCounts(tenantId: TenantId): Promise<SiteCounts> {
  const [locations, brands] = await Promise.all([chromeLocations(tenantId), getBrands(tenantId)])
  return { locations: locations.length, brands: brands.filter((b) => b.category !== 'group').length }
}
