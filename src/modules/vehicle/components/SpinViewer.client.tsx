'use client'

/**
 * SpinViewer: the 360-degree exterior view (VDP-10..15).
 *
 * Props
 *   frames    the spin frame image URLs in order (one turn)
 *   hotspots  exterior hotspots; each has a position per frame index ('0', '1', …), fractions (0–1) of the image
 *   name      the car's name, for the accessible labels
 * Behaviour: every frame is preloaded; only when all have loaded (or failed: logged, spec 'console only') does it
 * auto-rotate one frame every 100 ms, stopping after one full turn or as soon as the user drags, presses a key or
 * clicks (and never for users who prefer reduced motion). Dragging moves one frame per 20 px. Keyboard: it is a
 * slider, left/right arrows turn one frame, Home goes back to the first.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

import { usePrefersReducedMotion } from '@/components/ui/usePrefersReducedMotion'
import { frameForDrag, hotspotsAt, nextAutoFrame, SPIN_INTERVAL_MS, wrapIndex } from '@/domain/vehicle/media'
import type { Hotspot } from '@/domain/vehicle/types'

import { Hotspots } from './Hotspots.client'

export interface SpinViewerProps {
  frames: string[]
  hotspots: Hotspot[]
  name: string
}

export function SpinViewer({ frames, hotspots, name }: SpinViewerProps) {
  const count = frames.length
  const [frame, setFrame] = useState(0)
  // Frames settled so far, counted per frame list: a new list starts from 0 without a reset in an effect.
  const [settled, setSettled] = useState({ frames, count: 0 })
  const [interacted, setInteracted] = useState(false)
  const [turned, setTurned] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const drag = useRef<{ x: number; frame: number; id: number } | null>(null)
  const loaded = settled.frames === frames ? settled.count : 0
  const ready = loaded >= count
  // VDP-12/14: one auto-rotated turn once every frame has settled, until the user takes over.
  const rotating = ready && !interacted && !turned && !reducedMotion && count >= 2
  // The frame shown, for the rotation to start from; written after each render, read only by the effect.
  const frameRef = useRef(frame)
  useEffect(() => {
    frameRef.current = frame
  }, [frame])

  // Preload every frame; failures count as settled so the viewer still works (VDP-11). The first frame is in the
  // server HTML; the other frames (24 frames are ~420 kB) wait until the page has loaded, has painted, and the
  // browser is idle, so they never compete with the first paint for bandwidth (on a slow phone network they used to
  // hold the largest paint back by about 2 s).
  useEffect(() => {
    let cancelled = false
    let images: HTMLImageElement[] = []
    const start = () => {
      if (cancelled) return
      images = frames.map((src) => {
        const img = new window.Image()
        const settle = (ok: boolean) => {
          if (!ok) console.error(`Spin frame failed to load: ${src}`)
          if (!cancelled)
            setSettled((s) => (s.frames === frames ? { frames, count: s.count + 1 } : { frames, count: 1 }))
        }
        img.onload = () => settle(true)
        img.onerror = () => settle(false)
        img.src = src
        return img
      })
    }
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: 3000 })
        : window.setTimeout(start, 200)
    const idle = () => afterFirstPaint(whenIdle)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', idle)
      for (const img of images) {
        img.onload = null
        img.onerror = null
      }
    }
  }, [frames])

  // Auto-rotate once everything has loaded, one frame per 100 ms, for one full turn (VDP-12, VDP-14).
  useEffect(() => {
    if (!rotating) return
    let steps = 0
    let current = frameRef.current
    const timer = window.setInterval(() => {
      const next = nextAutoFrame(current, steps, count)
      if (next === null) {
        window.clearInterval(timer)
        setTurned(true)
        return
      }
      steps += 1
      current = next
      setFrame(next)
      if (nextAutoFrame(current, steps, count) === null) {
        // One full turn done: back on the first frame, stop now rather than on the next tick.
        window.clearInterval(timer)
        setTurned(true)
      }
    }, SPIN_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [rotating, count])

  if (count === 0) return null

  const stop = () => setInteracted(true)
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    stop()
    drag.current = { x: event.clientX, frame, id: event.pointerId }
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d || d.id !== event.pointerId) return
    setFrame(frameForDrag(d.frame, event.clientX - d.x, count))
  }
  const endDrag = () => {
    drag.current = null
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }
    if (event.key in moves) {
      event.preventDefault()
      stop()
      setFrame((f) => wrapIndex(f + moves[event.key]!, count))
    } else if (event.key === 'Home') {
      event.preventDefault()
      stop()
      setFrame(0)
    }
  }

  const degrees = Math.round((frame / count) * 360)
  return (
    <div className="vd-spin">
      <div
        className={`vd-spin__stage${rotating ? ' vd-spin__stage--rotating' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onWheel={stop}
        onClickCapture={stop}
      >
        <div
          className="vd-spin__surface"
          role="slider"
          tabIndex={0}
          aria-label={`${name}, 360 degree view. Drag or use the arrow keys to turn.`}
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={frame + 1}
          aria-valuetext={`${degrees} degrees`}
          aria-busy={!ready}
          onKeyDown={onKeyDown}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- frames swap every 100 ms from the browser cache, already preloaded at their own URLs */}
          <img src={frames[frame]} alt="" width={900} height={600} draggable={false} className="vd-spin__image" />
        </div>
        <Hotspots spots={hotspotsAt(hotspots, frame)} label="Exterior" />
        {!ready ? (
          <p className="vd-spin__loading" role="status">
            Loading 360° view… {Math.round((loaded / count) * 100)}%
          </p>
        ) : null}
      </div>
      <p className="vd-spin__hint" aria-hidden="true">
        Drag to rotate
      </p>
    </div>
  )
}

/** Runs `then` once the page has painted content (first-contentful-paint), or at once where paint timing is missing. */
function afterFirstPaint(then: () => void): void {
  const supported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')
  if (!supported || performance.getEntriesByName('first-contentful-paint').length > 0) return then()
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    then()
  })
  observer.observe({ type: 'paint', buffered: true })
}
