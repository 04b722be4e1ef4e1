import type { ReactNode } from 'react'

import type { ReservationSummary as Summary } from '@/domain/reservations/rules'

import { CancelReservation } from './ReservationActions.client'

/**
 * One reservation: what has happened in plain words, the deposit, the reference, the terms while it is held, and
 * Cancel (RES-06) while it can be. `token`: the confirmation email's cancel token, for a shopper who is not signed in.
 */
export function ReservationSummary({
  summary,
  token,
  headingLevel = 2,
  children,
}: {
  summary: Summary
  token?: string
  headingLevel?: 2 | 3
  children?: ReactNode
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="reserve__status" data-testid="reservation" data-status={summary.status}>
      <Heading className="reserve__heading">
        {summary.car.slug ? (
          <a href={`/cars/${encodeURIComponent(summary.car.slug)}`}>{summary.car.title}</a>
        ) : (
          summary.car.title
        )}
      </Heading>
      <p data-testid="reservation-headline">{summary.headline}</p>
      <p>
        Deposit {summary.deposit} · Reference <strong data-testid="reservation-reference">{summary.reference}</strong>
      </p>
      {summary.status === 'held' ? (
        <ul className="reserve__terms">
          {summary.terms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      ) : null}
      {children}
      {summary.cancellable ? <CancelReservation reference={summary.reference} token={token} /> : null}
    </article>
  )
}
