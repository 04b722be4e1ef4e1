import { SectionHeading } from '@/components/ui/SectionHeading'
import { siteLocations } from '@/data/locations'
import { filterBlockLocations, type LocationBlockFilter } from '@/domain/locations/blockFilter'
import { LocationCard } from '@/modules/locations/components/LocationCard'
import { LocationsCarousel } from '@/modules/locations/components/LocationsCarousel.client'

import type { OurLocationsBlock } from '../../payload-types'
import type { BlockContext } from '../types'

const idOf = (v: number | { id: number } | null | undefined) => (typeof v === 'number' ? v : (v?.id ?? null))
const ids = (list: (number | { id: number })[] | null | undefined) =>
  (list ?? []).flatMap((v) => {
    const id = idOf(v)
    return id === null ? [] : [id]
  })

/**
 * 'Our Locations' (LOC-01..03, LOC-06..10): the tenant's visible locations picked by the block's filter, make,
 * subtype and include / exclude lists, as a carousel, a grid, or a single card (the first match). Nothing when none match.
 */
export async function LocationsComponent({
  block,
  tenant,
  headingLevel,
  position = 0,
}: { block: OurLocationsBlock } & BlockContext) {
  const all = await siteLocations(tenant.id)
  const picked = filterBlockLocations(all, {
    filter: block.filter as LocationBlockFilter,
    locationId: idOf(block.location),
    manufacturerId: idOf(block.manufacturer),
    subtype: block.subtype,
    include: ids(block.include),
    exclude: ids(block.exclude),
  })
  if (picked.length === 0) return null
  const heading = block.heading?.trim() || 'Our locations'
  const byAppointment = tenant.config.hours.closedAsByAppointment
  const minRating = tenant.config.reviews.minRating
  // far down a page (the home pages), the photos wait until the shopper scrolls near (first paint)
  const deferImage = position >= 2
  if (block.display === 'carousel' && picked.length > 1)
    return (
      <div className="container section" data-block="ourLocations">
        <LocationsCarousel title={heading} count={picked.length} headingLevel={headingLevel}>
          {picked.map((l) => (
            <li key={l.id} className="loc-carousel__item">
              <LocationCard
                location={l}
                byAppointment={byAppointment}
                minRating={minRating}
                tabIndex={0}
                deferImage={deferImage}
              />
            </li>
          ))}
        </LocationsCarousel>
      </div>
    )
  const shown = block.display === 'single' ? picked.slice(0, 1) : picked
  return (
    <section className="container section loc-block" data-block="ourLocations" aria-label={heading}>
      <SectionHeading level={headingLevel}>{heading}</SectionHeading>
      <ul className={`loc-grid${shown.length === 1 ? ' loc-grid--single' : ''}`} role="list">
        {shown.map((l) => (
          <li key={l.id}>
            <LocationCard location={l} byAppointment={byAppointment} minRating={minRating} deferImage={deferImage} />
          </li>
        ))}
      </ul>
    </section>
  )
}
