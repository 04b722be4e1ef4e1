/**
 * The built-in test processor's card rules (src/data/payments/testProvider.ts), in the words a card network would
 * use. Like a real processor it tells a mistyped card (a field error: nothing happens to the payment) from a card
 * it declines (the payment fails with the decline's message, shown to the shopper).
 *
 *   4242 4242 4242 4242  authorised
 *   4000 0000 0000 0002  failed: Your card was declined.
 *   4000 0000 0000 9995  failed: Your card has insufficient funds.
 *   4000 0000 0000 0069  failed: Your card has expired.
 *   any other number that passes the Luhn check: authorised
 */
import { z } from 'zod'

export const CARD_MESSAGES = {
  number: 'Your card number is incorrect.',
  expiry: "Your card's expiry date is incomplete.",
  expired: "Your card's expiry date is in the past.",
  cvc: "Your card's security code is incomplete.",
  name: 'Please enter the name on the card.',
} as const

export const DECLINE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
} as const

/** Numbers with a fixed answer (digits only); every other Luhn-valid number is authorised. */
export const TEST_CARDS: Readonly<Record<string, string | null>> = {
  '4242424242424242': null,
  '4000000000000002': DECLINE_MESSAGES.declined,
  '4000000000009995': DECLINE_MESSAGES.insufficientFunds,
  '4000000000000069': DECLINE_MESSAGES.expired,
}

export type CardField = 'number' | 'expiry' | 'cvc'
export type CardFieldErrors = Partial<Record<CardField, string>>

/** What the processor does with a well-formed card. */
export type CardOutcome = { state: 'authorised' } | { state: 'failed'; failureMessage: string }

export type CardCheck = { ok: true; outcome: CardOutcome; last4: string } | { ok: false; errors: CardFieldErrors }

/** The digits of a card number as typed ('4242 4242 …' → '4242…'). */
export function cardDigits(number: string): string {
  return number.replace(/\s+/g, '')
}

/** The Luhn check digit test over a string of 12 to 19 digits (anything else fails). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * 'MM/YY' (spaces around the slash allowed) → the month it names, or null when malformed. A card is good through
 * the last day of its expiry month.
 */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry)
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(match[2]) }
}

/** Whether the card's expiry month has not ended at `now` (compared in UTC, month by month). */
export function expiryInFuture(expiry: { month: number; year: number }, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
  return expiry.year * 12 + (expiry.month - 1) >= current
}

/** The field errors of a card as typed, then, when there are none, what the processor does with it. */
export function checkTestCard(card: { number: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const errors: CardFieldErrors = {}
  const digits = cardDigits(card.number)
  if (!passesLuhn(digits)) errors.number = CARD_MESSAGES.number
  const expiry = parseExpiry(card.expiry)
  if (!expiry) errors.expiry = CARD_MESSAGES.expiry
  else if (!expiryInFuture(expiry, now)) errors.expiry = CARD_MESSAGES.expired
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const decline = TEST_CARDS[digits]
  const outcome: CardOutcome = decline ? { state: 'failed', failureMessage: decline } : { state: 'authorised' }
  return { ok: true, outcome, last4: digits.slice(-4) }
}

/**
 * The test card form's body. Bounds are a card's own (19 digits with a space every four, MM / YY, 3–4 digit
 * security code); the client secret proves the form was opened by whoever created the payment.
 */
export const testCardFormSchema = z.object({
  ref: z.string().regex(/^tp_[A-Za-z0-9]{8,64}$/, 'Unknown payment.'),
  clientSecret: z.string().min(1).max(200),
  number: z
    .string()
    .max(23)
    .regex(/^[\d ]+$/, CARD_MESSAGES.number),
  expiry: z
    .string()
    .max(7)
    .regex(/^[\d /]+$/, CARD_MESSAGES.expiry),
  cvc: z.string().regex(/^\d{3,4}$/, CARD_MESSAGES.cvc),
  name: z.string().trim().min(1, CARD_MESSAGES.name).max(100),
})

export type TestCardForm = z.infer<typeof testCardFormSchema>
