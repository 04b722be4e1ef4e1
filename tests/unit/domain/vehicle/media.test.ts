import {
  availableViews,
  frameForDrag,
  FULLSCREEN_Z_INDEX,
  hotspotsAt,
  nextAutoFrame,
  showThumbnails,
  SPIN_INTERVAL_MS,
  SPIN_PX_PER_FRAME,
  startView,
  toPercent,
  wrapIndex,
} from '@/domain/vehicle/media'
import type { Hotspot } from '@/domain/vehicle/types'

describe('gallery', () => {
  it('VDP-05 thumbnails only with more than 3 images', () => {
    expect(showThumbnails(3)).toBe(false)
    expect(showThumbnails(4)).toBe(true)
    expect(showThumbnails(0)).toBe(false)
  })

  it('VDP-07 the fullscreen dialog sits at z-index 1400', () => {
    expect(FULLSCREEN_Z_INDEX).toBe(1400)
  })

  it('VDP-08 VDP-10 starts on the spinner when spin frames exist and the tenant starts there, else on the gallery', () => {
    expect(startView('spinner', 36)).toBe('spinner')
    expect(startView('spinner', 0)).toBe('gallery')
    expect(startView('gallery', 36)).toBe('gallery')
    expect(availableViews(36, true)).toEqual(['spinner', 'gallery', 'interior'])
    expect(availableViews(0, false)).toEqual(['gallery'])
  })

  it('VDP-06 previous/next wrap around', () => {
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(5, 5)).toBe(0)
    expect(wrapIndex(3, 0)).toBe(0)
  })
})

describe('spinner', () => {
  it('VDP-13 one frame per 20 px of drag, wrapping', () => {
    expect(SPIN_PX_PER_FRAME).toBe(20)
    expect(frameForDrag(0, -40, 36)).toBe(2)
    expect(frameForDrag(0, -39, 36)).toBe(1)
    expect(frameForDrag(0, 19, 36)).toBe(0)
    expect(frameForDrag(0, 20, 36)).toBe(35)
    expect(frameForDrag(35, -20, 36)).toBe(0)
  })

  it('VDP-12 VDP-14 auto-rotation steps every 100 ms and stops after one full turn', () => {
    expect(SPIN_INTERVAL_MS).toBe(100)
    expect(nextAutoFrame(0, 0, 4)).toBe(1)
    expect(nextAutoFrame(3, 3, 4)).toBe(0)
    expect(nextAutoFrame(0, 4, 4)).toBeNull()
    expect(nextAutoFrame(0, 0, 1)).toBeNull()
  })

  it('VDP-15 hotspots have a description and a position per angle', () => {
    const hotspots: Hotspot[] = [
      { description: 'Alloy wheels', positions: { '0': { x: 0.2, y: 0.7 }, '1': { x: 0.22, y: 0.71 } } },
      { description: 'Sunroof', positions: { '1': { x: 50, y: 120 }, interior: { x: 0.4, y: 0.1 } } },
      { description: ' ', positions: { '0': { x: 1, y: 1 } } },
    ]
    expect(hotspotsAt(hotspots, 0)).toEqual([{ description: 'Alloy wheels', x: 20, y: 70 }])
    expect(hotspotsAt(hotspots, 1)).toEqual([
      { description: 'Alloy wheels', x: 22, y: 71 },
      { description: 'Sunroof', x: 50, y: 100 },
    ])
    expect(hotspotsAt(hotspots, 'interior')).toEqual([{ description: 'Sunroof', x: 40, y: 10 }])
    // Fractions of the image (0–1) become percentages; larger values are percentages already.
    expect(toPercent(0.5)).toBe(50)
    expect(toPercent(1)).toBe(100)
    expect(toPercent(35)).toBe(35)
    expect(toPercent(-0.2)).toBe(0)
  })
})
