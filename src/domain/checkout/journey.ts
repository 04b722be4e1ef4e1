/**
 * The buy-online journey (spec §2 /checkout-journey?car_id={slug}, RTE-12; RES-08): a shopper's step-by-step purchase
 * of one car, saved on the server after every step. Pure: the step list, one zod schema per step (the browser form
 * and POST /api/checkout-journey share them), which steps must be done before a step may be saved, the summary the
 * last step shows and the lead a submitted journey becomes.
 *
 *   car → trade-in → payment → delivery → details → deposit → summary
 *
 *   journeyStep({})                                   → 'car'
 *   journeyStep({ car: {}, 'trade-in': { … } })       → 'payment'
 *   missingBefore('details', { car: {} })             → 'trade-in' (the first step still to do)
 */
import { z } from 'zod'

import { emailSchema, MESSAGES, phoneSchema, postcodeSchema } from '../leads/schema'
import { POSTCODE_INVALID, POSTCODE_LENGTH, postcodeProblem } from '../postcode'
import { formatDollars, formatKm } from '../price'
import { repaymentText, STANDARD_COMPARISON_EXAMPLE } from '../finance/creditAdvert'
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '../reservations/states'
import { isValidRego, normaliseRego, REGO_INVALID, REGO_STATE_INVALID, REGO_STATES } from '../tradeIn/rego'
import { MIN_YEAR, TRADE_IN_MESSAGES } from '../tradeIn/schema'
import type { PurchaseBlock } from '../vehicle/buttons'
import { JOURNEY_STEPS, STEP_TITLES, type JourneyStep } from './steps'

export { JOURNEY_STEPS, STEP_TITLES, type JourneyStep } from './steps'

/** A journey is kept this long after its last change. */
export const JOURNEY_TTL_DAYS = 14
export const JOURNEY_TTL_MS = JOURNEY_TTL_DAYS * 24 * 60 * 60 * 1000
/** The most bytes a save may send: a step's answers are a few short texts. */
export const JOURNEY_BODY_BYTES = 16 * 1024

export function isJourneyStep(value: unknown): value is JourneyStep {
  return typeof value === 'string' && (JOURNEY_STEPS as readonly string[]).includes(value)
}

export function expiresAt(now: Date): Date {
  return new Date(now.getTime() + JOURNEY_TTL_MS)
}

/** The car's slug as the query carries it (/checkout-journey?car_id=…), or null for anything else. */
export function journeyCarId(value: unknown): string | null {
  const v = Array.isArray(value) ? value[0] : value
  return typeof v === 'string' && /^[\w-]{1,200}$/.test(v) ? v : null
}

export function journeyPath(slug: string): string {
  return `/checkout-journey?car_id=${encodeURIComponent(slug)}`
}

// ---- the steps' answers -------------------------------------------------------------------------------------------

export const JOURNEY_MESSAGES = {
  tradeIn: 'Please choose whether you have a car to trade in.',
  tradeInVehicle: 'Enter the registration, or the make, model, year and kilometres.',
  payment: 'Please choose cash or finance.',
  delivery: 'Please choose pick-up or delivery.',
  licenceNumber: "Please enter your driver's licence number: 4 to 10 letters or numbers.",
  licenceState: 'Please choose the state that issued your licence.',
  deposit: 'Please choose how to continue.',
  reference: 'That deposit reference is not valid.',
} as const

/** The Australian states and territories: a licence's issuer, a registration's state. */
export const AU_STATES = REGO_STATES
export type AuState = (typeof AU_STATES)[number]

const text = (max: number, msg: string) => z.string({ error: msg }).trim().max(max, msg)
const required = (max: number, msg: string) => text(max, msg).min(1, msg)
/** '40,000' → '40000': the whole number a shopper typed, kept as text (the form's value). */
const digits = (max: number, msg: string) =>
  z
    .string({ error: msg })
    .max(max + 4, msg)
    .transform((v) => v.replace(/[,\s]/g, ''))
    .refine((v) => v === '' || new RegExp(`^\\d{1,${max}}$`).test(v), msg)

const carSchema = z.object({}).strict()

const tradeInSchema = z
  .object({
    has_trade_in: z.enum(['no', 'yes'], { error: JOURNEY_MESSAGES.tradeIn }),
    rego: text(20, REGO_INVALID).default(''),
    rego_state: z.union([z.enum(AU_STATES), z.literal('')], { error: REGO_STATE_INVALID }).default(''),
    make: text(60, TRADE_IN_MESSAGES.make).default(''),
    model: text(80, TRADE_IN_MESSAGES.model).default(''),
    year: digits(4, TRADE_IN_MESSAGES.year).default(''),
    kms: digits(7, TRADE_IN_MESSAGES.kms).default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.has_trade_in !== 'yes') return
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (v.rego) {
      if (!isValidRego(v.rego)) issue('rego', REGO_INVALID)
      if (!v.rego_state) issue('rego_state', REGO_STATE_INVALID)
      return
    }
    if (!v.make && !v.model && !v.year && !v.kms) return issue('rego', JOURNEY_MESSAGES.tradeInVehicle)
    if (!v.make) issue('make', TRADE_IN_MESSAGES.make)
    if (!v.model) issue('model', TRADE_IN_MESSAGES.model)
    const year = Number(v.year)
    if (!v.year || year < MIN_YEAR || year > new Date().getFullYear() + 1) issue('year', TRADE_IN_MESSAGES.year)
    if (!v.kms) issue('kms', TRADE_IN_MESSAGES.kms)
  })
  .transform((v) => (v.rego ? { ...v, rego: normaliseRego(v.rego) } : v))

const paymentSchema = z
  .object({
    method: z.enum(['cash', 'finance'], { error: JOURNEY_MESSAGES.payment }),
    finance_contact: z.boolean().default(false),
  })
  .strict()
  // the finance team's call is a finance choice only
  .transform((v) => ({ ...v, finance_contact: v.method === 'finance' && v.finance_contact }))

const deliverySchema = z
  .object({
    method: z.enum(['pickup', 'delivery'], { error: JOURNEY_MESSAGES.delivery }),
    postcode: text(POSTCODE_LENGTH, POSTCODE_INVALID).default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    const problem = v.method === 'delivery' ? postcodeProblem(v.postcode) : null
    if (problem) ctx.addIssue({ code: 'custom', path: ['postcode'], message: problem })
  })
  .transform((v) => (v.method === 'pickup' ? { ...v, postcode: '' } : v))

const detailsSchema = z
  .object({
    first_name: required(100, MESSAGES.name),
    last_name: required(100, MESSAGES.lastName),
    email: emailSchema,
    phone: phoneSchema,
    postcode: postcodeSchema,
    licence_number: z
      .string({ error: JOURNEY_MESSAGES.licenceNumber })
      .max(20, JOURNEY_MESSAGES.licenceNumber)
      .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
      .refine((v) => /^[A-Z0-9]{4,10}$/.test(v), JOURNEY_MESSAGES.licenceNumber),
    licence_state: z.enum(AU_STATES, { error: JOURNEY_MESSAGES.licenceState }),
  })
  .strict()

const depositSchema = z
  .object({
    /** 'paid': the shopper started a deposit (its reference); 'later': no online deposit, the dealer calls */
    choice: z.enum(['paid', 'later'], { error: JOURNEY_MESSAGES.deposit }),
    reference: z
      .string({ error: JOURNEY_MESSAGES.reference })
      .trim()
      .max(64, JOURNEY_MESSAGES.reference)
      .regex(/^[\w-]*$/, JOURNEY_MESSAGES.reference)
      .default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.choice === 'paid' && !v.reference)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: JOURNEY_MESSAGES.reference })
  })

const summarySchema = z.object({}).strict()

export const STEP_SCHEMAS = {
  car: carSchema,
  'trade-in': tradeInSchema,
  payment: paymentSchema,
  delivery: deliverySchema,
  details: detailsSchema,
  deposit: depositSchema,
  summary: summarySchema,
} as const satisfies Record<JourneyStep, z.ZodType>

export type StepInput<S extends JourneyStep> = z.input<(typeof STEP_SCHEMAS)[S]>
export type StepAnswers<S extends JourneyStep> = z.output<(typeof STEP_SCHEMAS)[S]>
export type TradeInAnswers = StepAnswers<'trade-in'>
export type PaymentAnswers = StepAnswers<'payment'>
export type DeliveryAnswers = StepAnswers<'delivery'>
export type DetailsAnswers = StepAnswers<'details'>
export type DepositAnswers = StepAnswers<'deposit'>

/** Every step's saved answers (the journey's `data.answers`); a step is done once it has answers. */
export type JourneyAnswers = { [S in JourneyStep]?: StepAnswers<S> }

/** The delivery estimate saved with the delivery step (src/domain/delivery estimateDelivery's answer). */
export type SavedDeliveryEstimate = { price: number; name: string } | { unavailable: string } | null

/** What the journey row's `data` holds. */
export interface JourneyData {
  answers: JourneyAnswers
  deliveryEstimate?: SavedDeliveryEstimate
}

/** A step's answers as saved, or its field errors (field → first message). */
export type StepParse<S extends JourneyStep> =
  { ok: true; answers: StepAnswers<S> } | { ok: false; fieldErrors: Record<string, string> }

export function parseStep<S extends JourneyStep>(step: S, answers: unknown): StepParse<S> {
  const parsed = (STEP_SCHEMAS[step] as unknown as z.ZodType<StepAnswers<S>>).safeParse(answers ?? {})
  if (parsed.success) return { ok: true, answers: parsed.data }
  const fieldErrors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) fieldErrors[k] ??= 'This field is not part of the step.'
      continue
    }
    fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message
  }
  return { ok: false, fieldErrors }
}

/** The saved data read back from the row: anything that no longer parses is dropped (that step is asked again). */
export function readJourneyData(raw: unknown): JourneyData {
  const obj = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const rawAnswers =
    obj.answers && typeof obj.answers === 'object' ? (obj.answers as Record<string, unknown>) : ({} as const)
  const answers: Record<string, unknown> = {}
  for (const step of JOURNEY_STEPS) {
    if (!(step in rawAnswers)) continue
    const parsed = parseStep(step, rawAnswers[step])
    if (parsed.ok) answers[step] = parsed.answers
  }
  const est = obj.deliveryEstimate as SavedDeliveryEstimate | undefined
  return { answers: answers as JourneyAnswers, deliveryEstimate: est ?? null }
}

// ---- order and completeness ---------------------------------------------------------------------------------------

/** The first step without answers ('summary' once all before it are done). */
export function journeyStep(answers: JourneyAnswers): JourneyStep {
  return JOURNEY_STEPS.find((s) => s !== 'summary' && answers[s] === undefined) ?? 'summary'
}

/** The first step before `step` that is still to do, or null when `step` may be saved. */
export function missingBefore(step: JourneyStep, answers: JourneyAnswers): JourneyStep | null {
  const before = JOURNEY_STEPS.slice(0, JOURNEY_STEPS.indexOf(step))
  return before.find((s) => answers[s] === undefined) ?? null
}

export function stepAfter(step: JourneyStep): JourneyStep {
  return JOURNEY_STEPS[Math.min(JOURNEY_STEPS.indexOf(step) + 1, JOURNEY_STEPS.length - 1)]!
}

export function stepBefore(step: JourneyStep): JourneyStep | null {
  const i = JOURNEY_STEPS.indexOf(step)
  return i > 0 ? JOURNEY_STEPS[i - 1]! : null
}

export const outOfOrderMessage = (step: JourneyStep) => `Please complete '${STEP_TITLES[step]}' first.`
export const SUBMITTED_MESSAGE = 'Your order has been sent'
export const SUBMITTED_READ_ONLY = 'This order has already been sent to the dealer and can no longer be changed.'

// ---- whether the car may be bought online -------------------------------------------------------------------------

export type JourneyBlock = PurchaseBlock | 'feature_off' | 'no_payments' | 'no_price'

/** Why this car cannot be bought online here, as the page says it. */
export const BLOCK_MESSAGES: Record<JourneyBlock, string> = {
  feature_off: 'This dealer does not sell cars online. Contact the dealer about this car.',
  no_payments: 'Online purchases are not available right now. Contact the dealer about this car.',
  not_in_stock: 'This car is no longer available to buy online.',
  test_drive_only: 'This car is available for test drives only, so it cannot be bought online.',
  reserved: 'This car is already reserved by another buyer.',
  no_price: 'This car has no online price. Contact the dealer for a price.',
}

/**
 * Why the journey is closed for a car, or null when it is open: the tenant's buy-online switch, a payment provider,
 * then the car rules of the Buy Online button (`purchase`: purchaseBlock of src/domain/vehicle/buttons.ts), then a
 * price to pay.
 */
export function journeyBlock(input: {
  buyOnline: boolean
  paymentProvider: string | null
  purchase: PurchaseBlock | null
  priceAmount: number | null
}): JourneyBlock | null {
  if (!input.buyOnline) return 'feature_off'
  if (!input.paymentProvider) return 'no_payments'
  if (input.purchase) return input.purchase
  if (input.priceAmount === null) return 'no_price'
  return null
}

// ---- the summary --------------------------------------------------------------------------------------------------

/** The car's figures the summary needs: the vehicle page's price and quote (src/domain/vehicle/pageModel.ts). */
export interface SummaryCar {
  name: string
  /** The shown price (priceDisplay's amount): the one total. */
  price: number
  priceTypeLabel: string | null
  location: { name: string; address: string | null } | null
  /** The vehicle page's weekly repayment, rate and comparison rate; null when the car has no quote. */
  finance: { weekly: number; rate: number; comparisonRate: number } | null
}

export interface SummaryDeposit {
  reference: string
  status: ReservationStatus
  heldUntil: string | null
  /** The provider's words for a declined card while the deposit waits for another one. */
  failureMessage?: string | null
}

/** A journey as the page and the API show it (never its token). */
export interface JourneyView {
  id: number
  status: 'open' | 'submitted'
  step: JourneyStep
  data: JourneyData
  deposit: SummaryDeposit | null
  leadId: number | null
}

export interface SummaryRow {
  key: string
  label: string
  value: string
}

/** One priced part of the order; the summary's total is the sum of its lines. */
export interface PriceLine {
  key: 'car' | 'delivery'
  label: string
  amount: number
  text: string
}

export interface JourneySummary {
  rows: SummaryRow[]
  /** What the total is made of: the car's shown price and, when the shopper chose it, the delivery estimate. */
  lines: PriceLine[]
  /** The one total: the sum of `lines`, never less prominent than any part of it. */
  total: number
  totalText: string
  totalLabel: string
  deposit: string
}

export const DEPOSIT_UNAVAILABLE = 'Online deposits are not available right now; the dealer will contact you.'
/** The summary's and the lead's words for an order sent without a deposit (none could be taken online). */
export const NO_DEPOSIT = `No deposit paid. ${DEPOSIT_UNAVAILABLE}`

/** Why the order cannot be sent yet because of its deposit, with what the shopper can do; null when it can. */
export const DEPOSIT_PROBLEMS = {
  unpaid: 'Your deposit has not been paid yet. Pay it to send your order.',
  declined: (message: string) => `Your deposit did not go through: ${message} Try another card to send your order.`,
  ended: 'Your deposit was not taken, so the car is not held. Pay the deposit again to send your order.',
} as const

/**
 * An order goes to the dealer only with its deposit held, or clearly without one (the shopper could not pay one
 * online: `choice: 'later'`, no reservation). A deposit that was started is never sent as anything but held.
 */
export function orderDepositProblem(
  deposit: SummaryDeposit | null,
  answers: DepositAnswers | undefined,
): string | null {
  if (deposit) {
    if (deposit.status === 'held' || deposit.status === 'converted') return null
    if (deposit.status === 'pending')
      return deposit.failureMessage ? DEPOSIT_PROBLEMS.declined(deposit.failureMessage) : DEPOSIT_PROBLEMS.unpaid
    return DEPOSIT_PROBLEMS.ended
  }
  return answers?.choice === 'paid' ? DEPOSIT_PROBLEMS.ended : null
}

function tradeInText(t: TradeInAnswers | undefined): string {
  if (!t || t.has_trade_in === 'no') return 'No trade-in'
  if (t.rego) return `Registration ${t.rego} (${t.rego_state})`
  const km = Number(t.kms)
  return `${t.year} ${t.make} ${t.model}, ${formatKm(km)}`
}

function deliveryText(d: DeliveryAnswers | undefined, car: SummaryCar, est: SavedDeliveryEstimate | undefined) {
  if (!d) return ''
  if (d.method === 'pickup') {
    const place = car.location
    return place ? `Pick up from ${place.name}${place.address ? `, ${place.address}` : ''}` : 'Pick up from the dealer'
  }
  const estimate =
    est && 'price' in est ? `estimate ${formatDollars(est.price)} (${est.name})` : 'the dealer will quote delivery'
  return `Delivery to ${d.postcode}: ${estimate}`
}

export function depositLine(deposit: SummaryDeposit | null, answers: DepositAnswers | undefined): string {
  if (deposit) {
    const label = RESERVATION_STATUS_LABELS[deposit.status]
    return deposit.status === 'held'
      ? `Deposit paid: car held (reference ${deposit.reference})`
      : `${label} (reference ${deposit.reference})`
  }
  if (answers?.choice === 'paid') return `Deposit started (reference ${answers.reference})`
  return NO_DEPOSIT
}

/** The priced lines of the order: the car's shown price, and the delivery estimate when delivery was chosen. */
export function priceLines(car: SummaryCar, data: JourneyData): PriceLine[] {
  const label = car.priceTypeLabel ? `Car price (${car.priceTypeLabel.toLowerCase()})` : 'Car price'
  const lines: PriceLine[] = [{ key: 'car', label, amount: car.price, text: formatDollars(car.price) }]
  const est = data.deliveryEstimate
  if (data.answers.delivery?.method === 'delivery' && est && 'price' in est)
    lines.push({ key: 'delivery', label: `Delivery (${est.name})`, amount: est.price, text: formatDollars(est.price) })
  return lines
}

/**
 * The car's repayment as the summary and its lead state it: the vehicle page's figures, with its rates and the
 * comparison-rate example (repaymentText).
 */
export function summaryRepayment(f: NonNullable<SummaryCar['finance']>): string {
  return repaymentText(
    { repayment: { amount: f.weekly, frequency: 'week' }, annualRate: f.rate, comparisonRate: f.comparisonRate },
    STANDARD_COMPARISON_EXAMPLE,
  )
}

/** Every choice, the one total price and the deposit's state, as the summary and the lead show them. */
export function journeySummary(car: SummaryCar, data: JourneyData, deposit: SummaryDeposit | null): JourneySummary {
  const a = data.answers
  const rows: SummaryRow[] = [{ key: 'car', label: STEP_TITLES.car, value: car.name }]
  rows.push({ key: 'trade-in', label: STEP_TITLES['trade-in'], value: tradeInText(a['trade-in']) })
  if (a.payment) {
    const finance = a.payment.method === 'finance'
    rows.push({
      key: 'payment',
      label: STEP_TITLES.payment,
      value: finance
        ? `Finance${car.finance ? `: ${summaryRepayment(car.finance)}` : ''}${
            a.payment.finance_contact ? '; the finance team will contact you' : ''
          }`
        : 'Cash',
    })
  }
  if (a.delivery)
    rows.push({
      key: 'delivery',
      label: STEP_TITLES.delivery,
      value: deliveryText(a.delivery, car, data.deliveryEstimate),
    })
  if (a.details) {
    const d = a.details
    rows.push({
      key: 'details',
      label: STEP_TITLES.details,
      value: `${d.first_name} ${d.last_name}, ${d.email}, ${d.phone}, ${d.postcode}; licence ${d.licence_number} (${d.licence_state})`,
    })
  }
  const depositLine_ = depositLine(deposit, a.deposit)
  rows.push({ key: 'deposit', label: STEP_TITLES.deposit, value: depositLine_ })
  const lines = priceLines(car, data)
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  const parts = [car.priceTypeLabel?.toLowerCase(), lines.length > 1 ? 'with delivery' : null].filter(Boolean)
  return {
    rows,
    lines,
    total,
    totalText: formatDollars(total),
    totalLabel: parts.length ? `Total price (${parts.join(', ')})` : 'Total price',
    deposit: depositLine_,
  }
}

/** The order-intent lead's fields: the contact (the lead schema's names) and every choice. */
export function journeyLeadFields(
  journeyId: number,
  carSlug: string,
  summary: JourneySummary,
  data: JourneyData,
  deposit: SummaryDeposit | null,
): Record<string, string | boolean> {
  const a = data.answers
  const d = a.details!
  const t = a['trade-in']
  const trade = t?.has_trade_in === 'yes'
  const est = data.deliveryEstimate
  const fields: Record<string, string | boolean> = {
    name: d.first_name,
    last_name: d.last_name,
    email: d.email,
    phone: d.phone,
    postcode: d.postcode,
    opt_in: false,
    PreferredContactMethod: 'Phone',
    message: [`Buy online: ${summary.rows[0]!.value}`, `${summary.totalLabel}: ${summary.totalText}`]
      .concat(summary.rows.slice(1).map((r) => `${r.label}: ${r.value}`))
      .join('\n'),
    car_id: carSlug,
    journey_id: String(journeyId),
    drive_away_price: summary.lines[0]!.text,
    finance: a.payment?.method === 'finance' ? 'Yes' : 'No',
    payment_method: a.payment?.method ?? '',
    finance_contact: a.payment?.finance_contact ?? false,
    'do-you-have-a-trade-in': trade ? 'Yes' : 'No',
    delivery_method: a.delivery?.method ?? '',
    delivery_postcode: a.delivery?.postcode ?? '',
    delivery_estimate: est && 'price' in est ? formatDollars(est.price) : '',
    licence_number: d.licence_number,
    licence_state: d.licence_state,
    deposit_reference: deposit?.reference ?? (a.deposit?.reference || ''),
    deposit_status: summary.deposit,
  }
  // every trade-in answer the shopper gave (a registration and the car's details alike): the dealer's ADF trade-in
  if (trade && t) {
    const given = { rego: t.rego, regoState: t.rego_state, make: t.make, model: t.model, year: t.year, kms: t.kms }
    for (const [k, v] of Object.entries(given)) if (v) fields[k] = v
  }
  return fields
}
