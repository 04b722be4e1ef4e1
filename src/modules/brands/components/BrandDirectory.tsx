import { groupBrands, type BrandCategory, type BrandView } from '@/domain/brands/brands'

import { BrandCard } from './BrandCard'

/** CMS-01: the brands under a heading per category (car, motorcycle, truck, group), each card linking to its overview. */
export function BrandDirectory({
  brands,
  categories,
  headingLevel = 2,
}: {
  brands: readonly BrandView[]
  categories?: readonly BrandCategory[] | null
  /** The level of the category headings; the cards' titles are one below. */
  headingLevel?: 2 | 3
}) {
  const groups = groupBrands(brands, categories)
  if (groups.length === 0) return null
  const H = `h${headingLevel}` as 'h2' | 'h3'
  return (
    <div className="brand-directory">
      {groups.map((g) => (
        <section
          key={g.category}
          className="brand-group"
          aria-labelledby={`brand-group-${g.category}`}
          data-category={g.category}
        >
          <H id={`brand-group-${g.category}`} className="brand-group__heading">
            {g.title}
            <span className="brand-group__count">{g.brands.length}</span>
          </H>
          <ul className="brand-grid" role="list">
            {g.brands.map((b) => (
              <li key={b.id}>
                <BrandCard brand={b} headingLevel={headingLevel === 2 ? 3 : 4} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
