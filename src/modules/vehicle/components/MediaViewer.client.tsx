'use client'

/**
 * MediaViewer: switches between the 360-degree spinner, the photo gallery and the interior view (VDP-08..15).
 *
 * Props
 *   name               the car's name (alt texts, labels)
 *   images             photos (image.url / image.thumb.url reshaped as { url, thumbUrl })
 *   spinFrames         spin frame URLs; empty: no spinner view
 *   interiorImage      the interior image URL or null: no interior view
 *   hotspots           { exterior, interior } hotspots
 *   galleryStartView   config.vehicle.galleryStartView: start on the spinner (when frames exist) or the gallery
 *   children           optional overlay (a COMING SOON tag, the location badge), drawn over every view
 * Leaving the gallery unmounts it, so coming back starts at the first photo again (VDP-09). The view buttons are a
 * toggle group (aria-pressed), shown only when there is more than one view.
 */
import { useState, type ReactNode } from 'react'

import { availableViews, MEDIA_VIEW_LABELS, startView, type MediaView } from '@/domain/vehicle/media'
import type { Hotspot, VehicleImage } from '@/domain/vehicle/types'

import { Gallery } from './Gallery.client'
import { InteriorView } from './InteriorView.client'
import { SpinViewer } from './SpinViewer.client'

export interface MediaViewerProps {
  name: string
  images: VehicleImage[]
  spinFrames: string[]
  interiorImage: string | null
  hotspots: { exterior: Hotspot[]; interior: Hotspot[] }
  galleryStartView: 'spinner' | 'gallery'
  children?: ReactNode
}

export function MediaViewer({
  name,
  images,
  spinFrames,
  interiorImage,
  hotspots,
  galleryStartView,
  children,
}: MediaViewerProps) {
  const views = availableViews(spinFrames.length, Boolean(interiorImage))
  const [view, setView] = useState<MediaView>(() => startView(galleryStartView, spinFrames.length))
  const shown: MediaView = views.includes(view) ? view : 'gallery'

  return (
    <section className="vd-media" aria-label={`${name} media`}>
      <div className="vd-media__view">
        {shown === 'spinner' ? <SpinViewer frames={spinFrames} hotspots={hotspots.exterior} name={name} /> : null}
        {shown === 'gallery' ? <Gallery images={images} name={name} /> : null}
        {shown === 'interior' && interiorImage ? (
          <InteriorView image={interiorImage} hotspots={hotspots.interior} name={name} />
        ) : null}
        {children ? <div className="vd-media__overlay">{children}</div> : null}
      </div>
      {views.length > 1 ? (
        <div className="vd-media__views" role="group" aria-label="Choose a view">
          {views.map((v) => (
            <button
              key={v}
              type="button"
              className="vd-media__view-button"
              aria-pressed={v === shown}
              onClick={() => setView(v)}
            >
              {MEDIA_VIEW_LABELS[v]}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  )
}
