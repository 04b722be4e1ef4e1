'use client'

import { useCallback, useState } from 'react'

import { watchlistToast } from '@/domain/accounts/watchlist'
import { formatDollars, formatKm } from '@/domain/price'

import { postJson } from './accountClient'
import { WatchlistToast, type WatchlistToastMessage } from './WatchlistToast.client'

export interface GarageCar {
  /** the watchlist entry's id (SAVE-12) */
  entryId: number
  id: number
  name: string
  slug: string
  sold: boolean
  price: number | null
  km: number | null
  image: string | null
}

/**
 * The watchlist on /my-garage: a card per car with View and Remove. Removal is optimistic (SAVE-06): the card goes at
 * once, POST remove-car follows; success → the ERR-08 toast; failure → the card comes back and an alert (ERR-06).
 */
let toastSeq = 0

export function GarageWatchlist({ cars: initial, phone }: { cars: GarageCar[]; phone: string | null }) {
  const [cars, setCars] = useState(initial)
  const [busy, setBusy] = useState<number | null>(null)
  const [toast, setToast] = useState<WatchlistToastMessage | null>(null)
  const dismiss = useCallback(() => setToast(null), [])

  const remove = async (car: GarageCar) => {
    setBusy(car.id)
    setCars((list) => list.filter((c) => c.id !== car.id))
    const r = await postJson<{ success: boolean; message: string }>('/api/watchlist/remove-car', {
      phone_number: phone ?? '',
      car_id: car.id,
    })
    setBusy(null)
    if (!r.ok || r.body.success !== true) {
      setCars((list) => (list.some((c) => c.id === car.id) ? list : [...list, car]))
      const body = r.body as Record<string, unknown>
      window.alert(String(body.message ?? body.error ?? 'Something went wrong. Please try again.'))
      return
    }
    setToast({ ...watchlistToast('removed', car.name), key: ++toastSeq })
  }

  return (
    <>
      {cars.length === 0 ? (
        <p className="garage__empty" data-testid="watchlist-empty">
          Your watchlist is empty. Save a car from its page to follow it here. <a href="/search">Browse cars</a>
        </p>
      ) : (
        <ul className="garage__cards card-grid" role="list" data-testid="garage-watchlist">
          {cars.map((car) => (
            <li key={car.entryId} className="garage-card" data-testid="garage-card" data-car-id={car.id}>
              {car.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- demo art and uploads at card size; next/image cannot fetch tenant uploads (imageSource.ts)
                <img src={car.image} alt="" className="garage-card__image" width={320} height={213} loading="lazy" />
              ) : (
                <div className="garage-card__image garage-card__image--none" aria-hidden="true" />
              )}
              <div className="garage-card__body">
                <h3 className="garage-card__name">
                  <a href={`/cars/${car.slug}`}>{car.name}</a>
                </h3>
                <p className="garage-card__facts">
                  {car.sold ? <span className="garage-card__sold">Sold</span> : null}
                  {car.price && car.price > 0 ? <span>{formatDollars(car.price)}</span> : null}
                  {car.km !== null && car.km > 0 ? <span>{formatKm(car.km)}</span> : null}
                </p>
                <button
                  type="button"
                  className="button button--secondary garage-card__remove"
                  disabled={busy === car.id}
                  onClick={() => void remove(car)}
                  aria-label={`Remove ${car.name} from your watchlist`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <WatchlistToast toast={toast} onDismiss={dismiss} />
    </>
  )
}
