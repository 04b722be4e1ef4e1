'use client'

import type { ReactNode } from 'react'
import { useForm, useWatch, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import '@/modules/leads/zodJitless'

import { FormField } from '@/components/ui/FormField'
import { RateDisclosure } from '@/components/ui/RateDisclosure'
import {
  AU_STATES,
  STEP_SCHEMAS,
  type SavedDeliveryEstimate,
  type StepAnswers,
  type StepInput,
  type SummaryCar,
} from '@/domain/checkout/journey'
import type { CreditDisclosure } from '@/domain/finance/creditAdvert'
import { formatDollars } from '@/domain/price'

/**
 * The forms of the journey's answer steps (trade-in, payment, delivery, details): react-hook-form with the step's
 * zod schema from src/domain/checkout/journey.ts, the same one POST /api/checkout-journey checks. `onSave` sends the
 * answers and resolves to the server's field errors (none when saved), which the form shows on its fields.
 */
export type SaveAnswers<S extends keyof typeof STEP_SCHEMAS> = (
  answers: StepAnswers<S>,
) => Promise<Record<string, string> | null>

const FIELD = { field: 'cj-field', hint: 'cj-hint', error: 'cj-error' }

/** The step's form, starting from the saved answers; the server's field errors land on their fields. */
function useStepForm<S extends 'trade-in' | 'payment' | 'delivery' | 'details'>(
  step: S,
  saved: StepAnswers<S> | undefined,
  empty: StepInput<S>,
) {
  // the form's values are the step's input; what the resolver hands on is its output (StepAnswers<S>)
  return useForm<FieldValues>({
    resolver: zodResolver(STEP_SCHEMAS[step] as never) as unknown as Resolver<FieldValues>,
    defaultValues: (saved ?? empty) as FieldValues,
    shouldFocusError: true,
  })
}

type StepForm = UseFormReturn<FieldValues>

function submitWith<O>(form: StepForm, onSave: (a: O) => Promise<Record<string, string> | null>) {
  return form.handleSubmit(async (answers) => {
    const errors = await onSave(answers as O)
    for (const [name, message] of Object.entries(errors ?? {}))
      form.setError(name, { type: 'server', message }, { shouldFocus: true })
  })
}

function errorOf(form: StepForm, name: string): string | null {
  const e = form.formState.errors[name]
  return e && typeof e.message === 'string' ? e.message : null
}

/** A group of radio buttons with its legend and error (tied to each radio by aria-describedby). */
function Choices(props: {
  form: StepForm
  name: string
  legend: string
  options: { value: string; label: ReactNode }[]
}) {
  const { form, name, legend, options } = props
  const error = errorOf(form, name)
  const errorId = `cj-${name}-error`
  return (
    <fieldset className="cj-choices" aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="cj-choice">
          <input type="radio" value={o.value} aria-describedby={error ? errorId : undefined} {...form.register(name)} />
          <span>{o.label}</span>
        </label>
      ))}
      {error ? (
        <p className="cj-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

function TextField(props: {
  form: StepForm
  name: string
  label: string
  hint?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'email' | 'tel' | 'text'
  type?: string
}) {
  const { form, name, label, hint, autoComplete, inputMode, type = 'text' } = props
  return (
    <FormField id={`cj-${name}`} label={label} hint={hint} error={errorOf(form, name)} classes={FIELD}>
      {(control) => (
        <input {...control} type={type} autoComplete={autoComplete} inputMode={inputMode} {...form.register(name)} />
      )}
    </FormField>
  )
}

function StateSelect(props: { form: StepForm; name: string; label: string }) {
  const { form, name, label } = props
  return (
    <FormField id={`cj-${name}`} label={label} error={errorOf(form, name)} classes={FIELD}>
      {(control) => (
        <select {...control} {...form.register(name)}>
          <option value="">Choose a state</option>
          {AU_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

/** Back and Continue, in that order; Continue submits the step's form. */
/** Back and Continue; `continueLabel: null` leaves Continue out (a step that cannot go on yet). */
export function StepActions(props: { onBack: (() => void) | null; busy: boolean; continueLabel?: string | null }) {
  return (
    <div className="cj-actions">
      {props.onBack ? (
        <button type="button" className="button cj-back" onClick={props.onBack} disabled={props.busy}>
          Back
        </button>
      ) : null}
      {props.continueLabel === null ? null : (
        <button type="submit" className="button button--primary" disabled={props.busy} aria-busy={props.busy}>
          {props.continueLabel ?? 'Continue'}
        </button>
      )}
    </div>
  )
}

/**
 * A step that starts with one choice (radio buttons) and asks more only for one of its options (`more.when`): the
 * trade-in's car, the finance figures, the delivery postcode.
 */
function ChoiceStep<O>(props: {
  form: StepForm
  step: { onSave: (answers: O) => Promise<Record<string, string> | null>; onBack: () => void; busy: boolean }
  name: string
  legend: string
  options: { value: string; label: ReactNode }[]
  when: string
  children: ReactNode
}) {
  const { form, name, step } = props
  const chosen = useWatch({ control: form.control, name }) as string | undefined
  return (
    <form noValidate onSubmit={submitWith(form, step.onSave)} className="cj-form">
      <Choices form={form} name={name} legend={props.legend} options={props.options} />
      {chosen === props.when ? props.children : null}
      <StepActions onBack={step.onBack} busy={step.busy} />
    </form>
  )
}

/** The trade-in and payment steps' question: the field, its words, its two answers and the one that opens more. */
const CHOICES = {
  'trade-in': question('has_trade_in', 'Do you have a car to trade in?', 'yes', [
    ['no', 'No trade-in'],
    ['yes', 'Yes, I have a car to trade in'],
  ]),
  payment: question('method', 'How would you like to pay?', 'finance', [
    ['cash', 'Cash or my own finance'],
    ['finance', 'Finance through the dealer'],
  ]),
}

function question(name: string, legend: string, when: string, answers: [value: string, label: string][]) {
  return { name, legend, when, options: answers.map(([value, label]) => ({ value, label })) }
}

type StepProps<S extends 'trade-in' | 'payment' | 'delivery' | 'details'> = {
  saved: StepAnswers<S> | undefined
  onSave: SaveAnswers<S>
  onBack: () => void
  busy: boolean
}

export function TradeInStep(props: StepProps<'trade-in'> & { valuationHref: string | null }) {
  const form = useStepForm('trade-in', props.saved, {
    has_trade_in: undefined as never,
    rego: '',
    rego_state: '',
    make: '',
    model: '',
    year: '',
    kms: '',
  })
  return (
    <ChoiceStep form={form} step={props} {...CHOICES['trade-in']}>
      <fieldset className="cj-group">
        <legend>Your car</legend>
        <p className="cj-hint">Enter its registration, or its make, model, year and kilometres.</p>
        <div className="field-row">
          <TextField form={form} name="rego" label="Registration" autoComplete="off" />
          <StateSelect form={form} name="rego_state" label="Registration state" />
        </div>
        <div className="field-row">
          <TextField form={form} name="make" label="Make" />
          <TextField form={form} name="model" label="Model" />
        </div>
        <div className="field-row">
          <TextField form={form} name="year" label="Year" inputMode="numeric" />
          <TextField form={form} name="kms" label="Kilometres" inputMode="numeric" />
        </div>
        {props.valuationHref ? (
          <p className="cj-note">
            Want a figure first? <a href={props.valuationHref}>Get a trade-in valuation</a>, then come back here: your
            answers so far are saved.
          </p>
        ) : null}
      </fieldset>
    </ChoiceStep>
  )
}

export function PaymentStep(props: StepProps<'payment'> & { disclosure: CreditDisclosure | null }) {
  const form = useStepForm('payment', props.saved, { method: undefined as never, finance_contact: false })
  return (
    <ChoiceStep form={form} step={props} {...CHOICES.payment}>
      <div className="cj-group">
        {props.disclosure ? (
          <RateDisclosure disclosure={props.disclosure} showBasis testId="cj-finance" />
        ) : (
          <p className="cj-note">The dealer&apos;s finance team will work out repayments for this car with you.</p>
        )}
        <label className="cj-choice">
          <input type="checkbox" {...form.register('finance_contact')} />
          <span>Have the dealer&apos;s finance team contact me</span>
        </label>
      </div>
    </ChoiceStep>
  )
}

export function DeliveryStep(
  props: StepProps<'delivery'> & { car: SummaryCar; estimate: SavedDeliveryEstimate | undefined },
) {
  const form = useStepForm('delivery', props.saved, { method: undefined as never, postcode: '' })
  const place = props.car.location
  const est = props.estimate
  return (
    <ChoiceStep
      form={form}
      step={props}
      name="method"
      legend="Pick up or delivery?"
      options={[
        {
          value: 'pickup',
          label: place ? (
            <>
              Pick up from <strong>{place.name}</strong>
              {place.address ? <span className="cj-muted">, {place.address}</span> : null}
            </>
          ) : (
            'Pick up from the dealer'
          ),
        },
        { value: 'delivery', label: 'Deliver to my postcode' },
      ]}
      when="delivery"
    >
      <div className="cj-group">
        <TextField
          form={form}
          name="postcode"
          label="Delivery postcode"
          hint="We estimate delivery from where the car is."
          inputMode="numeric"
          autoComplete="postal-code"
        />
        {props.saved?.method === 'delivery' && est ? (
          <p className="cj-note" role="status">
            {'price' in est
              ? `Delivery estimate to ${props.saved.postcode}: ${formatDollars(est.price)} (${est.name}).`
              : est.unavailable}
          </p>
        ) : null}
      </div>
    </ChoiceStep>
  )
}

/** `prefill`: what the site already knows (the signed-in shopper's contact, the delivery postcode) for a first visit. */
export function DetailsStep(
  props: StepProps<'details'> & {
    prefill: Partial<Pick<StepAnswers<'details'>, 'first_name' | 'last_name' | 'email' | 'phone' | 'postcode'>>
  },
) {
  const known = props.prefill
  const form = useStepForm('details', props.saved, {
    first_name: known.first_name ?? '',
    last_name: known.last_name ?? '',
    email: known.email ?? '',
    phone: known.phone ?? '',
    postcode: known.postcode ?? '',
    licence_number: '',
    licence_state: undefined as never,
  })
  return (
    <form noValidate onSubmit={submitWith(form, props.onSave)} className="cj-form">
      <div className="field-row">
        <TextField form={form} name="first_name" label="First name" autoComplete="given-name" />
        <TextField form={form} name="last_name" label="Last name" autoComplete="family-name" />
      </div>
      <div className="field-row">
        <TextField form={form} name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
        <TextField form={form} name="phone" label="Mobile" type="tel" inputMode="tel" autoComplete="tel" />
      </div>
      <TextField form={form} name="postcode" label="Your postcode" inputMode="numeric" autoComplete="postal-code" />
      <div className="field-row">
        <TextField
          form={form}
          name="licence_number"
          label="Driver's licence number"
          hint="The dealer needs it to prepare the contract."
          autoComplete="off"
        />
        <StateSelect form={form} name="licence_state" label="Licence state" />
      </div>
      <StepActions onBack={props.onBack} busy={props.busy} />
    </form>
  )
}
