'use client'

import { useEffect, useRef, useState } from 'react'

import {
  COUNT_UP_MS,
  countUp,
  formatCount,
  latestAnswerOnly,
  SALES_REFRESH_SECONDS,
} from '../../src/domain/counters/salesCounter'

/**
 * CMS-17: the figure, asked again of GET /api/sales-counter on load (the page cache may have stored the HTML a while
 * ago) and then each 150 s; a new figure is counted up to (at once for a shopper who asks for reduced motion). An
 * answer that arrives after a later ask's (a slow server) is dropped, so the figure never goes back to older news.
 */
export function SalesCount({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial)
  const shown = useRef(initial)
  useEffect(() => {
    let frame = 0
    let stopped = false
    const show = (to: number) => {
      const from = shown.current
      shown.current = to
      cancelAnimationFrame(frame)
      if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return setValue(to)
      const start = performance.now()
      const step = (at: number) => {
        setValue(countUp(from, to, at - start))
        if (at - start < COUNT_UP_MS) frame = requestAnimationFrame(step)
      }
      frame = requestAnimationFrame(step)
    }
    // the latest ask's answer only: one that comes back after a later ask began is older news
    const latest = latestAnswerOnly(async () => {
      const res = await fetch('/api/sales-counter', { cache: 'no-store' })
      return res.ok ? ((await res.json()) as { sold?: unknown }) : null
    })
    const ask = async () => {
      try {
        const body = await latest()
        if (!body || stopped) return
        if (typeof body.sold === 'number' && body.sold !== shown.current) show(body.sold)
      } catch {
        // offline for a moment: the figure shown stays until the next ask
      }
    }
    void ask()
    const timer = window.setInterval(ask, SALES_REFRESH_SECONDS * 1000)
    return () => {
      stopped = true
      window.clearInterval(timer)
      cancelAnimationFrame(frame)
    }
  }, [])
  return (
    <span className="sales-counter__value" data-testid="sales-count">
      {formatCount(value)}
    </span>
  )
}
