import type { StockSearchBlock as StockSearchData } from '../../payload-types'
import type { BlockContext } from '../types'

const CAR_TYPE_LINKS = [
  { carType: 'new', label: 'New cars', href: '/search/new-cars' },
  { carType: 'demo', label: 'Demo cars', href: '/search/demo-cars' },
  { carType: 'used', label: 'Used cars', href: '/search/used-cars' },
] as const

/**
 * Code-owned block. Until the stock search module lands it offers the stock landing pages by car type;
 * the block's settings (car types, hits per page) are already editable.
 */
export function StockSearchComponent({ block, headingLevel }: { block: StockSearchData } & BlockContext) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const types = block.carTypes && block.carTypes.length > 0 ? block.carTypes : CAR_TYPE_LINKS.map((l) => l.carType)
  return (
    <section className="container section stock-search" data-block="stockSearch">
      <Heading className="section__heading">{block.heading || 'Find your next car'}</Heading>
      <ul className="chip-list" role="list">
        {CAR_TYPE_LINKS.filter((l) => types.includes(l.carType)).map((l) => (
          <li key={l.carType}>
            <a className="chip" href={l.href}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
