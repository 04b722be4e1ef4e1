'use client'

/**
 * The finance calculator (FIN-12..44): purchase price, term, interest, deposit/trade-in and residual, each a
 * slider plus a number field; weekly/fortnightly/monthly; the repayment and total, or 'Enquire for Finance';
 * the disclaimer (collapsing at 197 characters where the tenant says so); a Get Finance link.
 *
 * Props
 *   config         the tenant's SiteConfig['finance'] (bounds, defaults, rounding, disclaimer, button text)
 *   price          the car's price: the default amount and, where configured, the amount maximum (FIN-13, FIN-16)
 *   defaultAmount  without a price (page block): the starting amount (default 30000)
 *   lender         the car's lender data when finance is available (financeAvailability().lender): its
 *                  disclaimer, and without a quote its rate, term, deposit, balloon and establishment fee
 *   quote          the car's one quote (carQuote): the calculator starts from exactly it (amount, term, rate,
 *                  deposit, residual, fee, frequency), so its first figure is the one the page and card show
 *   financeLink    the Get Finance href (financeHref(...)); null hides the link
 *   heading        heading text (default 'Finance Calculator'); headingLevel 1, 2 (default) or 3
 *   id             the section id (default 'finance-calculator', the spec's anchor)
 * The first change fires analytics event 26 once (window.dataLayer).
 */
import { useId, useMemo, useRef, useState } from 'react'

import {
  calculatorBounds,
  calculatorComparisonRate,
  clampHelp,
  calculatorFee,
  calculatorResult,
  ENQUIRE_FOR_FINANCE,
  FREQUENCY_OPTIONS,
  parseEntry,
  updateField,
  type CalculatorField,
  type CalculatorState,
  type FinanceConfig,
  type Range,
} from '@/domain/finance/calculator'
import { calculatorStart, type CarQuote } from '@/domain/finance/carQuote'
import { loanFees } from '@/domain/finance/comparisonRate'
import { STANDARD_COMPARISON_EXAMPLE, type CreditDisclosure } from '@/domain/finance/creditAdvert'
import { calculatorDisclaimer, disclaimerView } from '@/domain/finance/disclaimer'
import { RateDisclosure } from '@/components/ui/RateDisclosure'
import { formatDollars } from '@/domain/price'
import type { FrequencyName } from '@/domain/siteConfig'
import { TRACKING_EVENTS } from '@/domain/tracking'
import type { LenderData } from '@/domain/vehicle/types'
import { pushAnalytics } from '@/lib/analytics.client'
import { numberFormat } from '@/domain/numberFormat'

export interface FinanceCalculatorProps {
  config: FinanceConfig
  price?: number | null
  defaultAmount?: number | null
  lender?: LenderData | null
  quote?: CarQuote | null
  financeLink?: string | null
  heading?: string
  headingLevel?: 1 | 2 | 3
  id?: string
}

const PERIOD_WORDS: Record<FrequencyName, string> = { week: 'per week', fortnight: 'per fortnight', month: 'per month' }
const WHOLE = numberFormat({ maximumFractionDigits: 0 })
const DECIMAL = numberFormat({ maximumFractionDigits: 2 })

interface FieldSpec {
  field: CalculatorField
  label: string
  prefix?: string
  suffix?: string
  format: (n: number) => string
  optional?: boolean
}

function NumberSlider({
  spec,
  value,
  range,
  help,
  onEntry,
}: {
  spec: FieldSpec
  value: number
  range: Range
  help: string | null
  onEntry: (field: CalculatorField, n: number) => void
}) {
  const base = useId()
  const inputId = `${base}-input`
  const labelId = `${base}-label`
  const helpId = `${base}-help`
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <div className="calc-field">
      <label className="calc-field__label" id={labelId} htmlFor={inputId}>
        {spec.label}
        {spec.optional ? <span className="calc-field__optional"> (optional)</span> : null}
      </label>
      <div className="calc-field__entry">
        {spec.prefix ? (
          <span className="calc-field__affix" aria-hidden="true">
            {spec.prefix}
          </span>
        ) : null}
        <input
          id={inputId}
          className="calc-field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? spec.format(value)}
          aria-describedby={help ? helpId : undefined}
          aria-invalid={help ? true : undefined}
          onChange={(e) => {
            setDraft(e.target.value)
            const n = parseEntry(e.target.value)
            // An emptied amount is 0 (FIN-17); other fields keep their value until a number is typed.
            if (Number.isFinite(n) || spec.field === 'amount') onEntry(spec.field, n)
          }}
          onBlur={() => setDraft(null)}
        />
        {spec.suffix ? (
          <span className="calc-field__affix" aria-hidden="true">
            {spec.suffix}
          </span>
        ) : null}
      </div>
      <input
        className="calc-field__slider"
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={Math.min(range.max, Math.max(range.min, value))}
        aria-labelledby={labelId}
        aria-valuetext={`${spec.prefix ?? ''}${spec.format(value)}${spec.suffix ? ` ${spec.suffix}` : ''}`}
        onChange={(e) => {
          setDraft(null)
          onEntry(spec.field, Number(e.target.value))
        }}
      />
      {/* always in the page so screen readers hear the message when it appears (aria-live) */}
      <p className="calc-field__help" id={helpId} aria-live="polite" hidden={!help}>
        {help ?? ''}
      </p>
    </div>
  )
}

export function FinanceCalculator({
  config,
  price = null,
  defaultAmount = null,
  lender = null,
  quote = null,
  financeLink = null,
  heading = 'Finance Calculator',
  headingLevel = 2,
  id = 'finance-calculator',
}: FinanceCalculatorProps) {
  const bounds = useMemo(() => calculatorBounds(config, price), [config, price])
  const [state, setState] = useState<CalculatorState>(
    () => calculatorStart(config, { price, defaultAmount, lender, quote }).state,
  )
  // what the shopper last typed per field (before clamping): the help says when a value was clamped (ERR-18); the
  // first state is the calculator's own (a price above its maximum is said in words below, not as an error)
  const [entries, setEntries] = useState<Partial<Record<CalculatorField, number>>>({})
  const [expanded, setExpanded] = useState(false)
  const used = useRef(false)
  const headingId = useId()
  const disclaimerId = useId()

  const markUsed = () => {
    if (used.current) return
    used.current = true
    pushAnalytics(TRACKING_EVENTS.financeCalculatorFirstUse)
  }

  const onEntry = (field: CalculatorField, n: number) => {
    markUsed()
    setEntries((e) => ({ ...e, [field]: field === 'amount' && !Number.isFinite(n) ? 0 : n }))
    setState((s) => updateField(s, field, n, bounds))
  }

  // the quote's fee (lender's or tenant's) when started from a quote, else the lender's or the tenant's
  const feeSource = quote ? { establishmentFees: quote.establishmentFee } : lender
  const result = calculatorResult(state, config, feeSource)
  const fee = quote ? quote.establishmentFee : calculatorFee(config, lender)
  const comparisonRate = calculatorComparisonRate(
    state.interest,
    loanFees(config, fee),
    quote
      ? { rate: quote.rate, comparisonRate: quote.comparisonRate }
      : lender && { rate: lender.interestRate, comparisonRate: lender.comparisonRate },
  )
  const rates: CreditDisclosure = {
    annualRate: state.interest,
    comparisonRate,
    comparisonExample: STANDARD_COMPARISON_EXAMPLE,
  }
  // a price above the calculator's range is never quietly financed as less (FIN-14..16)
  const short = price !== null && price > bounds.amount.max && state.amount < price
  const view = disclaimerView(calculatorDisclaimer(lender?.disclaimer, config.disclaimer), config.disclaimerCollapse)

  const fields: FieldSpec[] = [
    { field: 'amount', label: 'Purchase price', prefix: '$', format: (n) => WHOLE.format(n) },
    { field: 'termYears', label: 'Loan term', suffix: 'years', format: (n) => DECIMAL.format(n) },
    { field: 'interest', label: 'Interest rate', suffix: '% p.a.', format: (n) => DECIMAL.format(n) },
    { field: 'deposit', label: 'Deposit or trade-in', prefix: '$', format: (n) => DECIMAL.format(n), optional: true },
    { field: 'residual', label: 'Residual (balloon)', prefix: '$', format: (n) => DECIMAL.format(n), optional: true },
  ]
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 3 ? 'h3' : 'h2'

  return (
    <section className="calc-finance" id={id} aria-labelledby={headingId} data-testid="finance-calculator">
      <Heading className="calc-finance__heading" id={headingId}>
        {heading}
      </Heading>
      <div className="calc-finance__grid">
        <div className="calc-finance__inputs">
          {fields.map((spec) => (
            <NumberSlider
              key={spec.field}
              spec={spec}
              value={state[spec.field]}
              range={bounds[spec.field]}
              help={clampHelp(spec.field, entries[spec.field], bounds[spec.field])}
              onEntry={onEntry}
            />
          ))}
          <fieldset className="calc-finance__frequency">
            <legend>Repayment frequency</legend>
            {FREQUENCY_OPTIONS.map((f) => (
              <label key={f.name} className="calc-finance__radio">
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={f.name}
                  checked={state.frequency === f.name}
                  onChange={() => {
                    markUsed()
                    setState((s) => ({ ...s, frequency: f.name }))
                  }}
                />
                {f.label}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="calc-finance__result" aria-live="polite" aria-atomic="true" data-testid="finance-result">
          <p className="calc-finance__result-label">Estimated repayment</p>
          {result.enquire ? (
            <p className="calc-finance__repayment calc-finance__repayment--enquire" data-testid="finance-repayment">
              {ENQUIRE_FOR_FINANCE}
            </p>
          ) : (
            <p className="calc-finance__repayment" data-testid="finance-repayment">
              {formatDollars(result.repayment!)}
              <span className="calc-finance__per" aria-hidden="true">
                {result.label}
              </span>
              <span className="visually-hidden"> {PERIOD_WORDS[result.frequency]}</span>
            </p>
          )}
          <p className="calc-finance__total">
            <span>Total repayments</span>{' '}
            <span data-testid="finance-total">{result.total === null ? '' : formatDollars(result.total)}</span>
          </p>
          {short ? (
            <p className="calc-finance__short" data-testid="finance-short">
              These figures are for {formatDollars(state.amount)}, not the {formatDollars(price)} price: the most this
              calculator finances is {formatDollars(bounds.amount.max)}.
            </p>
          ) : null}
          {result.enquire ? null : (
            <RateDisclosure
              disclosure={rates}
              variant="compact"
              className="calc-finance__comparison"
              testId="finance-rates"
            />
          )}
          {lender?.financeProvider ? <p className="calc-finance__provider">With {lender.financeProvider}</p> : null}
          {financeLink ? (
            <a className="button button--primary calc-finance__cta" href={financeLink}>
              {config.buttonText}
            </a>
          ) : null}
        </div>
      </div>
      <div className="calc-finance__disclaimer" id="financeDisclaimer">
        <p id={disclaimerId}>{view.collapsed && !expanded ? view.collapsed : view.full}</p>
        {view.collapsed ? (
          <button
            type="button"
            className="calc-link-button"
            aria-expanded={expanded}
            aria-controls={disclaimerId}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? 'Show Less' : 'Show More'}
          </button>
        ) : null}
      </div>
    </section>
  )
}
