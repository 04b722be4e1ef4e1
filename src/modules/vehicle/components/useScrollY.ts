'use client'

import { useEffect, useState } from 'react'

/**
 * Whether the window has scrolled past a threshold, per `test(scrollY)`; checked on scroll (one check per animation
 * frame) and once on mount. False on the server.
 */
export function useScrolledPast(test: (scrollY: number) => boolean): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      setPast(test(window.scrollY))
    }
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [test])
  return past
}
