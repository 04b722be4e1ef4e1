/**
 * What the account and watchlist endpoints accept (the forms share these): bounded, with the messages the shopper
 * sees. Phones are Australian (mobile, landline, 13/1300/1800) and stored as national digits.
 */
import { z } from 'zod'

import { normaliseAuPhone } from '../leads/schema'

export const NAME_MAX = 120
export const EMAIL_MAX = 254
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 200

export const ACCOUNT_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  password: `Please choose a password of at least ${PASSWORD_MIN} characters.`,
  passwordLong: `Please keep your password under ${PASSWORD_MAX} characters.`,
  phone: 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432.',
  signInFailed: 'Email or password is incorrect.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  signedOut: 'Please sign in to continue.',
} as const

const email = z
  .string({ error: ACCOUNT_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, ACCOUNT_MESSAGES.email)
  .pipe(z.email(ACCOUNT_MESSAGES.email))

function phoneDigits(allowEmpty: boolean) {
  return z
    .string({ error: ACCOUNT_MESSAGES.phone })
    .trim()
    .max(20, ACCOUNT_MESSAGES.phone)
    .transform((v, ctx) => {
      if (allowEmpty && v === '') return ''
      const digits = normaliseAuPhone(v)
      if (!digits) {
        ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.phone })
        return z.NEVER
      }
      return digits
    })
}

/** An Australian phone in national digits ('0412 345 678' → '0412345678'). */
export const accountPhone = phoneDigits(false)

export const signInSchema = z.strictObject({
  email,
  // not trimmed: a password is what it is; bounded so hashing cannot be made expensive
  password: z.string({ error: ACCOUNT_MESSAGES.signInFailed }).min(1, ACCOUNT_MESSAGES.signInFailed).max(PASSWORD_MAX),
})

/** A new password (sign-up and password reset): the same rules wherever one is chosen. */
export const newPassword = z
  .string({ error: ACCOUNT_MESSAGES.password })
  .min(PASSWORD_MIN, ACCOUNT_MESSAGES.password)
  .max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordLong)

/** An email address as accounts store it: trimmed, lower-case, bounded. */
export const accountEmail = email

export const registerSchema = z.strictObject({
  name: z.string({ error: ACCOUNT_MESSAGES.name }).trim().min(1, ACCOUNT_MESSAGES.name).max(NAME_MAX),
  email,
  password: newPassword,
  /** optional: '' when not given */
  phone: phoneDigits(true).optional(),
  marketing_opt_in: z.boolean().optional(),
})

export const phoneUpdateSchema = z.strictObject({ phone: accountPhone })

/** Spec §7: POST /api/watchlist/save-car and /remove-car. */
export const watchlistBodySchema = z.strictObject({
  phone_number: z.string({ error: ACCOUNT_MESSAGES.phone }).trim().min(1, ACCOUNT_MESSAGES.phone).max(20),
  car_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/)]).transform((v) => Number(v)),
})

export type SignInInput = z.infer<typeof signInSchema>
export type RegisterInput = z.infer<typeof registerSchema>
