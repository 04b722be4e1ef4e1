'use client'

import { useEffect, useState } from 'react'

import { formatCount, SALES_REFRESH_SECONDS, salesThisMonth } from '../../src/domain/counters/salesCounter'

/**
 * CMS-17: the figure, recomputed on load (the page cache may have stored the HTML minutes or hours ago: the server's
 * number is only the first paint) and then each 150 s.
 */
export function SalesCount({ initial, base }: { initial: number; base: number }) {
  const [value, setValue] = useState(initial)
  useEffect(() => {
    const tick = () => setValue(salesThisMonth(new Date(), base))
    tick()
    const timer = window.setInterval(tick, SALES_REFRESH_SECONDS * 1000)
    return () => window.clearInterval(timer)
  }, [base])
  return (
    <span className="sales-counter__value" data-testid="sales-count">
      {formatCount(value)}
    </span>
  )
}
