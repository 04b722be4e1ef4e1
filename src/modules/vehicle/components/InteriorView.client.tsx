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

export interface InteriorViewProps {
  image: string
  hotspots: Hotspot[]
  name: string
}

export function InteriorView({ image, hotspots, name }: InteriorViewProps) {
  return (
    // A scrollable panorama is a focus stop so keyboard users can scroll it with the arrow keys (the browser's own
    // scrolling; WCAG 2.1.1, axe 'scrollable-region-focusable'). It has no handlers of its own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scroll container must take focus to be scrolled by keyboard
    <div className="vd-interior" tabIndex={0} role="region" aria-label={`${name} interior`}>
      <div className="vd-interior__canvas">
        {/* eslint-disable-next-line @next/next/no-img-element -- a panorama of unknown width shown at its natural size, scrolled inside its frame */}
        <img src={image} alt={`${name} interior`} className="vd-interior__image" draggable={false} />
        <Hotspots spots={hotspotsAt(hotspots, 'interior')} label="Interior" />
      </div>
    </div>
  )
}
