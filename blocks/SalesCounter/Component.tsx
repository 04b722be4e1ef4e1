import { soldThisMonth } from '@/data/salesCount'
import { counterShows } from '@/domain/counters/salesCounter'

import type { SalesCounterBlock as CounterData } from '../../payload-types'
import type { BlockContext } from '../types'
import { SalesCount } from './Count.client'

/**
 * CMS-15..18: '41 vehicles sold this month' — the tenant's real sales this month (src/data/salesCount.ts), refreshed
 * on the page each 150 s. Nothing at all while the month has no sale: the counter never shows a figure that is not
 * real (src/domain/counters/salesCounter.ts says why it differs from the spec).
 */
export async function SalesCounterComponent({ block, tenant, headingLevel }: { block: CounterData } & BlockContext) {
  const sold = await soldThisMonth(tenant).catch(() => null)
  if (!counterShows(sold)) return null
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const label = block.label || 'vehicles sold this month'
  return (
    <section className="sales-counter" data-block="salesCounter" aria-label={block.heading || 'Sales this month'}>
      <div className="container sales-counter__inner">
        {block.heading ? <Heading className="sales-counter__heading">{block.heading}</Heading> : null}
        <p className="sales-counter__figure">
          <SalesCount initial={sold} /> <span className="sales-counter__label">{label}</span>
        </p>
      </div>
    </section>
  )
}
