'use client'

/**
 * Hotspots: numbered buttons placed over a spin frame or the interior image; each opens its description (VDP-15).
 *
 * Props
 *   spots   the hotspots to show, positions in percent of the image (from hotspotsAt in src/domain/vehicle/media.ts)
 *   label   what the spots are on ('exterior', 'interior'), for the buttons' accessible names
 * One description is open at a time; Escape closes it and returns focus to its button.
 */
import { useId, useState } from 'react'

import type { PlacedHotspot } from '@/domain/vehicle/media'

export interface HotspotsProps {
  spots: PlacedHotspot[]
  label: string
}

export function Hotspots({ spots, label }: HotspotsProps) {
  const [open, setOpen] = useState<number | null>(null)
  const base = useId()
  if (spots.length === 0) return null
  return (
    <ul className="vd-hotspots" aria-label={`${label} features`}>
      {spots.map((spot, i) => {
        const id = `${base}-${i}`
        const expanded = open === i
        return (
          <li key={`${spot.description}-${i}`} className="vd-hotspot" style={{ left: `${spot.x}%`, top: `${spot.y}%` }}>
            <button
              type="button"
              className="vd-hotspot__button"
              aria-expanded={expanded}
              aria-controls={id}
              aria-label={`Feature ${i + 1}: ${spot.description}`}
              onClick={(event) => {
                event.stopPropagation()
                setOpen(expanded ? null : i)
              }}
              onPointerDown={(event) => event.stopPropagation()}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && expanded) {
                  event.stopPropagation()
                  setOpen(null)
                }
              }}
            >
              <span aria-hidden="true">{i + 1}</span>
            </button>
            <p id={id} className="vd-hotspot__text" hidden={!expanded}>
              {spot.description}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
