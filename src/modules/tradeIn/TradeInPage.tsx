import type React from 'react'

import { OptimisedImg } from '@/components/ui/OptimisedImg'
import type { TradeInCar, TradeInCategory } from '@/domain/tradeIn/pages'
import type { RegoState } from '@/domain/tradeIn/rego'

import { TRADE_IN_FAQ } from './faq'
import { TradeInForm } from './TradeInForm.client'

/**
 * The trade-in and sell-my-car pages (spec §2): title, gating notice, the car being valued, the multi-step form, the
 * trade-in FAQ (CMS-07), then `children` (the tenant's CMS blocks for the page, rendered by the route). Props in,
 * markup out: the route (src/app/(site)/[host]/tradeInRoute.tsx) loads the car and the page.
 *
 * The car of /cars/trade-in?car_id= is the car being bought: shown as context ("Trading in towards the …", its photo)
 * and sent as the lead's car_id; the shopper's own car fields start empty.
 *
 * Gating (config.gating.tradeIn / sellMyCar): a gated tenant sends a visitor who is not signed in to sign-in: the page
 * shows a notice linking to `signInPath` above the form. The route passes null (no notice, the form works without
 * signing in) when the tenant does not gate, or while the sign-in page does not exist (isLivePath: no dead link).
 */
export function TradeInPage({
  category,
  title,
  signInPath,
  car,
  termsRequired,
  regoState,
  children,
}: {
  category: TradeInCategory
  title: string
  signInPath: string | null
  car: TradeInCar | null
  termsRequired: boolean
  /** the rego state the form starts with (the tenant's state, src/domain/tradeIn/rego.ts defaultRegoState) */
  regoState?: RegoState
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
        <section className="ti-car container" aria-label="The car you are buying">
          <OptimisedImg src={car.imageUrl} alt="" width={160} height={107} sizes="160px" className="ti-car__image" />
          <p>
            Trading in towards the <strong>{car.title}</strong>
            {car.slug ? (
              <>
                {' '}
                <a href={`/cars/${car.slug}`}>View this car</a>
              </>
            ) : null}
          </p>
        </section>
      ) : null}
      <TradeInForm
        category={category}
        carId={car?.carId ?? null}
        carSlug={car?.slug ?? null}
        prefill={null}
        regoState={regoState}
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
