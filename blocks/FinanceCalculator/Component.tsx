import { DEFAULT_AMOUNT } from '@/domain/finance/calculator'
import { financeEnquiryPath, financeHref } from '@/domain/finance/links'
import { FinanceFacts } from '@/modules/finance/components/FinanceFacts'

import type { FinanceCalculatorBlock as FinanceData } from '../../payload-types'
import type { BlockContext } from '../types'
import { DEFAULT_HEADINGS } from '../shared/fields'
import { FinanceCalculatorIsland } from './Calculator.client'

/** Blocks from this index (0-based) on are below the fold on a phone: their calculator loads late. */
const DEFER_FROM_POSITION = 3

/**
 * Code-owned block: the interactive finance calculator on a content page, bounded and defaulted by the tenant's
 * finance settings, starting at the block's default amount (30000 unless set). Hidden where the tenant has the
 * calculator off or is an excluded finance site. Below the first three blocks of a page (the home pages end with it)
 * the calculator's code loads when the shopper comes near it (Calculator.client.tsx), with a placeholder first.
 */
export function FinanceCalculatorComponent({
  block,
  tenant,
  headingLevel,
  position,
}: { block: FinanceData } & BlockContext) {
  const f = tenant.config.finance
  if (!f.calculator || f.excludedSite) return null
  return (
    <div className="container section" data-block="financeCalculator">
      <FinanceCalculatorIsland
        deferred={(position ?? 0) >= DEFER_FROM_POSITION}
        config={f}
        defaultAmount={
          typeof block.defaultAmount === 'number' && block.defaultAmount > 0 ? block.defaultAmount : DEFAULT_AMOUNT
        }
        financeLink={financeHref(financeEnquiryPath({ siteLink: f.defaultLink, tenantPath: f.enquiryPath }))}
        heading={block.heading || DEFAULT_HEADINGS.financeCalculator}
        headingLevel={headingLevel}
      />
      <FinanceFacts content={f.content} />
    </div>
  )
}
