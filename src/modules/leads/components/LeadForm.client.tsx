'use client'

import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import '@/modules/leads/zodJitless'
import { FormField } from '@/components/ui/FormField'
import { useFocusWhenShown } from '@/components/ui/useFocusWhenShown'
import { pushAnalytics } from '@/lib/analytics.client'
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
  type LeadFieldName,
  type LeadFields,
  type LeadFieldsInput,
  type LeadHiddenFields,
  type LeadLocationOption,
  type LeadSchemaOptions,
} from '@/domain/leads/schema'
import { errorBoxMessage, rememberLeadSuccess, rememberedUser, submitLead } from '@/domain/leads/submit'
import { successHref, successTypeFor } from '@/domain/leads/success'
import { TestDriveSlots } from './TestDriveSlots.client'
import { useLeadSubmission } from './useLeadSubmission.client'

export type LeadFormProps = {
  /** id prefix for fields and the form anchor */
  id: string
  category: LeadCategory
  subcategory?: string
  options: LeadSchemaOptions
  /** hidden lead form defaults (LEAD-10) and other preset fields */
  hiddenFields?: LeadHiddenFields
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
  /** the message box's editable starting text (a car enquiry: 'Hi, is the … still available?') */
  defaultMessage?: string
  /** leave out the marketing opt-in box (careers: no offers subscription) */
  hideOptIn?: boolean
  /** the car's slug for /success's recap (non-personal context only) */
  carSlug?: string
  /** a 'Which car?' picker (the test-drive page): the tenant's cars, each with the lead defaults it sets */
  carChoices?: LeadCarChoice[]
  /** the picker's starting car (arriving from a car's page) */
  initialCarId?: string
  /** extra visible fields stored in the lead's fields (the service page's rego, vehicle and preferred date) */
  extraFields?: LeadExtraField[]
}

/** A car the test-drive picker offers. */
export type LeadCarChoice = { id: string; slug: string; title: string; fields: LeadHiddenFields }

/** A visible field beyond the core ones; its value is stored under `name` in the lead's fields. */
export type LeadExtraField = {
  name: 'rego' | 'make' | 'model' | 'year' | 'Preferred Service Date'
  label: string
  type: 'text' | 'date' | 'number'
  autoComplete?: string
  inputMode?: 'numeric' | 'text'
  maxLength?: number
  hint?: string
}

export const FINANCE_QUERY_KEYS = ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type', 'vin'] as const

const BOOKING_DATE = 'Test Drive Booking Date'

/** A field's value as non-empty text, else undefined. */
const textOf = (v: unknown): string | undefined =>
  (typeof v === 'string' || typeof v === 'number') && String(v).trim() ? String(v).trim() : undefined

/** What a text field's spec says of its input: type, autofill, keyboard and length. */
const inputAttributes = ({
  type,
  autoComplete,
  inputMode,
  maxLength,
}: Omit<LeadExtraField, 'name' | 'label'> | (typeof CORE)[number]) => ({
  type,
  autoComplete,
  inputMode,
  maxLength,
})

const CORE: {
  name: 'name' | 'last_name' | 'email' | 'phone' | 'postcode'
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
  // no maxLength: a fifth digit typed or pasted stays visible and gets the postcode message, never a silent cut
  { name: 'postcode', label: 'Postcode', type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
]

/**
 * A field error the server answered, as a path of this form. The server validates the same schema and names its
 * fields without the `fields.` prefix; a name outside the form (`form`, a request key) is still kept by
 * react-hook-form under that name and listed in the error summary.
 */
const serverErrorPath = (name: string) => name as FieldPath<LeadFieldsInput>

/** One lead form for every category: RHF + the shared zod schema, error summary, idempotent retries (LEAD-24..39). */
export function LeadForm(props: LeadFormProps) {
  const { id, category, options, hiddenFields = {}, additionalServices = [] } = props
  const locations = props.locations ?? []
  const showLocation = Boolean(options.showLocation) && locations.length > 1
  // the bookable slots of a location (LEAD-12): the chosen one when there is a choice, else the page's
  const showSlots = Boolean(props.showTestDriveDate) && (props.testDriveLocationId != null || showLocation)
  // the same schema the server validates the lead's fields with (LEAD-14, LEAD-16, LEAD-17, LEAD-23)
  const schema = useMemo(() => leadFieldsSchema(options), [options])
  const form = useForm<LeadFieldsInput, unknown, LeadFields>({
    resolver: zodResolver(schema),
    defaultValues: {
      PreferredContactMethod: 'Phone',
      // Marketing consent is opt-in (Spam Act 2003, APP 7): the box starts unticked. The spec's LEAD-21 default is
      // true; the product deliberately differs (docs/architecture/leads.md "Forms and what a lead records"). The server
      // keeps the schema default for API callers that do not send the field.
      opt_in: false,
      message: props.defaultMessage ?? '',
      ...Object.fromEntries((props.extraFields ?? []).map((f) => [f.name, ''])),
      ...hiddenFields,
      ...(showSlots ? { [BOOKING_DATE]: '' } : {}),
      // the slots' location is the lead's when the form offers no choice
      ...(showSlots && !showLocation && props.testDriveLocationId != null
        ? { location_id: String(props.testDriveLocationId) }
        : {}),
    },
    shouldFocusError: false,
  })
  const { register, handleSubmit, formState, setError, setValue, reset, getValues, control } = form
  const bookingDate = useWatch({ control, name: BOOKING_DATE })
  const [banner, setBanner] = useState<string | null>(null)
  const [services, setServices] = useState<string[]>([])
  const [locationId, setLocationId] = useState('')
  const carChoices = props.carChoices ?? []
  const [pickedCarId, setPickedCarId] = useState(() =>
    carChoices.some((c) => c.id === props.initialCarId) ? (props.initialCarId ?? '') : '',
  )
  const pickedCar = carChoices.find((c) => c.id === pickedCarId) ?? null
  const messageRequired = options.messageRequired ?? true
  const [summaryRef, focusSummary] = useFocusWhenShown<HTMLDivElement>()
  // time-to-fill and the remembered details the form was prefilled with (LEAD-64)
  const { keyRef, rememberedRef, timing } = useLeadSubmission()
  useEffect(() => {
    const user = rememberedUser(typeof window === 'undefined' ? undefined : window.localStorage)
    rememberedRef.current = user
    const fromQuery: LeadHiddenFields = {}
    if (props.prefillFromQuery) {
      const q = new URLSearchParams(window.location.search)
      for (const k of FINANCE_QUERY_KEYS) {
        const v = q.get(k)
        if (v) fromQuery[k] = v.slice(0, 200)
      }
    }
    if (Object.keys(user).length || Object.keys(fromQuery).length) reset({ ...getValues(), ...fromQuery, ...user })
  }, [reset, getValues, props.prefillFromQuery, rememberedRef])

  const errors = Object.entries(formState.errors).map(([name, e]) => ({ name, message: String(e?.message ?? '') }))

  const onValid = async (values: LeadFields) => {
    setBanner(null)
    const wire = wireCategory(category, props.subcategory)
    const carId = pickedCar?.id ?? props.carId
    const outcome = await submitLead(
      {
        ...wire,
        fields: pickedCar ? { ...values, ...pickedCar.fields } : values,
        additional_services: services,
        ...(carId ? { car_id: carId } : {}),
        ...(props.pageId ? { page_id: props.pageId } : {}),
        isLastStep: true,
        ...timing(values),
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
      rememberLeadSuccess(window.localStorage, values, category, carId ? { id: carId, ...hiddenFields } : null)
      // /success is a conversion page: the dealer's tag manager counts its page loads (LEAD-34 "a success page may
      // load"), which a client-side transition is not
      // only non-personal context travels in the URL, so the recap survives a reload (src/domain/leads/success.ts)
      window.location.assign(
        successHref({
          type: successTypeFor(category, props.subcategory),
          // the finance page knows the car it was opened for by its id, and its dealership by slug
          car: pickedCar?.slug ?? props.carSlug ?? textOf(values.car_id),
          dealership: textOf(values.dealership_slug) ?? textOf(values.preferredDealership),
        }),
      )
      return
    }
    for (const [name, message] of Object.entries(outcome.fieldErrors))
      setError(serverErrorPath(name), { type: 'server', message })
    const message = outcome.message || LEAD_SUBMIT_FAILED
    // the banner never repeats the heading above the listed errors, nor shows it with nothing listed
    setBanner(errorBoxMessage(message, Object.values(outcome.fieldErrors)))
    window.alert(message)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid, focusSummary)(event)

  const describedBy = (name: LeadFieldName) => (formState.errors[name] ? `${id}-${name}-error` : undefined)
  const errorOf = (name: LeadFieldName) =>
    formState.errors[name] ? String(formState.errors[name]?.message ?? '') : null
  const slotsLocationId = showLocation ? locationId || null : (props.testDriveLocationId ?? null)
  const locationError = formState.errors.location ?? formState.errors.dealership_slug

  return (
    <form id={id} className="lead-form" noValidate onSubmit={onSubmit}>
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
      <p className="lead-form__legend">
        <span className="lead-form__req">*</span> required
      </p>
      {carChoices.length ? (
        <FormField id={`${id}-car`} label="Which car would you like to drive?" classes={FIELD}>
          {(control) => (
            <select {...control} value={pickedCarId} onChange={(e) => setPickedCarId(e.target.value)}>
              <option value="">Not sure yet: help me choose</option>
              {carChoices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <div className="lead-form__grid">
        {CORE.map((f) => (
          <FormField
            key={f.name}
            id={`${id}-${f.name}`}
            label={
              <>
                {f.label} <Req />
              </>
            }
            error={errorOf(f.name)}
            classes={FIELD}
          >
            {(control) => <input {...control} {...inputAttributes(f)} aria-required="true" {...register(f.name)} />}
          </FormField>
        ))}
      </div>
      {showLocation ? (
        <FormField
          id={`${id}-location`}
          label={
            <>
              Location <Req />
            </>
          }
          error={locationError ? String(locationError.message ?? '') : null}
          classes={LOCATION_FIELD}
        >
          {(control) => (
            <select
              {...control}
              required
              aria-required="true"
              value={locationId}
              onChange={(e) => {
                setLocationId(e.target.value)
                const chosen = locationFields(locations, e.target.value)
                const validate = { shouldValidate: formState.isSubmitted }
                setValue('location', chosen.location, validate)
                setValue('location_id', chosen.location_id, validate)
                if (chosen.dealership_slug) setValue('dealership_slug', chosen.dealership_slug, validate)
                // the slots follow the location: a time picked at another one is no longer chosen
                if (showSlots) setValue(BOOKING_DATE, '')
              }}
            >
              <option value="">Choose a location</option>
              {locations.map((l) => (
                <option key={String(l.id)} value={String(l.id)}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      {showSlots ? (
        <TestDriveSlots
          id={id}
          locationId={slotsLocationId}
          value={typeof bookingDate === 'string' ? bookingDate : ''}
          onChange={(v) => setValue(BOOKING_DATE, v)}
        />
      ) : props.showTestDriveDate ? (
        <FormField id={`${id}-date`} label="Test Drive Booking Date" classes={FIELD}>
          {(control) => <input {...control} type="datetime-local" {...register(BOOKING_DATE)} />}
        </FormField>
      ) : null}
      {props.extraFields?.length ? (
        <div className="lead-form__grid">
          {props.extraFields.map((f) => (
            <FormField key={f.name} id={`${id}-x-${f.name.replace(/\W+/g, '-')}`} label={f.label} classes={FIELD}>
              {(control) => <input {...control} {...inputAttributes(f)} {...register(f.name)} />}
            </FormField>
          ))}
        </div>
      ) : null}
      <FormField
        id={`${id}-message`}
        label={
          <>
            {props.messageLabel ?? 'Comments'}
            {messageRequired ? (
              <>
                {' '}
                <Req />
              </>
            ) : null}
          </>
        }
        error={errorOf('message')}
        classes={FIELD}
      >
        {(control) => (
          <textarea {...control} rows={4} aria-required={messageRequired ? true : undefined} {...register('message')} />
        )}
      </FormField>
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
      {props.hideOptIn ? null : (
        <label className="lead-form__inline lead-form__consent">
          <input type="checkbox" {...register('opt_in')} /> <span>{OPT_IN_TEXT}</span>
        </label>
      )}
      {options.termsRequired ? (
        <div className="lead-form__field">
          <label className="lead-form__inline">
            <input
              id={`${id}-terms_conditions`}
              type="checkbox"
              aria-required="true"
              aria-invalid={formState.errors.terms_conditions ? true : undefined}
              aria-describedby={describedBy('terms_conditions')}
              {...register('terms_conditions')}
            />{' '}
            I agree to the terms of use <Req />
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
        {formState.isSubmitting ? <span className="spinner lead-form__spinner" aria-hidden="true" /> : null}
        {props.submitLabel ?? DEFAULT_SUBMIT_LABEL}
      </button>
    </form>
  )
}

/** A field's parts carry the lead form's classes (leads.css; the account forms share them). */
const FIELD = { field: 'lead-form__field', error: 'lead-form__error' }
const LOCATION_FIELD = { ...FIELD, field: 'lead-form__field lead-form__location' }

/** The visible required mark; the inputs carry aria-required, so screen readers hear it once. */
function Req() {
  return (
    <span className="lead-form__req" aria-hidden="true">
      *
    </span>
  )
}
