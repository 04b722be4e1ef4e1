import type { FinanceCalculatorBlock as FinanceData } from '../../payload-types'
import type { BlockContext } from '../types'

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

/** Code-owned block: the interactive calculator arrives with the finance module; its bounds already come from the tenant. */
export function FinanceCalculatorComponent({ block, tenant, headingLevel }: { block: FinanceData } & BlockContext) {
  if (!tenant.config.finance.calculator) return null
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const f = tenant.config.finance
  return (
    <section className="container section" id="finance-calculator" data-block="financeCalculator">
      <Heading className="section__heading">{block.heading || 'Finance calculator'}</Heading>
      <p>
        Borrow from {money.format(f.amountMin)} to {money.format(f.amountMax)} over 1 to {f.maxTermYears} years. Rates from{' '}
        {f.interestMin}% p.a.
      </p>
      <a className="button button--primary" href="/finance#finance-form">
        {f.buttonText}
      </a>
    </section>
  )
}
