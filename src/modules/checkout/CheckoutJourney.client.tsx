'use client'

import { PaymentBrands } from '@/components/ui/PaymentBrands'
import { StripeDepositForm } from '@/modules/reserve/StripeDepositForm.client'
import { useState, type FormEvent } from 'react'

import { OptimisedImg } from '@/components/ui/OptimisedImg'
import { useFocusWhenShown } from '@/components/ui/useFocusWhenShown'
import {
  DEPOSIT_UNAVAILABLE,
  JOURNEY_STEPS,
  STEP_TITLES,
  SUBMITTED_MESSAGE,
  journeyPath,
  journeySummary,
  orderDepositProblem,
  stepAfter,
  stepBefore,
  type DetailsAnswers,
  type JourneyStep,
  type JourneyView,
  type SummaryCar,
} from '@/domain/checkout/journey'
import type { CreditDisclosure } from '@/domain/finance/creditAdvert'

import { saveStep } from './journeyApi'
import { startDeposit, testPaymentHref } from './reservationApi'
import { DeliveryStep, DetailsStep, PaymentStep, StepActions, TradeInStep } from './StepForms.client'

export interface CheckoutCar {
  slug: string
  name: string
  image: { url: string; alt: string } | null
  priceText: string
  summary: SummaryCar
  disclosure: CreditDisclosure | null
}

export interface CheckoutJourneyProps {
  car: CheckoutCar
  /** The shopper's saved journey, or null before the first step is saved. */
  journey: JourneyView | null
  /** The trade-in valuation for this car (/cars/trade-in?car_id=), where the tenant offers trade-in. */
  valuationHref: string | null
  depositText: string
  /** The signed-in shopper's name, email and phone: the details step starts from them. */
  contact: Pick<DetailsAnswers, 'first_name' | 'last_name' | 'email' | 'phone'> | null
}

/**
 * The buy-online journey (RTE-12): a progress list of the steps (the current one aria-current="step"), the current
 * step's form, Back and Continue. Each Continue saves the step on the server first (POST /api/checkout-journey), so a
 * reload or another device resumes at the same step with the same answers; the heading of each new step takes focus.
 * A submitted journey shows its summary only, read-only.
 */
export function CheckoutJourney({ car, journey: initial, valuationHref, depositText, contact }: CheckoutJourneyProps) {
  const [journey, setJourney] = useState<JourneyView | null>(initial)
  const [shown, setShown] = useState<JourneyStep>(initial?.step ?? 'car')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ text: string; signIn: string | null } | null>(null)
  const [heading, focusHeading] = useFocusWhenShown<HTMLHeadingElement>()
  const submitted = journey?.status === 'submitted'
  const step: JourneyStep = submitted ? 'summary' : shown

  const go = (next: JourneyStep) => {
    setShown(next)
    setError(null)
    focusHeading()
  }

  /** Saves `answers` for the shown step; on success moves on (a save of the summary sends the order). */
  async function save(answers: object): Promise<Record<string, string> | null> {
    setBusy(true)
    setError(null)
    const out = await saveStep(car.slug, step, answers)
    setBusy(false)
    if (out.ok) {
      setJourney(out.journey)
      if (out.journey.status === 'submitted') focusHeading()
      else go(stepAfter(step))
      return null
    }
    if (out.status === 409) {
      // sent already (another tab or device): show what the server has
      window.location.reload()
      return null
    }
    setError({ text: out.error, signIn: out.signIn })
    return out.fieldErrors
  }

  const onBack = () => {
    const back = stepBefore(step)
    if (back) go(back)
  }
  const answers = journey?.data.answers ?? {}

  // what every step's form gets: save and go on, go back, and whether a save is under way
  const nav = { onSave: save, onBack, busy }
  return (
    <div className="cj">
      <nav className="cj-progress" aria-label="Steps">
        <ol>
          {JOURNEY_STEPS.map((s, i) => {
            const done = submitted || answers[s] !== undefined
            return (
              <li
                key={s}
                className={['cj-progress__step', s === step ? 'is-current' : done ? 'is-done' : '']
                  .filter(Boolean)
                  .join(' ')}
                aria-current={s === step ? 'step' : undefined}
              >
                <span className="cj-progress__number" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="cj-progress__label">{STEP_TITLES[s]}</span>
                {done && s !== step ? <span className="visually-hidden"> (done)</span> : null}
              </li>
            )
          })}
        </ol>
      </nav>

      <section className="cj-step panel-card" aria-labelledby="cj-step-heading">
        <h2 id="cj-step-heading" className="cj-step__heading" tabIndex={-1} ref={heading}>
          {submitted ? SUBMITTED_MESSAGE : STEP_TITLES[step]}
        </h2>
        {error ? (
          <div className="cj-alert" role="alert">
            <p>{error.text}</p>
            {error.signIn ? (
              <p>
                <a href={error.signIn}>Sign in to continue</a>
              </p>
            ) : null}
          </div>
        ) : null}

        {step === 'car' ? (
          <CarStep car={car} busy={busy} onContinue={() => save({})} />
        ) : step === 'trade-in' ? (
          <TradeInStep saved={answers['trade-in']} {...nav} valuationHref={valuationHref} />
        ) : step === 'payment' ? (
          <PaymentStep saved={answers.payment} {...nav} disclosure={car.disclosure} />
        ) : step === 'delivery' ? (
          <DeliveryStep
            saved={answers.delivery}
            {...nav}
            car={car.summary}
            estimate={journey?.data.deliveryEstimate ?? undefined}
          />
        ) : step === 'details' ? (
          <DetailsStep
            saved={answers.details}
            {...nav}
            prefill={{ ...contact, postcode: answers.delivery?.postcode ?? '' }}
          />
        ) : step === 'deposit' && journey ? (
          <DepositStep car={car} journey={journey} depositText={depositText} setBusy={setBusy} {...nav} />
        ) : journey ? (
          <Summary car={car} journey={journey} busy={busy} onSend={() => save({})} onBack={submitted ? null : onBack} />
        ) : null}
      </section>
    </div>
  )
}

function CarStep({ car, busy, onContinue }: { car: CheckoutCar; busy: boolean; onContinue: () => void }) {
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onContinue()
  }
  return (
    <form onSubmit={submit} className="cj-form">
      <div className="cj-car">
        {car.image ? (
          <OptimisedImg
            src={car.image.url}
            alt={car.image.alt}
            width={480}
            height={320}
            sizes="(max-width: 600px) 100vw, 480px"
            className="cj-car__image"
          />
        ) : null}
        <div className="cj-car__text">
          <p className="cj-car__name">{car.name}</p>
          <Total
            label={
              car.summary.priceTypeLabel ? `Total price, ${car.summary.priceTypeLabel.toLowerCase()}` : 'Total price'
            }
            amount={car.priceText}
          />
        </div>
      </div>
      <StepActions onBack={null} busy={busy} continueLabel="Start buying this car" />
    </form>
  )
}

/** The one total price, the largest figure of the journey (Australian Consumer Law: a single price). */
function Total({ label, amount }: { label: string; amount: string }) {
  return (
    <p className="cj-total" data-testid="cj-total">
      <span className="cj-total__label">{label}</span>
      <span className="cj-total__amount">{amount}</span>
    </p>
  )
}

/** Labelled values, one row each (`{testId}-{key}` names a row for the tests). */
function SummaryList({ rows, testId }: { rows: { key: string; label: string; value: string }[]; testId: string }) {
  return (
    <dl className="cj-summary">
      {rows.map((r) => (
        <div key={r.key} className="cj-summary__row" data-testid={`${testId}-${r.key}`}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function DepositStep(props: {
  car: CheckoutCar
  journey: JourneyView
  depositText: string
  busy: boolean
  setBusy: (b: boolean) => void
  onSave: (answers: object) => Promise<Record<string, string> | null>
  onBack: () => void
}) {
  const { car, journey, busy } = props
  const [outcome, setOutcome] = useState<{ text: string; similarUrl?: string | null; canContinue: boolean } | null>(
    null,
  )
  const details = journey.data.answers.details
  const [stripe, setStripe] = useState<{ reference: string; clientSecret: string; publishableKey: string } | null>(null)

  async function pay(e: FormEvent) {
    e.preventDefault()
    if (!details) return
    props.setBusy(true)
    const started = await startDeposit({
      carId: car.slug,
      journeyId: journey.id,
      contact: {
        first_name: details.first_name,
        last_name: details.last_name,
        email: details.email,
        phone: details.phone,
      },
      idempotencyKey: `journey-${journey.id}-deposit`,
    })
    props.setBusy(false)
    if (started.kind === 'created') {
      const errors = await props.onSave({ choice: 'paid', reference: started.reference })
      if (errors) return
      const payment = started.payment
      if (payment.provider === 'test') window.location.assign(testPaymentHref(payment.payUrl, journeyPath(car.slug)))
      // Stripe: its card form here, then the payment page with the way back to this journey
      else setStripe({ ...payment, reference: started.reference })
      return
    }
    if (started.kind === 'held')
      return setOutcome({ text: started.error, similarUrl: started.similarUrl, canContinue: false })
    if (started.kind === 'invalid' || started.kind === 'failed')
      return setOutcome({ text: started.error, canContinue: false })
    // 404 (no deposits here), a card provider this page does not take, or sign-in: the dealer follows up
    setOutcome({ text: DEPOSIT_UNAVAILABLE, canContinue: true })
  }

  const later = (e: FormEvent) => {
    e.preventDefault()
    void props.onSave({ choice: 'later' })
  }

  if (stripe) {
    const done = testPaymentHref(
      `/online-payment?ref=${encodeURIComponent(stripe.reference)}&paid=1`,
      journeyPath(car.slug),
    )
    return (
      <StripeDepositForm
        publishableKey={stripe.publishableKey}
        clientSecret={stripe.clientSecret}
        returnUrl={`${window.location.origin}${done}`}
        onAuthorised={() => window.location.assign(done)}
        amountText={props.depositText}
      />
    )
  }

  const deposit = journey.deposit
  if (deposit && deposit.status === 'pending')
    return (
      <div className="cj-form">
        <div className="cj-alert" role="status">
          <p>{orderDepositProblem(deposit, journey.data.answers.deposit)}</p>
        </div>
        <p>
          <a className="button button--primary" href={payDepositHref(deposit.reference, car.slug)}>
            Pay the {props.depositText} deposit
          </a>
        </p>
        <StepActions onBack={props.onBack} busy={busy} continueLabel={null} />
      </div>
    )
  if (deposit && (deposit.status === 'held' || deposit.status === 'converted'))
    return (
      <form
        onSubmit={(e) => (e.preventDefault(), void props.onSave({ choice: 'paid', reference: deposit.reference }))}
        className="cj-form"
      >
        <p className="cj-note">Your deposit reference is {deposit.reference}.</p>
        <StepActions onBack={props.onBack} busy={busy} />
      </form>
    )

  // a deposit that ended unpaid (declined, or its time ran out): the shopper pays a new one
  const ended = deposit ? orderDepositProblem(deposit, journey.data.answers.deposit) : null
  return (
    <form onSubmit={outcome?.canContinue ? later : pay} className="cj-form">
      {ended && !outcome ? (
        <div className="cj-alert" role="status">
          <p>{ended}</p>
        </div>
      ) : null}
      <p>
        A refundable deposit of <strong>{props.depositText}</strong> reserves the car while the dealer prepares the
        paperwork. It is 100% refundable.
      </p>
      <PaymentBrands />
      {outcome ? (
        <div className={outcome.canContinue ? 'cj-note' : 'cj-alert'} role="status">
          <p>{outcome.text}</p>
          {outcome.similarUrl ? (
            <p>
              <a href={outcome.similarUrl}>See similar cars</a>
            </p>
          ) : null}
        </div>
      ) : null}
      <StepActions
        onBack={props.onBack}
        busy={busy}
        continueLabel={outcome?.canContinue ? 'Continue to the summary' : `Pay the ${props.depositText} deposit`}
      />
    </form>
  )
}

function Summary(props: {
  car: CheckoutCar
  journey: JourneyView
  busy: boolean
  onSend: () => void
  onBack: (() => void) | null
}) {
  const { car, journey } = props
  const summary = journeySummary(car.summary, journey.data, journey.deposit)
  const submitted = journey.status === 'submitted'
  const problem = submitted ? null : orderDepositProblem(journey.deposit, journey.data.answers.deposit)
  const send = (e: FormEvent) => {
    e.preventDefault()
    props.onSend()
  }
  return (
    <form onSubmit={send} className="cj-form">
      {submitted ? (
        <p className="cj-sent" role="status">
          The dealer has your order and will contact you to finish the paperwork.
        </p>
      ) : null}
      <SummaryList testId="cj-line" rows={summary.lines.map((l) => ({ key: l.key, label: l.label, value: l.text }))} />
      <Total label={summary.totalLabel} amount={summary.totalText} />
      <SummaryList testId="cj-summary" rows={summary.rows} />
      {problem ? (
        <div className="cj-alert" role="alert">
          <p>{problem}</p>
          <p>
            {journey.deposit?.status === 'pending' ? (
              <a href={payDepositHref(journey.deposit.reference, car.slug)}>Pay the deposit</a>
            ) : (
              'Go back to the deposit step to pay it again.'
            )}
          </p>
        </div>
      ) : null}
      {submitted ? null : (
        <StepActions onBack={props.onBack} busy={props.busy} continueLabel={problem ? null : 'Send to the dealer'} />
      )}
    </form>
  )
}

/** The deposit's payment page (the shopper's own: their account names it), coming back to the journey. */
function payDepositHref(reference: string, slug: string): string {
  return testPaymentHref(`/online-payment?ref=${encodeURIComponent(reference)}`, journeyPath(slug))
}
