'use client'

/**
 * The delivery calculator (DEL-01..04, ERR-09/10): a postcode → GET /api/delivery-estimate?postcode=&car= on the
 * page's host → '$450 — Within 300 km', or the spec's messages: 'Please enter a postcode.', 'Invalid postcode.
 * Please enter a 4-digit number.', and the unavailable message.
 *
 * Props
 *   slug         the car's slug
 *   heading      heading text (default 'Delivery Calculator'); headingLevel 2 (default) or 3
 */
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'

import { FormField } from '@/components/ui/FormField'
import { DELIVERY_UNAVAILABLE, validatePostcode } from '@/domain/delivery'
import { formatDollars } from '@/domain/price'
import { CALC_FIELD } from '@/modules/finance/components/calcField'
import { WithQuery } from '@/modules/finance/components/WithQuery.client'

export interface DeliveryCalculatorProps {
  slug: string
  heading?: string
  headingLevel?: 2 | 3
}

/** What the endpoint answers, as the calculator shows it. */
export type DeliveryAnswer =
  { kind: 'estimate'; price: number; name: string } | { kind: 'message'; message: string; error: boolean }

export async function fetchDeliveryEstimate(
  slug: string,
  postcode: string,
  signal?: AbortSignal,
): Promise<DeliveryAnswer> {
  const query = new URLSearchParams({ postcode, car: slug })
  const res = await fetch(`/api/delivery-estimate?${query}`, { signal, headers: { accept: 'application/json' } })
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null
  if (res.ok && body && typeof body.price === 'number' && typeof body.name === 'string')
    return { kind: 'estimate', price: body.price, name: body.name }
  if (res.ok && body?.unavailable)
    return {
      kind: 'message',
      message: typeof body.message === 'string' ? body.message : DELIVERY_UNAVAILABLE,
      error: false,
    }
  if (res.status === 422 && typeof body?.error === 'string')
    return { kind: 'message', message: body.error, error: true }
  return { kind: 'message', message: DELIVERY_UNAVAILABLE, error: false }
}

function DeliveryCalculatorInner({ slug, heading = 'Delivery Calculator', headingLevel = 2 }: DeliveryCalculatorProps) {
  const id = useId()
  const [postcode, setPostcode] = useState('')
  const [submitted, setSubmitted] = useState<string | null>(null)
  const [invalid, setInvalid] = useState<string | null>(null)
  const query = useQuery({
    queryKey: ['delivery-estimate', slug, submitted],
    queryFn: ({ signal }) => fetchDeliveryEstimate(slug, submitted!, signal),
    enabled: submitted !== null,
    retry: false,
    staleTime: 5 * 60_000,
  })

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const check = validatePostcode(postcode)
    if (!check.ok) {
      setInvalid(check.error)
      setSubmitted(null)
      return
    }
    setInvalid(null)
    setSubmitted(check.postcode)
  }

  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const answer: DeliveryAnswer | null = invalid
    ? { kind: 'message', message: invalid, error: true }
    : submitted === null
      ? null
      : query.isError
        ? { kind: 'message', message: DELIVERY_UNAVAILABLE, error: false }
        : (query.data ?? null)
  const errorId = `${id}-error`
  const invalidPostcode = answer?.kind === 'message' && answer.error

  return (
    <section className="calc-delivery" aria-labelledby={`${id}-heading`} data-testid="delivery-calculator">
      <Heading className="calc-delivery__heading" id={`${id}-heading`}>
        {heading}
      </Heading>
      <p>Enter your postcode for a delivery estimate.</p>
      <form className="calc-delivery__form" onSubmit={onSubmit} noValidate>
        {/* the error is the answer below the form, read out by its live region */}
        <FormField
          id={`${id}-postcode`}
          label="Postcode"
          invalid={invalidPostcode}
          describedBy={invalidPostcode ? errorId : undefined}
          classes={CALC_FIELD}
        >
          {(control) => (
            <input
              {...control}
              className="calc-field__input"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              value={postcode}
              onChange={(e) => setPostcode(e.target.value)}
            />
          )}
        </FormField>
        <button
          type="submit"
          className="button button--primary calc-delivery__button"
          disabled={submitted !== null && query.isFetching}
        >
          {submitted !== null && query.isFetching ? 'Calculating…' : 'Get Estimate'}
        </button>
      </form>
      <div aria-live="polite" data-testid="delivery-answer">
        {answer?.kind === 'estimate' ? (
          <p className="calc-delivery__result">
            {formatDollars(answer.price)} — {answer.name}
          </p>
        ) : answer?.kind === 'message' ? (
          <p
            className={`calc-delivery__message${answer.error ? ' calc-delivery__message--error' : ''}`}
            id={answer.error ? errorId : undefined}
          >
            {answer.message}
          </p>
        ) : null}
      </div>
    </section>
  )
}

export function DeliveryCalculator(props: DeliveryCalculatorProps) {
  return (
    <WithQuery>
      <DeliveryCalculatorInner {...props} />
    </WithQuery>
  )
}
