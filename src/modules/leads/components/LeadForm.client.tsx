'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { pushAnalytics } from '@/modules/finance/analytics'
import {
  CONTACT_METHODS,
  DEFAULT_SUBMIT_LABEL,
  FORM_ERRORS_HEADING,
  LEAD_SUBMIT_FAILED,
  OPT_IN_TEXT,
  leadFieldsSchema,
  locationFields,
  trackingEventId,
  wireCategory,
  type LeadCategory,
  type LeadLocationOption,
  type LeadSchemaOptions,
} from '@/domain/leads/schema'
import { STORAGE_KEYS, SubmissionKey, formClock, rememberUser, rememberedUser, submitLead } from '@/domain/leads/submit'
import { TestDriveSlots } from './TestDriveSlots.client'
import '../leads.css'

export type LeadFormProps = {
  /** id prefix for fields and the form anchor */
  id: string
  category: LeadCategory
  subcategory?: string
  options: LeadSchemaOptions
  /** hidden lead form defaults (LEAD-10) and other preset fields */
  hiddenFields?: Record<string, string>
  carId?: string
  carType?: string | null
  carTag?: string | null
  pageId?: string
  submitLabel?: string
  /** optional extra visible fields */
  showTestDriveDate?: boolean
  /** the location whose bookable slots the Test Drive Booking Date offers (LEAD-12); else a free date-time */
  testDriveLocationId?: string | number
  additionalServices?: string[]
  messageLabel?: string
  /** the tenant's locations, offered in a required select when options.showLocation (LEAD-16, LEAD-17) */
  locations?: LeadLocationOption[]
  /** Finance enquiry: copy preferredDealership, vehiclePriceBudget, car_id, car_type, vin from the query string */
  prefillFromQuery?: boolean
}

export const FINANCE_QUERY_KEYS = ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type', 'vin'] as const

type Values = Record<string, unknown>

const CORE: {
  name: string
  label: string
  type: string
  autoComplete: string
  inputMode?: 'numeric' | 'tel' | 'email'
  maxLength?: number
}[] = [
  { name: 'name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Mobile', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  {
    name: 'postcode',
    label: 'Postcode',
    type: 'text',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 4,
  },
]

/** One lead form for every category: RHF + the shared zod schema, error summary, idempotent retries (LEAD-24..39). */
export function LeadForm(props: LeadFormProps) {
  const { id, category, options, hiddenFields = {}, additionalServices = [] } = props
  const schema = useMemo(() => leadFieldsSchema(options), [options])
  const form = useForm<Values>({
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    resolver: zodResolver(schema as any) as any,
    defaultValues: { PreferredContactMethod: 'Phone', opt_in: true, message: '', ...hiddenFields },
    shouldFocusError: false,
  })
  const { register, handleSubmit, formState, setError, reset, getValues } = form
  const [banner, setBanner] = useState<string | null>(null)
  const [services, setServices] = useState<string[]>([])
  const [locationId, setLocationId] = useState('')
  const keyRef = useRef(new SubmissionKey(() => crypto.randomUUID()))
  const summaryRef = useRef<HTMLDivElement>(null)
  // time-to-fill: from when the form was first shown in this browser (the server's MIN_FILL_MS check)
  const sinceShown = useRef<(() => number) | null>(null)
  useEffect(() => {
    sinceShown.current ??= formClock()
  }, [])

  useEffect(() => {
    const user = rememberedUser(typeof window === 'undefined' ? undefined : window.localStorage)
    const fromQuery: Record<string, string> = {}
    if (props.prefillFromQuery) {
      const q = new URLSearchParams(window.location.search)
      for (const k of FINANCE_QUERY_KEYS) {
        const v = q.get(k)
        if (v) fromQuery[k] = v.slice(0, 200)
      }
    }
    if (Object.keys(user).length || Object.keys(fromQuery).length) reset({ ...getValues(), ...fromQuery, ...user })
  }, [reset, getValues, props.prefillFromQuery])

  const errors = Object.entries(formState.errors).map(([name, e]) => ({ name, message: String(e?.message ?? '') }))

  const onValid = async (values: Values) => {
    setBanner(null)
    const wire = wireCategory(category, props.subcategory)
    const outcome = await submitLead(
      {
        ...wire,
        fields: values as never,
        additional_services: services,
        ...(props.carId ? { car_id: props.carId } : {}),
        ...(props.pageId ? { page_id: props.pageId } : {}),
        isLastStep: true,
        ...(sinceShown.current ? { form_elapsed_ms: sinceShown.current() } : {}),
        url: window.location.href,
        source: 'Website',
        user_agent: navigator.userAgent,
        website: String((document.getElementById(`${id}-website`) as HTMLInputElement | null)?.value ?? ''),
      },
      keyRef.current,
      fetch,
    )
    if (outcome.ok) {
      pushAnalytics(trackingEventId(category, props.carType, props.carTag))
      rememberUser(window.localStorage, values)
      try {
        if (props.carId)
          window.localStorage.setItem(STORAGE_KEYS.lastCar, JSON.stringify({ id: props.carId, ...hiddenFields }))
        window.localStorage.setItem(STORAGE_KEYS.successCategory, category)
      } catch {
        /* storage blocked */
      }
      window.location.assign('/success')
      return
    }
    for (const [name, message] of Object.entries(outcome.fieldErrors)) setError(name, { type: 'server', message })
    const message = outcome.message || LEAD_SUBMIT_FAILED
    setBanner(message)
    window.alert(message)
  }

  const describedBy = (name: string) => (formState.errors[name] ? `${id}-${name}-error` : undefined)
  const locations = props.locations ?? []
  const showLocation = Boolean(options.showLocation) && locations.length > 1
  // the slots follow the chosen location when there is a choice, else the page's location (LEAD-12)
  const slotsLocationId = showLocation ? locationId || null : (props.testDriveLocationId ?? null)
  const locationError = formState.errors.location ?? formState.errors.dealership_slug

  return (
    <form
      id={id}
      className="lead-form"
      noValidate
      onSubmit={handleSubmit(onValid, () => requestAnimationFrame(() => summaryRef.current?.focus()))}
    >
      {banner ? (
        <div className="lead-form__banner" role="alert">
          {banner}
        </div>
      ) : null}
      {errors.length ? (
        <div className="lead-form__summary" role="alert" tabIndex={-1} ref={summaryRef}>
          <p>{FORM_ERRORS_HEADING}</p>
          <ul>
            {errors.map((e) => (
              <li key={e.name}>
                <a href={`#${id}-${e.name === 'dealership_slug' ? 'location' : e.name}`}>{e.message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="lead-form__grid">
        {CORE.map((f) => (
          <div className="lead-form__field" key={f.name}>
            <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
            <input
              id={`${id}-${f.name}`}
              type={f.type}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              maxLength={f.maxLength}
              aria-invalid={formState.errors[f.name] ? true : undefined}
              aria-describedby={describedBy(f.name)}
              {...register(f.name)}
            />
            {formState.errors[f.name] ? (
              <p className="lead-form__error" id={`${id}-${f.name}-error`}>
                {String(formState.errors[f.name]?.message ?? '')}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      {showLocation ? (
        <div className="lead-form__field lead-form__location">
          <label htmlFor={`${id}-location`}>Location</label>
          <select
            id={`${id}-location`}
            required
            value={locationId}
            aria-invalid={locationError ? true : undefined}
            aria-describedby={locationError ? `${id}-location-error` : undefined}
            onChange={(e) => {
              setLocationId(e.target.value)
              for (const [k, v] of Object.entries(locationFields(locations, e.target.value)))
                form.setValue(k, v, { shouldValidate: formState.isSubmitted })
            }}
          >
            <option value="">Choose a location</option>
            {locations.map((l) => (
              <option key={String(l.id)} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </select>
          {locationError ? (
            <p className="lead-form__error" id={`${id}-location-error`}>
              {String(locationError.message ?? '')}
            </p>
          ) : null}
        </div>
      ) : null}
      {props.showTestDriveDate && (props.testDriveLocationId != null || showLocation) ? (
        <TestDriveSlots
          id={id}
          locationId={slotsLocationId}
          onChange={(v) => {
            form.setValue('Test Drive Booking Date', v)
            if (!showLocation && props.testDriveLocationId != null)
              form.setValue('location_id', String(props.testDriveLocationId))
          }}
        />
      ) : props.showTestDriveDate ? (
        <div className="lead-form__field">
          <label htmlFor={`${id}-date`}>Test Drive Booking Date</label>
          <input id={`${id}-date`} type="datetime-local" {...register('Test Drive Booking Date')} />
        </div>
      ) : null}
      <div className="lead-form__field">
        <label htmlFor={`${id}-message`}>{props.messageLabel ?? 'Comments'}</label>
        <textarea
          id={`${id}-message`}
          rows={4}
          aria-invalid={formState.errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          {...register('message')}
        />
        {formState.errors.message ? (
          <p className="lead-form__error" id={`${id}-message-error`}>
            {String(formState.errors.message.message ?? '')}
          </p>
        ) : null}
      </div>
      <fieldset className="lead-form__field">
        <legend>Preferred contact method</legend>
        {CONTACT_METHODS.map((m) => (
          <label key={m} className="lead-form__inline">
            <input type="radio" value={m} {...register('PreferredContactMethod')} /> {m}
          </label>
        ))}
      </fieldset>
      {additionalServices.length ? (
        <fieldset className="lead-form__field">
          <legend>I am also interested in</legend>
          {additionalServices.map((s) => (
            <label key={s} className="lead-form__inline">
              <input
                type="checkbox"
                checked={services.includes(s)}
                onChange={(e) => setServices((cur) => (e.target.checked ? [...cur, s] : cur.filter((x) => x !== s)))}
              />{' '}
              {s}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="lead-form__inline">
        <input type="checkbox" {...register('opt_in')} /> {OPT_IN_TEXT}
      </label>
      {options.termsRequired ? (
        <div className="lead-form__field">
          <label className="lead-form__inline">
            <input
              id={`${id}-terms_conditions`}
              type="checkbox"
              aria-invalid={formState.errors.terms_conditions ? true : undefined}
              aria-describedby={describedBy('terms_conditions')}
              {...register('terms_conditions')}
            />{' '}
            I agree to the terms of use
          </label>
          {formState.errors.terms_conditions ? (
            <p className="lead-form__error" id={`${id}-terms_conditions-error`}>
              {String(formState.errors.terms_conditions.message ?? '')}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="lead-form__hp" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button
        type="submit"
        className="lead-form__submit"
        disabled={formState.isSubmitting}
        aria-busy={formState.isSubmitting}
      >
        {formState.isSubmitting ? <span className="lead-form__spinner" aria-hidden="true" /> : null}
        {props.submitLabel ?? DEFAULT_SUBMIT_LABEL}
      </button>
    </form>
  )
}
