import { salesThisMonth } from '@/domain/counters/salesCounter'

import type { SalesCounterBlock as CounterData } from '../../payload-types'
import type { BlockContext } from '../types'
import { SalesCount } from './Count.client'

/** CMS-15..18: '4,417 vehicles sold this month', the figure from the date in Brisbane (server first, then client). */
export function SalesCounterComponent({ block, headingLevel }: { block: CounterData } & BlockContext) {
  const base = typeof block.base === 'number' && block.base > 0 ? block.base : 0
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const label = block.label || 'vehicles sold this month'
  return (
    <section className="sales-counter" data-block="salesCounter" aria-label={block.heading || 'Sales this month'}>
      <div className="container sales-counter__inner">
        {block.heading ? <Heading className="sales-counter__heading">{block.heading}</Heading> : null}
        <p className="sales-counter__figure">
          <SalesCount initial={salesThisMonth(new Date(), base)} base={base} />{' '}
          <span className="sales-counter__label">{label}</span>
        </p>
      </div>
    </section>
  )
}
