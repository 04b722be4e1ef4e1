/**
 * The trade-in form's schemas, shared by the browser form (react-hook-form) and the server (POST
 * /api/trade-in/valuation; the contact part is the lead schema's own fields, so POST /api/leads agrees).
 * Pure TypeScript + zod. Every message is a sentence a shopper can act on — never zod's raw wording.
 */
import { z } from 'zod'

import { emailSchema, MESSAGES, phoneSchema, postcodeSchema } from '../leads/schema'
import { CONDITION_QUESTIONS } from './questions'
import { isValidRego, REGO_INVALID, REGO_STATE_INVALID, REGO_STATES } from './rego'

export const TRADE_IN_MESSAGES = {
  make: 'Please enter the make.',
  model: 'Please enter the model.',
  year: 'Please enter the year.',
  kms: MESSAGES.kms,
  answer: 'Please choose an answer.',
} as const

/** Oldest model year the form takes. */
export const MIN_YEAR = 1950

const text = (msg: string, max: number) => z.string({ error: msg }).trim().min(1, msg).max(max, msg)

/** A whole number typed as text ('40,000') or sent as a number; '' and anything else is `msg`. */
function wholeNumber(msg: string, min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/[,\s]/g, '') : v),
    z
      .string({ error: msg })
      .regex(/^\d{1,7}$/, msg)
      .transform(Number)
      .pipe(z.number().int().min(min, msg).max(max, msg)),
  )
}

/** Make, model, year and kilometres: the vehicle being valued. */
export function tradeInVehicleShape(now: Date = new Date()) {
  return {
    make: text(TRADE_IN_MESSAGES.make, 60),
    model: text(TRADE_IN_MESSAGES.model, 80),
    year: wholeNumber(TRADE_IN_MESSAGES.year, MIN_YEAR, now.getFullYear() + 1),
    kms: wholeNumber(TRADE_IN_MESSAGES.kms, 0, 2_000_000),
  }
}

/** The optional registration (spaces and dashes allowed, LEAD-42) and its state. */
export const regoShape = {
  rego: z
    .string()
    .trim()
    .max(20, REGO_INVALID)
    .optional()
    .refine((v) => !v || isValidRego(v), REGO_INVALID),
  regoState: z.enum(REGO_STATES, { error: REGO_STATE_INVALID }),
}

export type TradeInStepOptions = { termsRequired?: boolean }

/** Step 1: the vehicle and the contact details (LEAD-04, LEAD-41, LEAD-42; contact fields as LEAD-05..09, LEAD-23). */
export function tradeInStep1Schema(options: TradeInStepOptions = {}, now: Date = new Date()) {
  return z.object({
    ...regoShape,
    ...tradeInVehicleShape(now),
    name: text(MESSAGES.name, 100),
    last_name: text(MESSAGES.lastName, 100),
    email: emailSchema,
    phone: phoneSchema,
    postcode: postcodeSchema,
    opt_in: z.boolean().default(true),
    terms_conditions: options.termsRequired ? z.literal(true, { error: MESSAGES.terms }) : z.boolean().optional(),
  })
}
export type TradeInStep1Input = z.input<ReturnType<typeof tradeInStep1Schema>>
export type TradeInStep1 = z.output<ReturnType<typeof tradeInStep1Schema>>

/** Step 2: every condition question answered with one of its options (LEAD-41 adjustmentAnswers). */
export const conditionAnswersSchema = z.object(
  Object.fromEntries(
    CONDITION_QUESTIONS.map((q) => [
      q.id,
      z.enum(q.options.map((o) => o.value) as [string, ...string[]], { error: TRADE_IN_MESSAGES.answer }),
    ]),
  ),
)

/** A shopper's condition answers: question id → the chosen option's value. */
export type ConditionAnswers = z.output<typeof conditionAnswersSchema>

/** POST /api/trade-in/valuation: the vehicle (km, as the provider names it), the optional rego and the answers. */
export function valuationRequestSchema(now: Date = new Date()) {
  const v = tradeInVehicleShape(now)
  return z.object({
    make: v.make,
    model: v.model,
    year: v.year,
    km: v.kms,
    rego: regoShape.rego,
    regoState: regoShape.regoState.optional(),
    adjustmentAnswers: conditionAnswersSchema,
  })
}
