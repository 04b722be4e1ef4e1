'use client'

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import '@/modules/leads/zodJitless'

import { FormField } from '@/components/ui/FormField'
import { useFocusWhenShown } from '@/components/ui/useFocusWhenShown'
import { successHref } from '@/domain/leads/success'
import { formatDollars } from '@/domain/price'
import {
  FORM_ERRORS_HEADING,
  LEAD_UNEXPECTED,
  OPT_IN_TEXT,
  trackingEventId,
  type LeadRequestInput,
} from '@/domain/leads/schema'
import {
  REMEMBERED_FIELDS,
  errorBoxMessage,
  rememberLeadSuccess,
  rememberedUser,
  submitLead,
} from '@/domain/leads/submit'
import type { Estimate, Declined } from '@/domain/tradeIn/estimate'
import { TRADE_IN_SUBCATEGORY, VALUATION_SAVE_FAILED } from '@/domain/tradeIn/provider'
import { CONDITION_QUESTIONS } from '@/domain/tradeIn/questions'
import { checkRego, REGO_STATES, type RegoState } from '@/domain/tradeIn/rego'
import {
  conditionAnswersSchema,
  tradeInStep1Schema,
  type ConditionAnswers,
  type TradeInStep1,
  type TradeInStep1Input,
} from '@/domain/tradeIn/schema'
import { pushAnalytics } from '@/lib/analytics.client'
import { useLeadSubmission } from '@/modules/leads/components/useLeadSubmission.client'

/**
 * The multi-step trade-in form (spec §4 Multi-step lead form, §7 Valuation steps; LEAD-04, LEAD-37..47, ERR-11,
 * ERR-26), react-hook-form with the shared zod schemas of src/domain/tradeIn/schema.ts:
 * step 1 vehicle (rego + state lookup or make/model/year/km) and contact → POST /api/leads (isLastStep false) →
 * lead_id; step 2 condition answers → POST /api/trade-in/valuation; step 3 the offer: accepting completes the lead
 * with '3. Offer Accepted', form_completed, offer_accepted and offer_price; declining, or no estimate, completes it
 * with '2. Valuation Declined' so a person follows up. Before that last step the valuation is posted to
 * /api/miscellaneous (column_name valuation) and its outcome logged. Success → analytics event, remembered user,
 * /success. Step 1 answers lead_id and a continuation token, kept in memory (state) and sent with every later step
 * and the valuation save; nothing of it is stored in the browser.
 */
export interface TradeInFormProps {
  category: 'Trade-in' | 'Sell My Car'
  carId?: string | null
  /** Starting vehicle fields. The trade-in pages pass none: the car of /cars/trade-in?car_id= (RTE-13) is the car
   * being bought, shown as context and sent as the lead's car_id, never the shopper's trade-in. */
  prefill?: { make: string; model: string; year: number | null; kms: number | null } | null
  termsRequired?: boolean
  /** the registration state the form starts with: the tenant's state (defaultRegoState), 'QLD' as last fallback */
  regoState?: RegoState
  /** the car being bought's slug, for /success's recap */
  carSlug?: string | null
}

type Result = { estimate: Estimate } | { declined: Declined }
/** What a step sends besides the vehicle and contact fields: its subcategory, last-step flag and the offer. */
type StepRequest = Pick<
  LeadRequestInput,
  'subcategory' | 'isLastStep' | 'valuation' | 'form_completed' | 'offer_accepted' | 'offer_price'
>
/** The step 1 fields with a label (and an input, error and summary link of their own). */
type LabelledField = Exclude<keyof TradeInStep1Input, 'opt_in'>

const LABELS: Record<LabelledField, string> = {
  rego: 'Registration',
  regoState: 'State',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  kms: 'Kilometres',
  name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  postcode: 'Postcode',
  terms_conditions: 'Terms of use',
}

/** A field's parts carry the trade-in's classes (trade-in.css). */
const FIELD = { field: 'ti-field', error: 'ti-error' }

const isLabelled = (k: string): k is LabelledField => Object.hasOwn(LABELS, k)

function errorList<T extends FieldValues>(errors: FieldErrors<T>): [string, string][] {
  return Object.entries(errors).flatMap(([k, e]) =>
    e && typeof e.message === 'string' ? [[k, e.message] as [string, string]] : [],
  )
}

export function TradeInForm({
  category,
  carId,
  prefill,
  termsRequired = false,
  regoState = 'QLD',
  carSlug,
}: TradeInFormProps) {
  const [step, setStep] = useState(1)
  const [formError, setFormError] = useState<string | null>(null)
  /** the server's field errors for the last step (no field of its own on the offer step): listed in the box */
  const [lastStepErrors, setLastStepErrors] = useState<[string, string][]>([])
  const [leadId, setLeadId] = useState<string | null>(null)
  // the lead's continuation token (answered with lead_id by step 1): in memory only, sent with every later step and
  // the valuation save; never in localStorage
  const [continuation, setContinuation] = useState<string | null>(null)
  const [vehicle, setVehicle] = useState<TradeInStep1 | null>(null)
  const [result, setResult] = useState<Result | null>(null)
  const [busy, setBusy] = useState(false)
  const [lookupNote, setLookupNote] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const [summary, focusSummary] = useFocusWhenShown<HTMLDivElement>()
  const { keyRef, rememberedRef, timing } = useLeadSubmission()
  const firstRender = useRef(true)

  const step1Schema = useMemo(() => tradeInStep1Schema({ termsRequired }), [termsRequired])
  // the step 1 schema shares its contact fields with the lead schema POST /api/leads validates
  const details = useForm<TradeInStep1Input, unknown, TradeInStep1>({
    resolver: zodResolver(step1Schema),
    defaultValues: {
      rego: '',
      regoState,
      make: prefill?.make ?? '',
      model: prefill?.model ?? '',
      year: prefill?.year ? String(prefill.year) : '',
      kms: prefill?.kms != null ? String(prefill.kms) : '',
      name: '',
      last_name: '',
      email: '',
      phone: '',
      postcode: '',
      // marketing consent is opt-in (Spam Act 2003, APP 7): unticked, unlike the spec's LEAD-21 default true
      opt_in: false,
      terms_conditions: false,
    },
    shouldFocusError: false,
  })
  // the answers schema POST /api/trade-in/valuation validates (valuationRequestSchema's adjustmentAnswers)
  const condition = useForm<ConditionAnswers>({
    resolver: zodResolver(conditionAnswersSchema),
    shouldFocusError: false,
  })

  // The remembered user fills the contact fields that are still empty (LEAD-31). getValues and setValue are the
  // form's own stable functions: this runs once, after the first render.
  const { getValues: detailValue, setValue: setDetail } = details
  useEffect(() => {
    const remembered = rememberedUser(typeof window === 'undefined' ? undefined : window.localStorage)
    rememberedRef.current = remembered
    for (const k of REMEMBERED_FIELDS) {
      const v = remembered[k]
      if (v && !detailValue(k)) setDetail(k, v)
    }
  }, [detailValue, setDetail, rememberedRef])

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    heading.current?.focus()
  }, [step])

  async function lead(step: StepRequest, fields: TradeInStep1) {
    return submitLead(
      {
        category,
        car_id: carId ?? undefined,
        source: 'Website',
        url: location.href,
        website: '',
        ...timing(fields),
        ...(leadId && continuation ? { lead_id: leadId, continuation_token: continuation } : {}),
        fields,
        ...step,
      },
      keyRef.current,
      fetch,
    )
  }

  async function lookup() {
    setLookupNote(null)
    const checked = checkRego(String(details.getValues('rego') ?? ''), String(details.getValues('regoState') ?? ''))
    if (!checked.ok) {
      if (checked.errors.rego) details.setError('rego', { type: 'rego', message: checked.errors.rego })
      if (checked.errors.regoState) details.setError('regoState', { type: 'rego', message: checked.errors.regoState })
      focusSummary()
      return
    }
    details.clearErrors(['rego', 'regoState'])
    setBusy(true)
    try {
      const res = await fetch('/api/trade-in/rego-lookup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rego: checked.rego, regoState: checked.state }),
      })
      const body = (await res.json().catch(() => ({}))) as {
        vehicle?: { make: string; model: string; year: number; km: number }
        error?: string
      }
      if (body.vehicle) {
        const v = body.vehicle
        details.setValue('make', v.make, { shouldValidate: details.formState.isSubmitted })
        details.setValue('model', v.model, { shouldValidate: details.formState.isSubmitted })
        details.setValue('year', String(v.year), { shouldValidate: details.formState.isSubmitted })
        if (v.km) details.setValue('kms', String(v.km), { shouldValidate: details.formState.isSubmitted })
        setLookupNote(`Found: ${v.year} ${v.make} ${v.model}. Check the details below.`)
      } else setLookupNote(body.error ?? LEAD_UNEXPECTED)
    } catch {
      setLookupNote(LEAD_UNEXPECTED)
    } finally {
      setBusy(false)
    }
  }

  async function submitDetails(data: TradeInStep1) {
    setFormError(null)
    setBusy(true)
    const out = await lead({ subcategory: TRADE_IN_SUBCATEGORY.vehicle, isLastStep: false }, data)
    setBusy(false)
    if (!out.ok) {
      for (const [k, m] of Object.entries(out.fieldErrors))
        details.setError(isLabelled(k) ? k : 'root.server', { type: 'server', message: m })
      setFormError(out.fromServer ? out.message : LEAD_UNEXPECTED)
      focusSummary()
      return
    }
    // LEAD-40: without a lead_id the form cannot go on.
    if (!out.leadId) {
      setFormError(LEAD_UNEXPECTED)
      focusSummary()
      return
    }
    setVehicle(data)
    setLeadId(out.leadId)
    if (out.continuationToken) setContinuation(out.continuationToken)
    setStep(2)
  }

  async function submitCondition(answers: ConditionAnswers) {
    if (!vehicle) return
    setFormError(null)
    setBusy(true)
    try {
      const res = await fetch('/api/trade-in/valuation', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          make: vehicle.make,
          model: vehicle.model,
          year: vehicle.year,
          km: vehicle.kms,
          rego: vehicle.rego || undefined,
          regoState: vehicle.rego ? vehicle.regoState : undefined,
          adjustmentAnswers: answers,
        }),
      })
      const body = (await res.json().catch(() => ({}))) as Result & { error?: string }
      if (!res.ok || (!('estimate' in body) && !('declined' in body))) {
        setFormError(body.error ?? LEAD_UNEXPECTED)
        focusSummary()
        return
      }
      setResult(body)
      setStep(3)
    } catch {
      setFormError(LEAD_UNEXPECTED)
      focusSummary()
    } finally {
      setBusy(false)
    }
  }

  async function complete(accepted: boolean) {
    if (!leadId || !result || !vehicle) return
    setBusy(true)
    setFormError(null)
    setLastStepErrors([])
    const answers = condition.getValues()
    const valuation = { ...('estimate' in result ? result.estimate : result.declined), adjustmentAnswers: answers }
    // LEAD-46: the valuation result is posted to /api/miscellaneous while the lead is still open (its continuation
    // token works until the last step); the outcome is only logged (ERR-26).
    try {
      const res = await fetch('/api/miscellaneous', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          lead_id: leadId,
          continuation_token: continuation ?? undefined,
          column_name: 'valuation',
          value: valuation,
        }),
      })
      if (res.ok) console.info('Valuation data saved')
      else console.warn(VALUATION_SAVE_FAILED)
    } catch {
      console.warn(VALUATION_SAVE_FAILED)
    }
    const out = await lead(
      {
        isLastStep: true,
        valuation,
        ...(accepted && 'estimate' in result
          ? {
              subcategory: TRADE_IN_SUBCATEGORY.accepted,
              form_completed: true,
              offer_accepted: true,
              offer_price: result.estimate.offerPrice,
            }
          : { subcategory: TRADE_IN_SUBCATEGORY.declined, form_completed: true, offer_accepted: false }),
      },
      vehicle,
    )
    if (!out.ok) {
      setBusy(false)
      setLastStepErrors(Object.entries(out.fieldErrors))
      setFormError(out.fromServer ? out.message : LEAD_UNEXPECTED)
      focusSummary()
      return
    }
    pushAnalytics(trackingEventId(category))
    rememberLeadSuccess(window.localStorage, vehicle, category, carId ? { id: carId } : null)
    // /success is a conversion page: the dealer's tag manager counts its page loads (LEAD-34 "a success page may
    // load"), which a client-side transition is not
    window.location.assign(
      successHref({ type: category === 'Sell My Car' ? 'sell-my-car' : 'trade-in', car: carSlug ?? undefined }),
    )
  }

  const submitStep1 = (event: FormEvent<HTMLFormElement>) => details.handleSubmit(submitDetails, focusSummary)(event)
  const submitStep2 = (event: FormEvent<HTMLFormElement>) =>
    condition.handleSubmit(submitCondition, focusSummary)(event)

  const errors =
    step === 1
      ? errorList(details.formState.errors)
      : step === 2
        ? errorList(condition.formState.errors)
        : lastStepErrors
  const serverRoot = step === 1 ? details.formState.errors.root?.server?.message : undefined
  const listed = serverRoot
    ? [...errors.filter(([k]) => k !== 'root'), ['root', serverRoot] as [string, string]]
    : errors.filter(([k]) => k !== 'root')
  // never the bare heading: the box always names an error
  const boxMessage = errorBoxMessage(
    formError,
    listed.map(([, m]) => m),
  )
  const fieldError = (k: LabelledField) => {
    const e = details.formState.errors[k]
    return e && typeof e.message === 'string' ? e.message : null
  }

  const field = (k: LabelledField, type = 'text', extra: Record<string, unknown> = {}) => (
    <FormField id={`ti-${k}`} label={LABELS[k]} error={fieldError(k)} classes={FIELD}>
      {(control) => <input {...control} type={type} {...extra} {...details.register(k)} />}
    </FormField>
  )

  return (
    <section className="ti-form" aria-labelledby="ti-step-heading">
      <p className="ti-steps" aria-live="polite">
        Step {step} of 3
      </p>
      {formError || listed.length ? (
        <div role="alert" className="ti-alert" tabIndex={-1} ref={summary}>
          {listed.length ? <p>{FORM_ERRORS_HEADING}</p> : null}
          {listed.length ? (
            <ul>
              {listed.map(([k, m]) => (
                <li key={k}>{isLabelled(k) ? <a href={`#ti-${k}`}>{m}</a> : m}</li>
              ))}
            </ul>
          ) : null}
          {boxMessage ? <p>{boxMessage}</p> : null}
        </div>
      ) : null}

      {step === 1 ? (
        <form onSubmit={submitStep1} noValidate>
          <h2 id="ti-step-heading" ref={heading} tabIndex={-1}>
            Your car and your details
          </h2>
          <fieldset className="ti-rego">
            <legend>Look up by registration (optional)</legend>
            {field('rego', 'text', { autoCapitalize: 'characters', maxLength: 12 })}
            {/* a state the lookup rejects is named in the error box above, not under the select */}
            <FormField id="ti-regoState" label={LABELS.regoState} classes={FIELD}>
              {(control) => (
                <select {...control} {...details.register('regoState')}>
                  {REGO_STATES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <button type="button" className="ti-secondary" onClick={lookup} disabled={busy}>
              Find my car
            </button>
            {lookupNote ? (
              <p className="ti-note" role="status">
                {lookupNote}
              </p>
            ) : null}
          </fieldset>
          <fieldset>
            <legend>Vehicle</legend>
            {field('make')}
            {field('model')}
            {field('year', 'text', { inputMode: 'numeric' })}
            {field('kms', 'text', { inputMode: 'numeric' })}
          </fieldset>
          <fieldset>
            <legend>Your details</legend>
            {field('name', 'text', { autoComplete: 'given-name' })}
            {field('last_name', 'text', { autoComplete: 'family-name' })}
            {field('email', 'email', { autoComplete: 'email' })}
            {field('phone', 'tel', { autoComplete: 'tel' })}
            {field('postcode', 'text', { inputMode: 'numeric', autoComplete: 'postal-code' })}
            <label className="ti-choice">
              <input type="checkbox" {...details.register('opt_in')} /> {OPT_IN_TEXT}
            </label>
            {termsRequired ? (
              <div className="ti-field">
                <label className="ti-choice" htmlFor="ti-terms_conditions">
                  <input
                    id="ti-terms_conditions"
                    type="checkbox"
                    aria-invalid={fieldError('terms_conditions') ? true : undefined}
                    aria-describedby={fieldError('terms_conditions') ? 'ti-terms_conditions-error' : undefined}
                    {...details.register('terms_conditions')}
                  />
                  I agree to the terms of use
                </label>
                {fieldError('terms_conditions') ? (
                  <p id="ti-terms_conditions-error" className="ti-error">
                    {fieldError('terms_conditions')}
                  </p>
                ) : null}
              </div>
            ) : null}
          </fieldset>
          <button type="submit" className="ti-primary" disabled={busy} aria-busy={busy || undefined}>
            Next: condition
          </button>
        </form>
      ) : null}

      {step === 2 ? (
        <form onSubmit={submitStep2} noValidate>
          <h2 id="ti-step-heading" ref={heading} tabIndex={-1}>
            Your car’s condition
          </h2>
          {CONDITION_QUESTIONS.map((q) => {
            const err = condition.formState.errors[q.id]?.message
            return (
              <fieldset
                key={q.id}
                aria-describedby={err ? `ti-${q.id}-error` : undefined}
                aria-invalid={err ? true : undefined}
              >
                <legend>{q.label}</legend>
                {q.options.map((o, i) => (
                  <label key={o.value} className="ti-choice">
                    <input
                      type="radio"
                      value={o.value}
                      id={i === 0 ? `ti-${q.id}` : undefined}
                      {...condition.register(q.id)}
                    />
                    {o.label}
                  </label>
                ))}
                {err ? (
                  <p id={`ti-${q.id}-error`} className="ti-error">
                    {err}
                  </p>
                ) : null}
              </fieldset>
            )
          })}
          <div className="ti-actions">
            <button
              type="button"
              className="ti-secondary"
              onClick={() => {
                setFormError(null)
                setStep(1)
              }}
            >
              Back
            </button>
            <button type="submit" className="ti-primary" disabled={busy} aria-busy={busy || undefined}>
              Get my estimate
            </button>
          </div>
        </form>
      ) : null}

      {step === 3 && result ? (
        <div>
          <h2 id="ti-step-heading" ref={heading} tabIndex={-1}>
            {'estimate' in result ? 'Your estimate' : 'We’ll be in touch'}
          </h2>
          {'estimate' in result ? (
            <>
              <p className="ti-offer">
                Our offer: <strong>{formatDollars(result.estimate.offerPrice)}</strong>
              </p>
              <p>
                Estimated range {formatDollars(result.estimate.low)} to {formatDollars(result.estimate.high)}, subject
                to an inspection.
              </p>
              <div className="ti-actions">
                <button type="button" className="ti-secondary" onClick={() => setStep(2)}>
                  Back
                </button>
                <button type="button" className="ti-secondary" onClick={() => complete(false)} disabled={busy}>
                  No thanks, contact me
                </button>
                <button type="button" className="ti-primary" onClick={() => complete(true)} disabled={busy}>
                  Accept offer
                </button>
              </div>
            </>
          ) : (
            <>
              <p className="ti-declined">{result.declined.message}</p>
              <div className="ti-actions">
                <button type="button" className="ti-secondary" onClick={() => setStep(2)}>
                  Back
                </button>
                <button type="button" className="ti-primary" onClick={() => complete(false)} disabled={busy}>
                  Send my details
                </button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </section>
  )
}
