import { SectionHeading } from '@/components/ui/SectionHeading'
import { budgetBodyOptions } from '@/data/budget'
import { budgetAssumption } from '@/domain/budget/assumption'
import { budgetSearchHref, quickOptions } from '@/domain/budget/budget'
import { formatDollars } from '@/domain/price'
import { BudgetSearchForm } from './Form.client'

import type { BudgetSearchBlock as BudgetData } from '../../payload-types'
import type { BlockContext } from '../types'

/**
 * Budget search (BUD-01..16): the tenant's body types with their cheapest car (cached per tenant, the same for every
 * shopper, so the page stays cacheable), the calculator form (a small client island that also works as a plain GET
 * form, worked out at the tenant's default finance rate and term, which it shows) and the quick "under $X" links
 * (BUD-08), which are plain links into the search.
 */
export async function BudgetSearchComponent({ block, tenant, headingLevel }: { block: BudgetData } & BlockContext) {
  const options = await budgetBodyOptions(tenant).catch(() => [])
  if (options.length === 0) return null
  const heading = block.heading || 'Search by budget'
  const quick = quickOptions(block.quickOptions)
  const basis = budgetAssumption(tenant.config.finance)
  const finance = {
    annualRatePercent: basis.annualRatePercent,
    termYears: basis.termYears,
    establishmentFee: basis.establishmentFee,
  }
  return (
    <section className="container section budget" data-block="budgetSearch" aria-label={heading}>
      <SectionHeading level={headingLevel}>{heading}</SectionHeading>
      {block.text ? <p className="budget__intro">{block.text}</p> : null}
      <BudgetSearchForm options={options} action="/api/budget-search" finance={finance} assumption={basis.text} />
      {quick.length > 0 ? (
        <nav className="budget__quick" aria-label="Browse by price">
          <p className="budget__quick-title">Or browse by price</p>
          <ul className="budget__quick-list">
            {quick.map((amount) => (
              <li key={amount}>
                <a className="budget__quick-link" href={budgetSearchHref(null, amount)}>
                  Under {formatDollars(amount)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  )
}
