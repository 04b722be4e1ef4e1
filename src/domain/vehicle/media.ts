/**
 * Gallery, spinner and interior rules (spec §4 Gallery, §9 Display; VDP-04..15, VDP-72).
 *   views: spinner (when spin frames exist), gallery, interior (when an interior image exists)
 *   start: the tenant's galleryStartView when spin frames exist, else gallery (VDP-08)
 *   thumbnails only with more than 3 images (VDP-05); the fullscreen dialog sits at z-index 1400 (VDP-07)
 *   spinner: 20 px of drag per frame (VDP-13), auto-rotate a frame every 100 ms (VDP-14) once every frame has loaded
 *   (VDP-11), stopping after one full turn or on interaction (VDP-12)
 */
import type { Hotspot } from './types'

export const THUMBNAILS_MIN_EXCLUSIVE = 3
export const FULLSCREEN_Z_INDEX = 1400
export const SPIN_PX_PER_FRAME = 20
export const SPIN_INTERVAL_MS = 100

export type MediaView = 'spinner' | 'gallery' | 'interior'

export const MEDIA_VIEW_LABELS: Record<MediaView, string> = {
  spinner: '360° Spin',
  gallery: 'Photos',
  interior: 'Interior',
}

export function showThumbnails(imageCount: number): boolean {
  return imageCount > THUMBNAILS_MIN_EXCLUSIVE
}

export function availableViews(spinFrameCount: number, hasInterior: boolean): MediaView[] {
  const views: MediaView[] = []
  if (spinFrameCount > 0) views.push('spinner')
  views.push('gallery')
  if (hasInterior) views.push('interior')
  return views
}

export function startView(galleryStartView: 'spinner' | 'gallery', spinFrameCount: number): MediaView {
  return galleryStartView === 'spinner' && spinFrameCount > 0 ? 'spinner' : 'gallery'
}

/** -1 → n-1, n → 0. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((Math.trunc(index) % count) + count) % count
}

/**
 * The frame shown while dragging: one frame per 20 px, dragging left turns the car one way, right the other.
 * frameForDrag(0, -40, 36) → 2; frameForDrag(0, 20, 36) → 35.
 */
export function frameForDrag(startFrame: number, dx: number, frameCount: number): number {
  const steps = Math.trunc(-dx / SPIN_PX_PER_FRAME)
  return wrapIndex(startFrame + steps, frameCount)
}

/** Auto-rotation: the next frame, or null once a full turn (frameCount steps) is done. */
export function nextAutoFrame(frame: number, stepsTaken: number, frameCount: number): number | null {
  if (frameCount <= 1 || stepsTaken >= frameCount) return null
  return wrapIndex(frame + 1, frameCount)
}

export interface PlacedHotspot {
  description: string
  /** Percent of the image's width and height, clamped to 0–100. */
  x: number
  y: number
}

/**
 * Stored positions are fractions of the image (0–1, as the feeds and the demo seed give them); values above 1 are
 * taken as percentages already. Either way the result is a percentage clamped to 0–100.
 */
export function toPercent(n: number): number {
  const pct = Math.abs(n) <= 1 ? n * 100 : n
  return Math.min(100, Math.max(0, Math.round(pct * 100) / 100))
}

/** Hotspots shown on a spin frame (positions keyed by frame index) or on the interior image (key 'interior'). */
export function hotspotsAt(hotspots: readonly Hotspot[], key: number | 'interior'): PlacedHotspot[] {
  const out: PlacedHotspot[] = []
  for (const h of hotspots) {
    const pos = h.positions?.[String(key)]
    if (!pos || !Number.isFinite(pos.x) || !Number.isFinite(pos.y) || !h.description?.trim()) continue
    out.push({ description: h.description.trim(), x: toPercent(pos.x), y: toPercent(pos.y) })
  }
  return out
}
