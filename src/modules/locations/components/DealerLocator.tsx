import { FormField } from '@/components/ui/FormField'
import type { Located } from '@/domain/locations/nearest'
import type { SiteLocation } from '@/domain/locations/siteLocation'

import { LocateMe } from './LocateMe.client'
import { LocationCard } from './LocationCard'

/**
 * The dealer locator screen: a postcode form (GET, works without JS), 'Use my location', then the nearest locations
 * with their distance, or every location before a search.
 */
export function DealerLocator({
  postcode,
  error,
  originLabel,
  results,
  all,
  byAppointment,
  minRating,
}: {
  postcode: string
  error: string | null
  originLabel: string | null
  results: Located<SiteLocation>[] | null
  all: SiteLocation[]
  byAppointment: boolean
  minRating: number
}) {
  const list = results ?? all
  return (
    <div className="container loc-locator">
      <header className="loc-locator__head">
        <h1>Find a dealership near you</h1>
        <p>Enter your postcode to see our nearest locations, with directions, phone numbers and opening hours.</p>
      </header>
      {/* no action: the form is sent to this page's own address (HTML refuses an empty action) */}
      <form className="loc-locator__form" method="get" role="search" aria-label="Find a dealership">
        {/* the error is announced below the buttons */}
        <FormField
          id="locator-postcode"
          label="Postcode"
          invalid={Boolean(error)}
          describedBy={error ? 'locator-error' : undefined}
          classes={{ field: 'loc-locator__field' }}
        >
          {(control) => (
            <input
              {...control}
              name="postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              defaultValue={postcode}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary loc-locator__submit">
          Search
        </button>
        <LocateMe />
        {error ? (
          <p id="locator-error" className="loc-locator__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      <h2 className="loc-locator__summary" aria-live="polite">
        {results
          ? `${results.length} ${results.length === 1 ? 'location' : 'locations'} nearest ${originLabel}`
          : `All our locations (${all.length})`}
      </h2>
      <ul className="loc-grid card-grid" role="list">
        {list.map((l) => (
          <li key={l.id}>
            <LocationCard
              location={l}
              byAppointment={byAppointment}
              minRating={minRating}
              distanceKm={'distanceKm' in l ? ((l as Located<SiteLocation>).distanceKm ?? undefined) : undefined}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
