import type React from 'react'

import type { TradeInCar, TradeInCategory } from '@/domain/tradeIn/pages'

import { TRADE_IN_FAQ } from './faq'
import { TradeInForm } from './TradeInForm.client'

import './trade-in.css'

/**
 * The trade-in and sell-my-car pages (spec §2): title, gating notice, the car being valued, the multi-step form, the
 * trade-in FAQ (CMS-07), then `children` (the tenant's CMS blocks for the page, rendered by the route). Props in,
 * markup out: the route (src/app/(site)/[host]/tradeInRoute.tsx) loads the car and the page.
 *
 * Gating (config.gating.tradeIn / sellMyCar): a gated tenant would send a visitor who is not signed in to sign-in;
 * sign-in does not exist yet, so the page shows a notice linking to `signInPath` above the form (null: not gated).
 */
export function TradeInPage({
  category,
  title,
  signInPath,
  car,
  termsRequired,
  children,
}: {
  category: TradeInCategory
  title: string
  signInPath: string | null
  car: TradeInCar | null
  termsRequired: boolean
  children?: React.ReactNode
}) {
  return (
    <>
      <h1 className="container page-title">{title}</h1>
      {signInPath ? (
        <p className="ti-gate" role="note">
          Please <a href={signInPath}>sign in</a> to get your valuation.
        </p>
      ) : null}
      {car ? (
        <p className="ti-car container" role="note">
          Valuing: <strong>{car.title}</strong>
        </p>
      ) : null}
      <TradeInForm
        category={category}
        carId={car?.carId ?? null}
        prefill={car ? { make: car.make, model: car.model, year: car.year, kms: car.kms } : null}
        termsRequired={termsRequired}
      />
      <section className="ti-faq" aria-labelledby="ti-faq-heading">
        <h2 id="ti-faq-heading">Trade-in questions</h2>
        {TRADE_IN_FAQ.map((f) => (
          <details key={f.question}>
            <summary>{f.question}</summary>
            <p>{f.answer}</p>
          </details>
        ))}
      </section>
      {children}
    </>
  )
}
