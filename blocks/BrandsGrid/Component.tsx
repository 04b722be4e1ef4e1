import type { BrandsGridBlock as BrandsData } from '../../payload-types'
import type { BlockContext } from '../types'
import { getBrands } from '../../src/data/content'
import type { BrandCard } from '../../src/domain/site'
import { BRAND_CATEGORY_HEADINGS } from './config'

export async function BrandsGridComponent({ block, tenant, headingLevel }: { block: BrandsData } & BlockContext) {
  const wanted =
    block.categories && block.categories.length > 0
      ? block.categories
      : (Object.keys(BRAND_CATEGORY_HEADINGS) as BrandCard['category'][])
  const brands = await getBrands(tenant.id)
  const groups = wanted
    .map((category) => ({ category, brands: brands.filter((b) => b.category === category) }))
    .filter((g) => g.brands.length > 0)
  if (groups.length === 0) return null
  return (
    <section className="container section" data-block="brandsGrid">
      {block.heading ? (
        headingLevel === 1 ? (
          <h1 className="section__heading">{block.heading}</h1>
        ) : (
          <h2 className="section__heading">{block.heading}</h2>
        )
      ) : null}
      {groups.map((g) => (
        <div key={g.category} className="brands">
          <h3 className="brands__heading">{BRAND_CATEGORY_HEADINGS[g.category]}</h3>
          <ul className="brands__list" role="list">
            {g.brands.map((b) => (
              <li key={b.id} className="brands__item">
                <span className="brands__name">{b.title}</span>
                {b.description ? <span className="brands__desc">{b.description}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
