import type { ContactLocation } from '@/domain/leads/contactLocation'

const tel = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

/** A location's address, phones and opening hours (RTE-27), for its page and the locations list. */
export function LocationDetails({ location }: { location: ContactLocation }) {
  return (
    <>
      {location.address ? <p className="lead-location__address">{location.address}</p> : null}
      {location.phone || location.landline ? (
        <p className="lead-location__phones">
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
        <ul className="lead-location__hours" aria-label={`${location.name} opening hours`}>
          {location.hours.map((h) => (
            <li key={h.weekday}>{h.text}</li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
