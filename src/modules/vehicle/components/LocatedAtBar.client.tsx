'use client'

/**
 * LocatedAtBar: an announcement 'Located at {city}' with a 'Get Directions' link, shown when the car's city differs
 * from the dealership's primary city; the visitor can dismiss it (VDP-45/46).
 *
 * Props
 *   carCity         the car's city
 *   dealershipCity  the primary dealership city; the bar shows only when it differs (locatedAtCity)
 *   directionsHref  the 'Get Directions' link (directionsHref in src/domain/vehicle/layout.ts), or null: no link
 * Dismissal lasts for this page view.
 */
import { MapPin, X } from '@/components/ui/icons'
import { useState } from 'react'

import { locatedAtCity } from '@/domain/vehicle/layout'

export interface LocatedAtBarProps {
  carCity: string | null
  dealershipCity: string | null
  directionsHref: string | null
}

export function LocatedAtBar({ carCity, dealershipCity, directionsHref }: LocatedAtBarProps) {
  const [dismissed, setDismissed] = useState(false)
  const city = locatedAtCity(carCity, dealershipCity)
  if (!city || dismissed) return null
  return (
    <aside className="vd-located" aria-label="Vehicle location" data-testid="vdp-located-at">
      <p className="vd-located__text">
        <MapPin size={18} aria-hidden="true" className="vd-located__icon" />
        <span>
          Located at <strong>{city}</strong>
        </span>
      </p>
      {directionsHref ? (
        <a className="vd-located__link" href={directionsHref} target="_blank" rel="noopener noreferrer">
          Get Directions<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      <button
        type="button"
        className="vd-located__close"
        aria-label="Dismiss location notice"
        onClick={() => setDismissed(true)}
      >
        <X size={20} aria-hidden="true" />
      </button>
    </aside>
  )
}
