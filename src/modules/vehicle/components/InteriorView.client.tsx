'use client'

/**
 * InteriorView: the interior image with its hotspots (VDP-15).
 *
 * Props
 *   image     the interior image URL (spin_interior_image)
 *   hotspots  interior hotspots; each has a position under the key 'interior', fractions (0–1) of the image
 *   name      the car's name, for the image's alt text
 * A wide (panoramic) image scrolls sideways inside its frame; keyboard users scroll it with the arrow keys.
 */
import { hotspotsAt } from '@/domain/vehicle/media'
import type { Hotspot } from '@/domain/vehicle/types'

import { Hotspots } from './Hotspots.client'
import '../vehicle.css'

export interface InteriorViewProps {
  image: string
  hotspots: Hotspot[]
  name: string
}

export function InteriorView({ image, hotspots, name }: InteriorViewProps) {
  return (
    <div className="vd-interior" tabIndex={0} role="group" aria-label={`${name} interior`}>
      <div className="vd-interior__canvas">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={image} alt={`${name} interior`} className="vd-interior__image" draggable={false} />
        <Hotspots spots={hotspotsAt(hotspots, 'interior')} label="Interior" />
      </div>
    </div>
  )
}
