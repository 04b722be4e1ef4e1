'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useState } from 'react'

import { MapPin } from '@/components/ui/icons'

/**
 * The dealer locator's 'Use my location': asks the browser for the shopper's position only on a press, then loads the
 * locator for that point (?lat=&lng=, rounded to ~1 km so the page cache shares it). Nothing is stored.
 */
export function LocateMe() {
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const router = useRouter()
  const pathname = usePathname()
  if (typeof navigator !== 'undefined' && !('geolocation' in navigator)) return null
  return (
    <div className="loc-locate">
      <button
        type="button"
        className="button button--secondary loc-locate__btn"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          setMessage('Finding your location…')
          navigator.geolocation.getCurrentPosition(
            (pos) => {
              const lat = pos.coords.latitude.toFixed(2)
              const lng = pos.coords.longitude.toFixed(2)
              router.push(`${pathname}?lat=${lat}&lng=${lng}`)
            },
            () => {
              setBusy(false)
              setMessage('We couldn’t get your location. Please enter your postcode instead.')
            },
            { timeout: 10_000, maximumAge: 600_000 },
          )
        }}
      >
        <MapPin size={18} aria-hidden="true" />
        Use my location
      </button>
      <p className="loc-locate__msg" role="status">
        {message}
      </p>
    </div>
  )
}
