'use client'

/**
 * The budget search form (BUD-01..16, ERR-16). Server-rendered with the defaults and working without JavaScript: it
 * submits to GET /api/budget-search, which works the budget out and redirects to the results. The budget counts
 * interest at the tenant's default rate and term (src/domain/budget/budget.ts), and says so beside the figure.
 * Hydrated, it shows the budget as the shopper types, marks the inputs invalid and disables the results button when
 * the budget is below the cheapest car of the chosen type, and goes straight to the results. No form library: plain
 * state, a few KB.
 */
import { useId, useState, type FormEvent } from 'react'

import { FormField } from '@/components/ui/FormField'

import {
  budgetMaxPrice,
  budgetSearchHref,
  budgetTooLow,
  budgetTooLowMessages,
  budgetTotal,
  DEFAULT_DEPOSIT,
  DEFAULT_REPAYMENT,
  DEPOSIT_FIELD,
  inSentence,
  REPAYMENT_FIELD,
  toAmount,
  type BudgetFinance,
  type BudgetFrequency,
} from '@/domain/budget/budget'
import { formatDollars } from '@/domain/price'

export interface BodyOption {
  body: string | null
  label: string
  plural: string
  minPrice: number | null
}

const FREQUENCY_LABEL: Record<BudgetFrequency, { option: string; field: string; per: string }> = {
  monthly: { option: 'Monthly', field: 'Monthly repayment', per: 'a month' },
  weekly: { option: 'Weekly', field: 'Weekly repayment', per: 'a week' },
}

/** BUD-16: a money field with min, max and step. */
function MoneyField(props: {
  id: string
  name: string
  label: string
  value: string
  min: number
  max: number
  step: number
  invalid: boolean
  describedBy?: string
  onChange: (value: string) => void
}) {
  return (
    <FormField
      id={props.id}
      label={props.label}
      invalid={props.invalid}
      describedBy={props.describedBy}
      classes={{ field: 'budget__field', label: 'budget__label' }}
    >
      {(control) => (
        <div className="budget__entry">
          <span className="budget__affix" aria-hidden="true">
            $
          </span>
          <input
            {...control}
            name={props.name}
            className="budget__input"
            type="number"
            inputMode="decimal"
            min={props.min}
            max={props.max}
            step={props.step}
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
            // BUD-11: what was typed settles to the clamped figure the budget uses
            onBlur={(e) => props.onChange(String(toAmount(e.target.value)))}
          />
        </div>
      )}
    </FormField>
  )
}

export function BudgetSearchForm({
  options,
  action,
  finance,
  assumption,
}: {
  options: BodyOption[]
  action: string
  /** The tenant's default finance rate, term and fee the budget is worked out with. */
  finance: BudgetFinance
  /** 'Based on 10.00% p.a. over 6 years, comparison rate 10.00% p.a.' */
  assumption: string
}) {
  const id = useId()
  const [bodyIndex, setBodyIndex] = useState(0)
  const [frequency, setFrequency] = useState<BudgetFrequency>('monthly')
  const [repayment, setRepayment] = useState(String(DEFAULT_REPAYMENT.monthly))
  const [deposit, setDeposit] = useState(String(DEFAULT_DEPOSIT))

  const option = options[bodyIndex] ?? options[0]!
  const total = budgetTotal({ frequency, repayment, deposit }, finance)
  const tooLow = budgetTooLow(total, option.minPrice)
  const messages = budgetTooLowMessages(option.plural)
  const href = budgetSearchHref(option.body, budgetMaxPrice(total))
  const statusId = `${id}-status`

  function pickFrequency(next: BudgetFrequency) {
    // BUD-03: a repayment still at the old default follows the new frequency's default
    if (toAmount(repayment) === DEFAULT_REPAYMENT[frequency]) setRepayment(String(DEFAULT_REPAYMENT[next]))
    setFrequency(next)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!tooLow) window.location.assign(href)
  }

  return (
    <form className="budget__form" action={action} method="get" onSubmit={submit} data-testid="budget-form">
      <div className="budget__inputs">
        <fieldset className="budget__group">
          <legend className="budget__label">Body type</legend>
          <div className="budget__pickers">
            {options.map((o, i) => (
              <label key={o.body ?? 'all'} className="budget__picker">
                <input
                  type="radio"
                  name="body"
                  value={o.body ?? ''}
                  checked={i === bodyIndex}
                  onChange={() => setBodyIndex(i)}
                />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="budget__group">
          <legend className="budget__label">Repayments</legend>
          <div className="budget__toggle">
            {(['monthly', 'weekly'] as const).map((f) => (
              <label key={f} className="budget__toggle-option">
                <input
                  type="radio"
                  name="frequency"
                  value={f}
                  checked={frequency === f}
                  onChange={() => pickFrequency(f)}
                />
                <span>{FREQUENCY_LABEL[f].option}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="budget__fields">
          <MoneyField
            id={`${id}-repayment`}
            name="repayment"
            label={FREQUENCY_LABEL[frequency].field}
            value={repayment}
            {...REPAYMENT_FIELD}
            invalid={tooLow}
            describedBy={tooLow ? statusId : undefined}
            onChange={setRepayment}
          />
          <MoneyField
            id={`${id}-deposit`}
            name="deposit"
            label="Deposit"
            value={deposit}
            {...DEPOSIT_FIELD}
            invalid={tooLow}
            describedBy={tooLow ? statusId : undefined}
            onChange={setDeposit}
          />
        </div>
      </div>

      <div className={tooLow ? 'budget__result budget__result--low' : 'budget__result'}>
        <p className="budget__result-label">Your budget</p>
        <p className="budget__total" data-testid="budget-total">
          {formatDollars(total)}
        </p>
        <p className="budget__basis">
          {formatDollars(toAmount(repayment))} {FREQUENCY_LABEL[frequency].per} over {finance.termYears}{' '}
          {finance.termYears === 1 ? 'year' : 'years'}, plus a {formatDollars(toAmount(deposit))} deposit
        </p>
        <p className="budget__assumption" data-testid="budget-assumption">
          {assumption}
        </p>
        <div id={statusId} className="budget__status" role="status" data-testid="budget-status">
          {tooLow ? (
            <>
              <p className="budget__count">{messages.count}</p>
              <p className="budget__message">
                {messages.message}
                {option.minPrice !== null ? `: ours start from ${formatDollars(option.minPrice)}.` : '.'}
              </p>
            </>
          ) : null}
        </div>
        <button type="submit" className="button button--primary budget__submit" disabled={tooLow}>
          {`Show ${inSentence(option.plural)} within budget`}
        </button>
      </div>
    </form>
  )
}
