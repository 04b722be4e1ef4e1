/**
 * VehicleLocation (server component): where the car is — the `#vehicle-map` anchor (RTE-35) with the yard's name and
 * address, 'Get directions' (Google Maps, new tab) and a link to the location's page for hours and contact. The
 * phone number stays behind the call panel's reveal (VDP-37). Renders nothing for a car without a location.
 *
 * Props
 *   location        the car's location (VehicleDetail.location)
 *   locationHref    the location's page
 *   directionsHref  the directions link, or null
 */
import type { VehicleLocation as Location } from '@/domain/vehicle/types'

export function VehicleLocation({
  location,
  locationHref,
  directionsHref,
}: {
  location: Location | null
  locationHref: string
  directionsHref: string | null
}) {
  if (!location) return null
  return (
    <section id="vehicle-map" className="vdp-card vdp-where" aria-labelledby="vehicle-map-heading">
      <h2 id="vehicle-map-heading">Where to see this car</h2>
      <p className="vdp-where__place">
        <strong>{location.name}</strong>
        {location.address ? (
          <>
            <br />
            {location.address}
          </>
        ) : null}
      </p>
      <p className="vdp-where__links">
        {directionsHref ? (
          <a className="button button--secondary" href={directionsHref} target="_blank" rel="noopener noreferrer">
            Get directions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        <a href={locationHref}>Opening hours and contact</a>
      </p>
    </section>
  )
}
