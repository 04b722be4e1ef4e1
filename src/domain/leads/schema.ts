/**
 * The one lead schema shared by the browser forms and POST /api/leads (LEAD-05..25, LEAD-38, LEAD-52..63, ERR-11..17).
 * Pure TypeScript + zod: no React, Next or Payload.
 */
import { z } from 'zod'

import { formatNumber } from '../numberFormat'
import { TRACKING_EVENTS } from '../tracking'
import { POSTCODE_INVALID, postcodeSchema } from '../postcode'

export const LEAD_CATEGORIES = [
  'General Enquiry',
  'New Car Enquiry',
  'Used Car Enquiry',
  'Test Drive',
  'Request Photos',
  'Finance Enquiry',
  'Service Enquiry',
  'Career Enquiry',
  'Trade-in',
  'Sell My Car',
  /** an order intent from the buy-online journey (src/domain/checkout/journey.ts) */
  'Buy Online',
] as const
export type LeadCategory = (typeof LEAD_CATEGORIES)[number]

/** A category's words without case, spaces, dashes or underscores: 'Test Drive', 'test_drive', 'test-drive' alike. */
const categoryKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Every category a stored lead may have: the forms' and the reservation hold's (src/data/reservations/effects.ts). */
export const STORED_LEAD_CATEGORIES = [...LEAD_CATEGORIES, 'Reservation'] as const
export type StoredLeadCategory = (typeof STORED_LEAD_CATEGORIES)[number]
const CATEGORY_BY_KEY = new Map<string, StoredLeadCategory>(STORED_LEAD_CATEGORIES.map((c) => [categoryKey(c), c]))

/** The lead category a stored or sent value names, however it is written; null when it names none. */
export function leadCategoryOf(value: unknown): StoredLeadCategory | null {
  return typeof value === 'string' ? (CATEGORY_BY_KEY.get(categoryKey(value)) ?? null) : null
}

export const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number]
export const YES_NO = ['Yes', 'No'] as const

export const FORM_ERRORS_HEADING = 'Please fix the following errors:'
export const LEAD_SUBMIT_FAILED = 'An error occurred when submitting this form'
/** The spec's spelling (ERR-11). */
export const LEAD_UNEXPECTED = 'An unexpected error occured'
export const OPT_IN_TEXT = 'Yes, I would like to subscribe to receive latest offers & product updates.'
export const DEFAULT_SUBMIT_LABEL = 'Submit Form'
export const REQUEST_PHOTOS_TEXT = 'Please send me more photos of this vehicle.'

export const MESSAGES = {
  name: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter a valid email address, e.g. name@example.com.',
  phone: 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432.',
  postcode: POSTCODE_INVALID,
  message: 'Please enter your comments.',
  category: 'Please choose an enquiry type.',
  location: 'Please choose a location.',
  dealership: 'Please choose a dealership.',
  terms: 'You must agree to the terms of use before submitting the form.',
  kms: 'Please enter the kilometres as a whole number.',
  contactMethod: 'Please choose Phone, Email or SMS.',
  yesNo: 'Please choose Yes or No.',
} as const

export type LeadSchemaOptions = {
  /** config.forms.enquiryMessageRequired (LEAD-14); default true */
  messageRequired?: boolean
  /** config.forms.termsRequired (LEAD-23); default false */
  termsRequired?: boolean
  /** the enquiry category select is shown (LEAD-15) */
  showCategory?: boolean
  /** the location select is shown (LEAD-16) */
  showLocation?: boolean
  /** the dealership select is shown (LEAD-17) */
  showDealership?: boolean
}

/** Digits of an Australian phone number in national form (+61 / 61 prefix → 0), or null when it is not one. */
export function normaliseAuPhone(input: string): string | null {
  let s = input.replace(/[\s().-]/g, '')
  if (s.startsWith('+61')) s = '0' + s.slice(3)
  else if (/^61[2-578]\d{8}$/.test(s)) s = '0' + s.slice(2)
  if (/^0[45]\d{8}$/.test(s)) return s // mobile
  if (/^0[2378]\d{8}$/.test(s)) return s // landline with area code
  if (/^1[38]00\d{6}$/.test(s)) return s // 1300 / 1800
  if (/^13\d{4}$/.test(s)) return s // 13 xx xx
  return null
}

/** Longest text of any lead field but the message, and of the message (LEAD intake bounds). */
export const FIELD_TEXT_MAX = 2000
export const MESSAGE_MAX = 5000
export const tooLong = (max: number) => `Please keep this under ${formatNumber(max)} characters.`
export const UNKNOWN_FIELD = 'This field is not part of the form.'

const trimmed = (msg: string) => z.string({ error: msg }).trim().min(1, msg)
const optionalText = z.string().trim().max(FIELD_TEXT_MAX, tooLong(FIELD_TEXT_MAX)).optional()
const optionalMessage = z.string().trim().max(MESSAGE_MAX, tooLong(MESSAGE_MAX)).optional()

export { postcodeSchema }
export const phoneSchema = z
  .string({ error: MESSAGES.phone })
  .trim()
  .refine((v) => normaliseAuPhone(v) !== null, MESSAGES.phone)
export const emailSchema = z.string({ error: MESSAGES.email }).trim().pipe(z.email(MESSAGES.email))

/** Checkbox values arrive as booleans or as 'true'/'on'/'Yes' strings from plain forms. */
const boolishWith = (msg?: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', 'Yes', 'No', ''])], msg ? { error: msg } : undefined)
    .transform((v) => (typeof v === 'boolean' ? v : v === 'true' || v === 'on' || v === 'Yes'))
const boolish = boolishWith()

/** The value of an extra form field: short text, a number, a checkbox or nothing. */
const extraValue = z.union(
  [z.string().max(FIELD_TEXT_MAX, tooLong(FIELD_TEXT_MAX)), z.number().finite(), z.boolean(), z.null()],
  {
    error: 'Please send this field as text.',
  },
)

/**
 * Every field a lead form sends besides the named ones below: the lead form defaults from the car (LEAD-10,
 * src/domain/leads/defaults.ts), the test drive date and photo request, the finance page's query values
 * (FINANCE_QUERY_KEYS) and the trade-in vehicle (src/domain/tradeIn/schema.ts). Any other name is refused
 * (UNKNOWN_FIELD) and never stored or mailed.
 */
export const LEAD_EXTRA_FIELDS = [
  'manufacturer_slug',
  'stock_number',
  'Vehicle Make',
  'Vehicle Model',
  'car_type',
  'car_id',
  'vehicle_status',
  'subcategory',
  'Test Drive Booking Date',
  'Request Photos',
  'preferredDealership',
  'vehiclePriceBudget',
  'vin',
  'make',
  'model',
  'year',
  /** the service page's preferred date */
  'Preferred Service Date',
  /** an offer enquiry: the offer's id and name, sent hidden from the offer's page */
  'offer_id',
  'offer_name',
  /** the buy-online journey's choices (src/domain/checkout/journey.ts journeyLeadFields) */
  'journey_id',
  'drive_away_price',
  'payment_method',
  'finance_contact',
  'delivery_method',
  'delivery_postcode',
  'delivery_estimate',
  'licence_number',
  'licence_state',
  'deposit_reference',
  'deposit_status',
] as const

/** A field that is required only under a tenant/form option; typed as its optional form so the inferred types
 * do not change with the options. */
function when<T extends z.ZodType>(cond: boolean | undefined, requiredSchema: z.ZodType, optionalSchema: T): T {
  return (cond ? requiredSchema : optionalSchema) as T
}

/** The fields object (LEAD-05, LEAD-07, LEAD-10, LEAD-11, LEAD-13): the named fields and LEAD_EXTRA_FIELDS, each
 * bounded; an unknown key fails with an `unrecognized_keys` issue (UNKNOWN_FIELD). */
export function leadFieldsSchema(options: LeadSchemaOptions = {}) {
  const { messageRequired = true, termsRequired = false, showCategory, showLocation, showDealership } = options
  const required = (msg: string) => trimmed(msg)
  return z
    .object({
      source: z.string().max(200, tooLong(200)).optional(),
      name: required(MESSAGES.name).max(100, MESSAGES.name),
      last_name: required(MESSAGES.lastName).max(100, MESSAGES.lastName),
      email: emailSchema,
      phone: phoneSchema,
      postcode: postcodeSchema,
      message: when(
        messageRequired,
        required(MESSAGES.message).max(MESSAGE_MAX, tooLong(MESSAGE_MAX)),
        optionalMessage,
      ),
      opt_in: boolish.default(true),
      PreferredContactMethod: z.enum(CONTACT_METHODS, { error: MESSAGES.contactMethod }).default('Phone'),
      finance: z.enum(YES_NO, { error: MESSAGES.yesNo }).optional(),
      'do-you-have-a-trade-in': z.enum(YES_NO, { error: MESSAGES.yesNo }).optional(),
      kms: z
        .union([z.number(), z.string().trim()])
        .optional()
        .refine((v) => v === undefined || v === '' || /^\d{1,7}$/.test(String(v).replace(/,/g, '')), MESSAGES.kms),
      regoState: optionalText,
      rego: optionalText,
      Rego: optionalText,
      category: when(showCategory, required(MESSAGES.category), optionalText),
      location: when(showLocation, required(MESSAGES.location), optionalText),
      location_id: z
        .union([z.string().max(20, MESSAGES.location), z.number()], { error: MESSAGES.location })
        .optional(),
      dealership_slug: when(showDealership, required(MESSAGES.dealership), optionalText),
      terms_conditions: when(
        termsRequired,
        boolishWith(MESSAGES.terms).refine((v) => v === true, MESSAGES.terms),
        boolish.optional(),
      ),
      ...(Object.fromEntries(LEAD_EXTRA_FIELDS.map((k) => [k, extraValue.optional()])) as Record<
        (typeof LEAD_EXTRA_FIELDS)[number],
        z.ZodOptional<typeof extraValue>
      >),
    })
    .strict()
}

export type LeadFields = z.infer<ReturnType<typeof leadFieldsSchema>>
export type LeadFieldsInput = z.input<ReturnType<typeof leadFieldsSchema>>
/** The name of a field of the lead form. */
export type LeadFieldName = keyof LeadFieldsInput & string
/** The fields a page presets and sends hidden: LEAD_EXTRA_FIELDS (the car's lead defaults, LEAD-10; the finance
 * page's query values) and a fixed place. */
export type LeadHiddenFieldName = (typeof LEAD_EXTRA_FIELDS)[number] | 'location' | 'location_id' | 'dealership_slug'
/** Preset values of hidden lead form fields. */
export type LeadHiddenFields = Partial<Record<LeadHiddenFieldName, string>>

/** The whole POST /api/leads body (LEAD-29, LEAD-37, LEAD-38). */
export function leadRequestSchema(options: LeadSchemaOptions = {}) {
  return z.object({
    category: z.enum(LEAD_CATEGORIES, { error: MESSAGES.category }),
    subcategory: z.string().trim().max(200, tooLong(200)).optional(),
    car_id: z.union([z.string().min(1).max(200, tooLong(200)), z.number()]).optional(),
    car_dealership_id: z.union([z.string().max(200, tooLong(200)), z.number()]).optional(),
    /** continues this lead (a multi-step form); needs its continuation_token */
    lead_id: z.union([z.string().min(1).max(20), z.number()]).optional(),
    /** the token the first step answered with (src/data/leads/continuation.ts) */
    continuation_token: z.string().max(200).optional(),
    /** milliseconds from the form's first render to this submission; a value under MIN_FILL_MS is a bot's */
    form_elapsed_ms: z.number().int().nonnegative().max(1e12).optional(),
    /** the contact details sent are the ones the browser remembered (LEAD-64): the time-to-fill says nothing */
    form_prefilled: z.boolean().optional(),
    fields: leadFieldsSchema(options),
    additional_services: z.array(z.string().max(200)).max(50).default([]),
    page_id: z.union([z.string().max(200, tooLong(200)), z.number()]).optional(),
    isLastStep: z.boolean().default(true),
    url: z.string().max(2000).optional(),
    source: z.literal('Website').default('Website'),
    user_agent: z.string().max(1000).optional(),
    lead_attributes: z
      .object({
        visited_pages: z.array(z.string().max(2000)).max(100).optional(),
        linked_query_params: z
          .record(z.string().max(100), z.string().max(FIELD_TEXT_MAX, tooLong(FIELD_TEXT_MAX)))
          .refine((r) => Object.keys(r).length <= 50, 'At most 50 query parameters are kept.')
          .optional(),
      })
      .optional(),
    /** honeypot: real people leave it empty */
    website: z.string().max(0).optional(),
    // trade-in valuation steps
    offer_price: z.number().nonnegative().max(100_000_000).optional(),
    form_completed: z.boolean().optional(),
    offer_accepted: z.boolean().optional(),
    valuation: valuationSchema.optional(),
  })
}

/** Most keys and bytes (as JSON) a trade-in valuation object may have: the estimate or decline plus the answers. */
export const VALUATION_MAX_KEYS = 50
export const VALUATION_MAX_BYTES = 8 * 1024

/** A trade-in valuation (the lead's `valuation`, and POST /api/miscellaneous's `value`): a small object. */
export const valuationSchema = z
  .record(z.string().max(100), z.unknown(), { error: 'The valuation must be an object.' })
  .refine(
    (v) => Object.keys(v).length <= VALUATION_MAX_KEYS,
    `The valuation may have at most ${VALUATION_MAX_KEYS} entries.`,
  )
  .refine(
    (v) => JSON.stringify(v).length <= VALUATION_MAX_BYTES,
    `The valuation must be under ${VALUATION_MAX_BYTES / 1024} KiB.`,
  )

/** A submission completed faster than this after the form was shown is a bot's (treated like the honeypot). */
export const MIN_FILL_MS = 2000

export type LeadRequest = z.infer<ReturnType<typeof leadRequestSchema>>
export type LeadRequestInput = z.input<ReturnType<typeof leadRequestSchema>>

/** Careers enquiries are sent as General Enquiry with subcategory Career Enquiry (LEAD-63). */
export function wireCategory(
  category: LeadCategory,
  subcategory?: string,
): { category: LeadCategory; subcategory?: string } {
  if (category === 'Career Enquiry') return { category: 'General Enquiry', subcategory: 'Career Enquiry' }
  return subcategory ? { category, subcategory } : { category }
}

/** Enquiry category for a car: demo counts as new. */
export function enquiryCategoryFor(carType: string | null | undefined): 'New Car Enquiry' | 'Used Car Enquiry' {
  return carType === 'used' ? 'Used Car Enquiry' : 'New Car Enquiry'
}

/** Tracking event id fired on success (LEAD-52..55, LEAD-60..62). `category` may be the wire category with the
 * Career subcategory passed as tag-independent `category='Career Enquiry'`. */
export function trackingEventId(category: string, carType?: string | null, tag?: string | null): number {
  const isNew = carType === 'new' || carType === 'demo'
  const testDriveOnly = (tag ?? '').trim().toLowerCase() === 'test drive only'
  switch (category) {
    case 'New Car Enquiry':
      return TRACKING_EVENTS.newCarEnquiry
    case 'Used Car Enquiry':
      return TRACKING_EVENTS.usedCarEnquiry
    case 'Test Drive':
      if (testDriveOnly || isNew) return TRACKING_EVENTS.newCarTestDrive
      if (carType === 'used') return TRACKING_EVENTS.usedCarTestDrive
      return TRACKING_EVENTS.newCarTestDrive
    case 'Finance Enquiry':
      return TRACKING_EVENTS.financeEnquiry
    case 'Career Enquiry':
      return TRACKING_EVENTS.careerEnquiry
    default:
      return TRACKING_EVENTS.generalEnquiry
  }
}

/** Forms that have no message box, so the message is never required there (the browser forms agree). */
export const MESSAGE_OPTIONAL_CATEGORIES: readonly LeadCategory[] = [
  'Test Drive',
  'Request Photos',
  'Trade-in',
  'Sell My Car',
]

/**
 * The schema options for a tenant's `config.forms` and a lead category, the same on the server as in the browser:
 * the message is required unless the tenant turns it off (LEAD-14) or the form has no message box; the terms
 * agreement is required on tenants that require it (LEAD-23).
 */
export function leadSchemaOptionsFor(
  forms: { enquiryMessageRequired: boolean; termsRequired: boolean },
  category?: unknown,
): LeadSchemaOptions {
  const noMessageBox = (MESSAGE_OPTIONAL_CATEGORIES as readonly unknown[]).includes(category)
  return { messageRequired: forms.enquiryMessageRequired && !noMessageBox, termsRequired: forms.termsRequired }
}

/** Page-level forms that ask which location when the tenant has several (spec §5 Enquiry form; LEAD-11, LEAD-16). */
export const LOCATION_CHOICE_CATEGORIES: readonly LeadCategory[] = ['General Enquiry', 'Test Drive']

/** Where the tenant sells from, and what this lead already says about its place. */
export type LeadPlace = {
  /** how many visible locations the tenant has */
  locations: number
  /** how many dealerships the tenant has */
  dealerships?: number
  /** the lead is about a car (the car fixes the location) */
  carId?: unknown
  /** a subcategory (careers and the like) is not a location enquiry */
  subcategory?: unknown
}

/**
 * Whether the location (and dealership) select is shown, the same in the browser as on the server (LEAD-16, LEAD-17):
 * on a contact or test-drive form without a car, when the tenant has more than one location (dealership).
 * A page fixed to one location (/contact-us/{location}) sends it hidden and shows no select.
 */
export function locationChoiceFor(
  category: unknown,
  place: LeadPlace,
): { showLocation: boolean; showDealership: boolean } {
  const applies =
    (LOCATION_CHOICE_CATEGORIES as readonly unknown[]).includes(category) &&
    (place.carId === undefined || place.carId === null || place.carId === '') &&
    !place.subcategory
  return { showLocation: applies && place.locations > 1, showDealership: applies && (place.dealerships ?? 0) > 1 }
}

/** leadSchemaOptionsFor plus the location and dealership switches for the tenant's places (LEAD-14, LEAD-16, LEAD-17, LEAD-23). */
export function leadSchemaOptionsWithPlace(
  forms: { enquiryMessageRequired: boolean; termsRequired: boolean },
  category: unknown,
  place: LeadPlace,
): LeadSchemaOptions {
  return { ...leadSchemaOptionsFor(forms, category), ...locationChoiceFor(category, place) }
}

/** A location the enquiry form offers: sent as `location` (its name), `location_id`, and `dealership_slug` when known. */
export type LeadLocationOption = { id: string | number; name: string; dealershipSlug?: string | null }

/** The form fields a chosen location fills in. */
export type LocationFields = { location: string; location_id: string; dealership_slug?: string }

/** The fields a chosen location fills in; an unknown id fills in nothing (so the required message shows). */
export function locationFields(options: readonly LeadLocationOption[], id: string): LocationFields {
  const found = options.find((o) => String(o.id) === id)
  if (!found) return { location: '', location_id: '' }
  return {
    location: found.name,
    location_id: String(found.id),
    ...(found.dealershipSlug ? { dealership_slug: found.dealershipSlug } : {}),
  }
}

/** A form offering one location only is about that one: its fields go with the enquiry; more (or none) fix nothing. */
export function onlyLocationFields(options: readonly LeadLocationOption[]): LocationFields | Record<string, never> {
  const [only] = options
  return options.length === 1 && only ? locationFields(options, String(only.id)) : {}
}
