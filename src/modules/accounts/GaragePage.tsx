import type { ReservationSummary as Summary } from '@/domain/reservations/rules'
import { ReservationSummary } from '@/modules/reserve/ReservationSummary'

import { GarageSavedSearches, type GarageSavedSearch } from '@/modules/alerts/GarageSavedSearches.client'
import { WatchAlertsToggle } from '@/modules/alerts/WatchAlertsToggle.client'

import { AccountDetails } from './AccountDetails.client'
import { AccountSecurity, VerifyEmailNotice } from './AccountTrust.client'
import { GarageFavourites } from './GarageFavourites.client'
import { GarageWatchlist, type GarageCar } from './GarageWatchlist.client'

/**
 * /my-garage (RTE-23, TEN-25; the watchlist page of RTE-38): the signed-in shopper's watchlist, the favourites
 * saved in this browser, and the account. Gated and never stored by the edge cache (the route redirects a visitor).
 */
export function GaragePage({
  account,
  cars,
  reservations = [],
  searches = [],
}: {
  account: {
    id: number
    name: string
    email: string
    phone: string | null
    emailVerified: boolean
    watchAlerts: boolean
  }
  cars: GarageCar[]
  /** the shopper's reservations on this site, newest first; the section shows only when there is one */
  reservations?: Summary[]
  /** the shopper's saved searches on this site, with their matches now */
  searches?: GarageSavedSearch[]
}) {
  return (
    <div className="garage container">
      <header className="garage__head">
        <h1 className="garage__title">My garage</h1>
        <p className="garage__hello">Hi {account.name}, here are the cars you are following.</p>
      </header>
      {account.emailVerified ? null : <VerifyEmailNotice />}
      {reservations.length > 0 ? (
        <section className="garage__section" aria-labelledby="garage-reservations" data-testid="garage-reservations">
          <h2 id="garage-reservations" className="garage__heading">
            Reservations
          </h2>
          {reservations.map((r) => (
            <ReservationSummary key={r.reference} summary={r} headingLevel={3} />
          ))}
        </section>
      ) : null}
      <section className="garage__section" aria-labelledby="garage-watchlist">
        <h2 id="garage-watchlist" className="garage__heading">
          Watchlist
        </h2>
        <WatchAlertsToggle on={account.watchAlerts} verified={account.emailVerified} />
        <GarageWatchlist cars={cars} phone={account.phone} />
      </section>
      <section className="garage__section" aria-labelledby="garage-searches">
        <h2 id="garage-searches" className="garage__heading">
          Saved searches
        </h2>
        <GarageSavedSearches searches={searches} verified={account.emailVerified} />
      </section>
      <div className="garage__columns">
        <section className="garage__section" aria-labelledby="garage-favourites">
          <h2 id="garage-favourites" className="garage__heading">
            Favourites
          </h2>
          <GarageFavourites />
        </section>
        <section className="garage__section" aria-labelledby="garage-account">
          <h2 id="garage-account" className="garage__heading">
            Account details
          </h2>
          <AccountDetails accountId={account.id} name={account.name} email={account.email} phone={account.phone} />
        </section>
      </div>
      <section className="garage__section" aria-labelledby="garage-security">
        <h2 id="garage-security" className="garage__heading">
          Sign-in and privacy
        </h2>
        <AccountSecurity accountId={account.id} />
      </section>
    </div>
  )
}
