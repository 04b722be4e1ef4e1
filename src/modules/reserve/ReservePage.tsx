import type { ReactNode } from 'react'

import { OptimisedImg } from '@/components/ui/OptimisedImg'
import { PaymentBrands } from '@/components/ui/PaymentBrands'

import { ReserveForm, type ReserveFormProps } from './ReserveForm.client'

export interface ReserveCar {
  title: string
  slug: string
  imageUrl: string | null
  /** The drive-away (or other) price as the vehicle page shows it, e.g. '$36,990'; null when it shows no price. */
  priceText: string | null
  priceLabel: string | null
}

/**
 * /cars/{slug}/checkout (or /buy-online): the car, the deposit and what it buys (RES-04..07), the accepted payment
 * brands (spec §9), then the shopper's details and on to payment. `problem` replaces the form when the car cannot be
 * reserved now (sold, held by someone else), with a way on; `signIn` when nobody is signed in.
 */
export function ReservePage({
  car,
  depositText,
  terms,
  form,
  problem,
  signIn,
}: {
  car: ReserveCar
  depositText: string
  terms: string[]
  form: ReserveFormProps | null
  /** why the car cannot be reserved now, and where to go instead (similar cars, or My garage for its holder) */
  problem: { message: string; href: string; linkText: string } | null
  signIn: string | null
}) {
  let action: ReactNode
  if (problem) {
    action = (
      <div className="reserve__problem" role="status" data-testid="reserve-problem">
        <p>{problem.message}</p>
        <p>
          <a className="button button--primary" href={problem.href}>
            {problem.linkText}
          </a>{' '}
          <a className="button" href={`/cars/${encodeURIComponent(car.slug)}`}>
            Back to the car
          </a>
        </p>
      </div>
    )
  } else if (signIn) {
    action = (
      <p className="reserve__signin">
        <a className="button button--primary" href={signIn} data-testid="reserve-sign-in">
          Sign in to reserve
        </a>
      </p>
    )
  } else if (form) {
    action = <ReserveForm {...form} />
  }
  return (
    <div className="reserve container">
      <h1 className="page-title">Reserve this car</h1>
      <div className="reserve__layout">
        <section className="reserve__car panel-card" aria-label="The car">
          <OptimisedImg src={car.imageUrl} alt="" width={480} height={320} sizes="(max-width: 760px) 100vw, 480px" />
          <h2 className="reserve__title">{car.title}</h2>
          {car.priceText ? (
            <p className="reserve__price">
              <strong>{car.priceText}</strong> {car.priceLabel ? <span>{car.priceLabel}</span> : null}
            </p>
          ) : null}
        </section>
        <section className="reserve__deposit" aria-labelledby="reserve-deposit-heading">
          <h2 id="reserve-deposit-heading" className="reserve__heading">
            A {depositText} refundable deposit holds it for you
          </h2>
          <ul className="reserve__terms" data-testid="reserve-terms">
            {terms.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          {action}
          <div className="reserve__brands">
            <p className="reserve__brands-label">We accept</p>
            <PaymentBrands />
          </div>
        </section>
      </div>
    </div>
  )
}
