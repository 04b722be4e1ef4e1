'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { z } from 'zod'

import { formatDollars } from '@/domain/price'
import { emailSchema, FORM_ERRORS_HEADING, LEAD_UNEXPECTED, MESSAGES, phoneSchema, postcodeSchema, trackingEventId, type LeadRequestInput } from '@/domain/leads/schema'
import { STORAGE_KEYS, SubmissionKey, submitLead } from '@/domain/leads/submit'
import type { Estimate, Declined } from '@/domain/tradeIn/estimate'
import { TRADE_IN_SUBCATEGORY } from '@/domain/tradeIn/provider'
import { CONDITION_QUESTIONS } from '@/domain/tradeIn/questions'
import { checkRego, REGO_STATES } from '@/domain/tradeIn/rego'

import './trade-in.css'

/**
 * The multi-step trade-in form (spec §4 Multi-step lead form, §7 Valuation steps; LEAD-37..47, ERR-11):
 * step 1 vehicle (rego + state lookup or make/model/year/km) and contact → POST /api/leads (isLastStep false) →
 * lead_id; step 2 condition answers → POST /api/trade-in/valuation; step 3 the offer: accepting completes the lead
 * with '3. Offer Accepted', form_completed, offer_accepted and offer_price; declining, or no estimate, completes it
 * with '2. Valuation Declined' so a person follows up. Success → tracking event, local storage, /success.
 */
export interface TradeInFormProps {
  category: 'Trade-in' | 'Sell My Car'
  carId?: string | null
}

const thisYear = new Date().getFullYear()
const Vehicle = z.object({
  make: z.string().trim().min(1, { error: 'Please enter the make.' }),
  model: z.string().trim().min(1, { error: 'Please enter the model.' }),
  year: z.coerce.number({ error: 'Please enter the year.' }).int({ error: 'Please enter the year.' }).min(1950, { error: 'Please enter the year.' }).max(thisYear + 1, { error: 'Please enter the year.' }),
  kms: z.coerce.number({ error: MESSAGES.kms }).int({ error: MESSAGES.kms }).min(0, { error: MESSAGES.kms }).max(2_000_000, { error: MESSAGES.kms }),
})
const Contact = z.object({
  name: z.string().trim().min(1, { error: MESSAGES.name }),
  last_name: z.string().trim().min(1, { error: MESSAGES.lastName }),
  email: emailSchema,
  phone: phoneSchema,
  postcode: postcodeSchema,
})

type Values = Record<string, string>
type Result = { estimate: Estimate } | { declined: Declined }

const LABELS: Record<string, string> = {
  rego: 'Registration', regoState: 'State', make: 'Make', model: 'Model', year: 'Year', kms: 'Kilometres',
  name: 'First name', last_name: 'Last name', email: 'Email', phone: 'Phone', postcode: 'Postcode',
}

function uuid(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`
}

export function TradeInForm({ category, carId }: TradeInFormProps) {
  const [step, setStep] = useState(1)
  const [values, setValues] = useState<Values>({ regoState: 'QLD' })
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [leadId, setLeadId] = useState<string | null>(null)
  const [result, setResult] = useState<Result | null>(null)
  const [busy, setBusy] = useState(false)
  const [lookupNote, setLookupNote] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const keyRef = useRef(new SubmissionKey(uuid))
  const firstRender = useRef(true)

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    heading.current?.focus()
  }, [step])

  const set = (k: string, v: string) => setValues((s) => ({ ...s, [k]: v }))

  function fieldsOf(): Record<string, string | number> {
    return { ...values, kms: Number(values.kms), year: Number(values.year) }
  }

  async function lead(body: Record<string, unknown>) {
    return submitLead(
      { category, car_id: carId ?? undefined, source: 'Website', url: location.href, website: '', fields: fieldsOf(), ...body } as unknown as LeadRequestInput,
      keyRef.current,
      fetch,
    )
  }

  function finish() {
    try {
      ;(window as unknown as { dataLayer?: unknown[] }).dataLayer?.push({ event: 'lead', eventId: trackingEventId(category) })
      localStorage.setItem(STORAGE_KEYS.successCategory, category)
      if (carId) localStorage.setItem(STORAGE_KEYS.lastCar, carId)
    } catch {
      /* storage blocked */
    }
    window.location.assign('/success')
  }

  async function lookup() {
    setLookupNote(null)
    const checked = checkRego(values.rego ?? '', values.regoState ?? '')
    if (!checked.ok) {
      setErrors(checked.errors as Record<string, string>)
      return
    }
    setBusy(true)
    try {
      const res = await fetch('/api/trade-in/rego-lookup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ rego: checked.rego, regoState: checked.state }) })
      const body = (await res.json().catch(() => ({}))) as { vehicle?: { make: string; model: string; year: number; km: number }; error?: string }
      if (body.vehicle) {
        setValues((s) => ({ ...s, make: body.vehicle!.make, model: body.vehicle!.model, year: String(body.vehicle!.year), kms: body.vehicle!.km ? String(body.vehicle!.km) : s.kms ?? '' }))
        setLookupNote(`Found: ${body.vehicle.year} ${body.vehicle.make} ${body.vehicle.model}. Check the details below.`)
      } else setLookupNote(body.error ?? LEAD_UNEXPECTED)
    } finally {
      setBusy(false)
    }
  }

  async function submitStep1(e: FormEvent) {
    e.preventDefault()
    const v = Vehicle.safeParse(values)
    const c = Contact.safeParse(values)
    const errs: Record<string, string> = {}
    for (const r of [v, c]) if (!r.success) for (const i of r.error.issues) errs[String(i.path[0])] ??= i.message
    if (values.rego) {
      const checked = checkRego(values.rego, values.regoState ?? '')
      if (!checked.ok) Object.assign(errs, checked.errors)
    }
    setErrors(errs)
    setFormError(null)
    if (Object.keys(errs).length) return
    setBusy(true)
    const out = await lead({ subcategory: TRADE_IN_SUBCATEGORY.vehicle, isLastStep: false, ...(leadId ? { lead_id: leadId } : {}) })
    setBusy(false)
    if (!out.ok) {
      setErrors(out.fieldErrors)
      setFormError(out.message || LEAD_UNEXPECTED)
      return
    }
    setLeadId(out.leadId)
    setStep(2)
  }

  async function submitStep2(e: FormEvent) {
    e.preventDefault()
    const missing = CONDITION_QUESTIONS.filter((q) => !answers[q.id])
    const errs = Object.fromEntries(missing.map((q) => [q.id, 'Please choose an answer.']))
    setErrors(errs)
    setFormError(null)
    if (missing.length) return
    setBusy(true)
    try {
      const res = await fetch('/api/trade-in/valuation', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ make: values.make, model: values.model, year: Number(values.year), km: Number(values.kms), rego: values.rego || undefined, regoState: values.rego ? values.regoState : undefined, adjustmentAnswers: answers }),
      })
      const body = (await res.json().catch(() => ({}))) as Result & { error?: string }
      if (!res.ok || (!('estimate' in body) && !('declined' in body))) {
        setFormError(body.error ?? LEAD_UNEXPECTED)
        return
      }
      setResult(body)
      setStep(3)
    } catch {
      setFormError(LEAD_UNEXPECTED)
    } finally {
      setBusy(false)
    }
  }

  async function complete(accepted: boolean) {
    if (!leadId || !result) return
    setBusy(true)
    setFormError(null)
    const valuation = 'estimate' in result ? result.estimate : result.declined
    const out = await lead({
      lead_id: leadId,
      isLastStep: true,
      valuation: { ...valuation, adjustmentAnswers: answers },
      ...(accepted && 'estimate' in result
        ? { subcategory: TRADE_IN_SUBCATEGORY.accepted, form_completed: true, offer_accepted: true, offer_price: result.estimate.offerPrice }
        : { subcategory: TRADE_IN_SUBCATEGORY.declined, form_completed: true, offer_accepted: false }),
    })
    if (!out.ok) {
      setBusy(false)
      setFormError(out.message || LEAD_UNEXPECTED)
      return
    }
    // LEAD-46: the valuation is also posted to /api/miscellaneous; its outcome is only logged (ERR-26).
    fetch('/api/miscellaneous', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ lead_id: out.leadId, column_name: 'valuation', value: valuation }) })
      .then((r) => (r.ok ? console.info('Valuation data saved') : console.warn('Failed to save valuation data')))
      .catch(() => console.warn('Failed to save valuation data'))
    finish()
  }

  const errorList = Object.entries(errors)
  const field = (k: string, type = 'text', extra: Record<string, unknown> = {}) => (
    <div className="ti-field">
      <label htmlFor={`ti-${k}`}>{LABELS[k]}</label>
      <input
        id={`ti-${k}`}
        name={k}
        type={type}
        value={values[k] ?? ''}
        onChange={(e) => set(k, e.target.value)}
        aria-invalid={errors[k] ? true : undefined}
        aria-describedby={errors[k] ? `ti-${k}-error` : undefined}
        {...extra}
      />
      {errors[k] ? <p id={`ti-${k}-error`} className="ti-error">{errors[k]}</p> : null}
    </div>
  )

  return (
    <section className="ti-form" aria-labelledby="ti-step-heading">
      <p className="ti-steps" aria-live="polite">Step {step} of 3</p>
      {formError || errorList.length ? (
        <div role="alert" className="ti-alert">
          {errorList.length ? <p>{FORM_ERRORS_HEADING}</p> : null}
          {errorList.length ? <ul>{errorList.map(([k, m]) => <li key={k}>{m}</li>)}</ul> : null}
          {formError ? <p>{formError}</p> : null}
        </div>
      ) : null}

      {step === 1 ? (
        <form onSubmit={submitStep1} noValidate>
          <h2 id="ti-step-heading" ref={heading} tabIndex={-1}>Your car and your details</h2>
          <fieldset className="ti-rego">
            <legend>Look up by registration (optional)</legend>
            {field('rego', 'text', { autoCapitalize: 'characters', maxLength: 12 })}
            <div className="ti-field">
              <label htmlFor="ti-regoState">{LABELS.regoState}</label>
              <select id="ti-regoState" name="regoState" value={values.regoState ?? ''} onChange={(e) => set('regoState', e.target.value)}>
                {REGO_STATES.map((s) => <option key={s} value={s}>{s}</option>)}
              </select>
            </div>
            <button type="button" className="ti-secondary" onClick={lookup} disabled={busy}>Find my car</button>
            {lookupNote ? <p className="ti-note" role="status">{lookupNote}</p> : null}
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
            {field('postcode', 'text', { inputMode: 'numeric', maxLength: 4, autoComplete: 'postal-code' })}
          </fieldset>
          <button type="submit" className="ti-primary" disabled={busy}>Next: condition</button>
        </form>
      ) : null}

      {step === 2 ? (
        <form onSubmit={submitStep2} noValidate>
          <h2 id="ti-step-heading" ref={heading} tabIndex={-1}>Your car’s condition</h2>
          {CONDITION_QUESTIONS.map((q) => (
            <fieldset key={q.id} aria-describedby={errors[q.id] ? `ti-${q.id}-error` : undefined}>
              <legend>{q.label}</legend>
              {q.options.map((o) => (
                <label key={o.value} className="ti-choice">
                  <input type="radio" name={q.id} value={o.value} checked={answers[q.id] === o.value} onChange={() => setAnswers((a) => ({ ...a, [q.id]: o.value }))} />
                  {o.label}
                </label>
              ))}
              {errors[q.id] ? <p id={`ti-${q.id}-error`} className="ti-error">{errors[q.id]}</p> : null}
            </fieldset>
          ))}
          <div className="ti-actions">
            <button type="button" className="ti-secondary" onClick={() => { setErrors({}); setStep(1) }}>Back</button>
            <button type="submit" className="ti-primary" disabled={busy}>Get my estimate</button>
          </div>
        </form>
      ) : null}

      {step === 3 && result ? (
        <div>
          <h2 id="ti-step-heading" ref={heading} tabIndex={-1}>{'estimate' in result ? 'Your estimate' : 'We’ll be in touch'}</h2>
          {'estimate' in result ? (
            <>
              <p className="ti-offer">Our offer: <strong>{formatDollars(result.estimate.offerPrice)}</strong></p>
              <p>Estimated range {formatDollars(result.estimate.low)} to {formatDollars(result.estimate.high)}, subject to an inspection.</p>
              <div className="ti-actions">
                <button type="button" className="ti-secondary" onClick={() => setStep(2)}>Back</button>
                <button type="button" className="ti-secondary" onClick={() => complete(false)} disabled={busy}>No thanks, contact me</button>
                <button type="button" className="ti-primary" onClick={() => complete(true)} disabled={busy}>Accept offer</button>
              </div>
            </>
          ) : (
            <>
              <p>{result.declined.message}</p>
              <div className="ti-actions">
                <button type="button" className="ti-secondary" onClick={() => setStep(2)}>Back</button>
                <button type="button" className="ti-primary" onClick={() => complete(false)} disabled={busy}>Send my details</button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </section>
  )
}
