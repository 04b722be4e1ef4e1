import { DEFAULT_AMOUNT } from '@/domain/finance/calculator'
import { financeEnquiryPath, financeHref } from '@/domain/finance/links'
import { FinanceCalculator } from '@/modules/finance/components/FinanceCalculator.client'
import { FinanceFacts } from '@/modules/finance/components/FinanceFacts'

import type { FinanceCalculatorBlock as FinanceData } from '../../payload-types'
import type { BlockContext } from '../types'
import { DEFAULT_HEADINGS } from '../shared/fields'

/**
 * Code-owned block: the interactive finance calculator on a content page, bounded and defaulted by the tenant's
 * finance settings, starting at the block's default amount (30000 unless set). Hidden where the tenant has the
 * calculator off or is an excluded finance site.
 */
export function FinanceCalculatorComponent({ block, tenant, headingLevel }: { block: FinanceData } & BlockContext) {
  const f = tenant.config.finance
  if (!f.calculator || f.excludedSite) return null
  return (
    <div className="container section" data-block="financeCalculator">
      <FinanceCalculator
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
