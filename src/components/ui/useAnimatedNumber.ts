'use client'

import { useEffect, useRef, useState } from 'react'

import { usePrefersReducedMotion } from './usePrefersReducedMotion'

/** Counts from the previous value to `target` over `durationMs` (instantly when the user prefers reduced motion). */
export function useAnimatedNumber(target: number, durationMs: number): number {
  const instant = usePrefersReducedMotion() || durationMs <= 0
  const [value, setValue] = useState(target)
  const from = useRef(target)
  useEffect(() => {
    const start = from.current
    if (start === target) return
    const began = performance.now()
    let frame = 0
    const tick = (now: number) => {
      // Instant: one frame to the target (the hook already answers the target meanwhile).
      const t = instant ? 1 : Math.min(1, (now - began) / durationMs)
      const next = Math.round(start + (target - start) * t)
      setValue(next)
      from.current = next
      if (t < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [target, durationMs, instant])
  return instant ? target : value
}
