import { Clock, MapPin, Phone } from '@/components/ui/icons'

import type { ContactLocation } from '@/domain/leads/contactLocation'

const tel = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

/** A location's address, phones and opening hours (RTE-27), for its page and the locations list. The phone is the
 * location's own (Locations → Contact → Phone): the one number the vehicle page shows for a car at this location. */
export function LocationDetails({ location }: { location: ContactLocation }) {
  return (
    <>
      {location.address ? (
        <p className="lead-location__address">
          <MapPin size={18} aria-hidden="true" className="lead-location__icon" />
          <span>{location.address}</span>
        </p>
      ) : null}
      {location.phone || location.landline ? (
        <p className="lead-location__phones">
          <Phone size={18} aria-hidden="true" className="lead-location__icon" />
          {location.phone ? (
            <span>
              Phone: <a href={tel(location.phone)}>{location.phone}</a>
            </span>
          ) : null}
          {location.landline ? (
            <span>
              Landline: <a href={tel(location.landline)}>{location.landline}</a>
            </span>
          ) : null}
        </p>
      ) : null}
      {location.hours.length > 0 ? (
        <div className="lead-location__hours-wrap">
          <Clock size={18} aria-hidden="true" className="lead-location__icon" />
          <ul className="lead-location__hours" aria-label={`${location.name} opening hours`}>
            {location.hours.map((h) => (
              <li key={h.weekday}>{h.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}
