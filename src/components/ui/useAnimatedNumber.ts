'use client'

import { useEffect, useRef, useState } from 'react'

/** Counts from the previous value to `target` over `durationMs` (instantly when the user prefers reduced motion). */
export function useAnimatedNumber(target: number, durationMs: number): number {
  const [value, setValue] = useState(target)
  const from = useRef(target)
  useEffect(() => {
    const start = from.current
    if (start === target) return
    const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    if (reduced || durationMs <= 0) {
      from.current = target
      setValue(target)
      return
    }
    const began = performance.now()
    let frame = 0
    const tick = (now: number) => {
      const t = Math.min(1, (now - began) / durationMs)
      const next = Math.round(start + (target - start) * t)
      setValue(next)
      from.current = next
      if (t < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [target, durationMs])
  return value
}
