'use client'

/**
 * The finance calculator block's client part (ship less client JS before the first paint). Far down a page
 * (the home pages end with it) it is `deferred`: the server renders a placeholder of about the calculator's size with
 * its heading, and the calculator's code loads when the placeholder comes near the viewport, when the shopper points
 * at or tabs into it, or when the page is idle after load, with the vehicle page's trigger (useDeferredStart in
 * Deferred.client.tsx). Near the top of a page (/finance) it is server-rendered in the first paint, its code fetched
 * with the page. Either way the calculator is imported through next/dynamic, never statically: Turbopack ships every
 * client component a route's server code imports with the route's first load, rendered or not.
 */
import dynamic from 'next/dynamic'
import { lazy, Suspense, useId, useRef, useState, type RefObject } from 'react'

import type { FinanceCalculatorProps } from '@/modules/finance/components/FinanceCalculator.client'
import { useDeferredStart } from '@/modules/vehicle/components/Deferred.client'

function Placeholder({
  heading,
  headingLevel,
  ref,
}: Pick<FinanceCalculatorProps, 'heading' | 'headingLevel'> & { ref?: RefObject<HTMLElement | null> }) {
  const headingId = useId()
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 3 ? 'h3' : 'h2'
  return (
    <section
      ref={ref}
      className="calc-finance calc-finance--pending"
      aria-labelledby={headingId}
      data-testid="finance-calculator-pending"
    >
      <Heading className="calc-finance__heading" id={headingId}>
        {heading}
      </Heading>
      <p role="status" className="visually-hidden">
        Loading the finance calculator…
      </p>
    </section>
  )
}

const load = () => import('@/modules/finance/components/FinanceCalculator.client')
/** Server-rendered, its chunk preloaded with the page. */
const PaintedCalculator = dynamic(() => load().then((m) => m.FinanceCalculator))
/** Rendered in the browser once started, the placeholder standing in while its chunk loads. */
const LateCalculator = lazy(() => load().then((m) => ({ default: m.FinanceCalculator })))

function DeferredCalculator(props: FinanceCalculatorProps) {
  const ref = useRef<HTMLElement>(null)
  const [started, setStarted] = useState(false)
  useDeferredStart(ref, () => setStarted(true))
  const placeholder = <Placeholder heading={props.heading} headingLevel={props.headingLevel} />
  if (!started) return <Placeholder heading={props.heading} headingLevel={props.headingLevel} ref={ref} />
  return (
    <Suspense fallback={placeholder}>
      <LateCalculator {...props} />
    </Suspense>
  )
}

export function FinanceCalculatorIsland({ deferred, ...props }: FinanceCalculatorProps & { deferred: boolean }) {
  return deferred ? <DeferredCalculator {...props} /> : <PaintedCalculator {...props} />
}
