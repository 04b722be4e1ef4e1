/**
 * Reserve online (spec §4 Button visibility, §9 Reservation; RES-01..07): what a shopper may reserve, for how much,
 * until when, and the words they read. Pure; src/data/reservations applies it.
 *
 *   depositCents(500)   → 50000          depositCents(null) → 20000 (the $200 default, RES-04)
 *   holdEnd(new Date('2026-11-26T00:00:00Z'), 48) → 2026-11-28T00:00:00Z (RES-05)
 *   reservableProblem({ status: 'sold', … }) → 'This car has been sold.'
 *   showsReservablePrice(priceDisplay(car, cfg)) → false for 'Enquire for price' or 'PREORDER'
 */
import { z } from 'zod'

import { MESSAGES as LEAD_MESSAGES, emailSchema, normaliseAuPhone, phoneSchema } from '../leads/schema'
import { formatDollars, priceDisplay, type PriceDisplay } from '../price'
import type { SiteConfig } from '../siteConfig'
import { DEFAULT_DEPOSIT_TEXT, purchaseBlock, reserveAmountText, type ReserveAmount } from '../vehicle/buttons'
import { RESERVATION_KINDS, type ReservationStatus } from './states'

/** RES-04: the deposit when the tenant names none, in cents. */
export const DEFAULT_DEPOSIT_CENTS = Number(DEFAULT_DEPOSIT_TEXT.replace(/\D/g, '')) * 100
/** A reservation that is not paid within this time ends and frees the car for others. */
export const PENDING_TTL_MINUTES = 30
/** A pending payment the provider has not reported on for this long is looked up (a webhook may be lost). */
export const RECONCILE_AFTER_SECONDS = 60

/** RES-03/04: the tenant's reserve amount (dollars) as the deposit in cents; the default for none, '', 0 or '$0'. */
export function depositCents(amount: ReserveAmount): number {
  const text = reserveAmountText(amount)
  if (!text) return DEFAULT_DEPOSIT_CENTS
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100)
}

/** The deposit as the shopper reads it: '$200'. */
export function depositText(cents: number): string {
  return formatDollars(cents / 100)
}

/** RES-05: when a hold that starts at `from` ends. */
export function holdEnd(from: Date, hours: number): Date {
  return new Date(from.getTime() + hours * 60 * 60 * 1000)
}

export interface ReservableCar {
  status: string | null | undefined
  tag: string | null | undefined
  reserved: boolean | null | undefined
  car_type: string | null | undefined
}

export const RESERVE_MESSAGES = {
  off: 'Online reservations are not available for this car.',
  sold: 'This car has been sold.',
  notInStock: 'This car is not in stock, so it cannot be reserved online.',
  testDriveOnly: 'This car is for test drives only and cannot be reserved.',
  taken: 'Someone else has reserved this car. It may come back if their hold ends.',
  busy: 'Someone is paying a deposit on this car right now. Try again in a few minutes, or find something similar.',
  lostRace:
    'Someone else reserved this car a moment before you. Nothing has been taken from your card: the hold on your deposit has been cancelled.',
  signIn: 'Please sign in to reserve this car.',
  notFound: 'We could not find that reservation.',
  cannotCancel: 'This reservation can no longer be cancelled online. Please call the dealer.',
  amountChanged: 'The deposit for this car has changed. Please reload the page and try again.',
  declined: 'Your card was declined.',
  noPrice: 'This car has no price online yet, so it cannot be reserved or bought online. Please ask the dealer.',
} as const

/**
 * Whether the price a shopper sees for the car (priceDisplay: the one the search card and the vehicle page show) is
 * a figure a deposit can be taken against: a car that reads 'Enquire for price' or 'PREORDER' is not reserved or
 * bought online for a deposit, whatever the tenant's reserve amount.
 */
export function showsReservablePrice(shown: Pick<PriceDisplay, 'amount'> | null | undefined): boolean {
  return typeof shown?.amount === 'number' && shown.amount > 0
}

/** A signed-in shopper's contact as the reserve form and the journey's details step start from it. */
export function contactFromAccount(account: { name: string; email: string; phone: string | null }): {
  first_name: string
  last_name: string
  email: string
  phone: string
} {
  const [first = '', ...rest] = account.name.trim().split(/\s+/)
  return { first_name: first, last_name: rest.join(' '), email: account.email, phone: account.phone ?? '' }
}

/** The price the car's card and page show (priceDisplay with the tenant's price settings), from its stored fields. */
export function shownCarPrice(
  car: {
    price?: number | null
    offer_price?: number | null
    before_price?: number | null
    subscription_price?: number | null
    preorder?: boolean | null
  },
  config: Pick<SiteConfig, 'features' | 'prices'>,
): PriceDisplay {
  return priceDisplay(car, {
    subscriptions: config.features.subscriptions,
    pricesVisible: config.prices.visible,
    noPriceText: config.prices.noPriceText,
  })
}

/**
 * Why the car cannot be reserved now, or null when it can (purchaseBlock: the rule the sidebar's buttons follow; and
 * `shown`, the car's shown price, must be a figure: showsReservablePrice).
 */
export function reservableProblem(car: ReservableCar, shown: Pick<PriceDisplay, 'amount'> | null): string | null {
  if (car.status === 'sold') return RESERVE_MESSAGES.sold
  switch (purchaseBlock({ status: car.status ?? '', tag: car.tag ?? null, reserved: Boolean(car.reserved) })) {
    case 'not_in_stock':
      return RESERVE_MESSAGES.notInStock
    case 'test_drive_only':
      return RESERVE_MESSAGES.testDriveOnly
    case 'reserved':
      return RESERVE_MESSAGES.taken
    default:
      return showsReservablePrice(shown) ? null : RESERVE_MESSAGES.noPrice
  }
}

/** RES-05..07: the terms the shopper agrees to, in the words the reserve page, the email and the garage use. */
export function reserveTerms(input: { holdHours: number; carType: string | null | undefined }): string[] {
  const terms = [
    `We hold the car for you for ${input.holdHours} hours.`,
    'Your deposit is 100% refundable: cancel any time before the hold ends and it is returned in full.',
  ]
  if (input.carType === 'used') terms.push('Used cars also come with our 48-hour money-back guarantee.')
  return terms
}

const name = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max)

/** POST /api/reservations: the car, what kind of reservation, the shopper's contact details. */
export const reserveRequestSchema = z
  .object({
    car_id: z.string({ error: 'Choose a car.' }).trim().min(1, 'Choose a car.').max(200),
    kind: z.enum(RESERVATION_KINDS).default('reserve'),
    journey_id: z.number().int().positive().optional(),
    /** What the page showed; when given it must match the tenant's deposit (a tampered amount is refused). */
    amount_cents: z.number().int().positive().max(100_000_000).optional(),
    contact: z
      .object({
        first_name: name(LEAD_MESSAGES.name, 100),
        last_name: z.string().trim().max(100).optional().default(''),
        email: emailSchema.pipe(z.string().max(254)),
        phone: phoneSchema.optional().or(z.literal('')),
      })
      .strict(),
  })
  .strict()
export type ReserveRequest = z.infer<typeof reserveRequestSchema>

/** A phone as stored: the normalised Australian number, or null. */
export function contactPhone(phone: string | undefined): string | null {
  return phone ? normaliseAuPhone(phone) : null
}

/** A reservation's public reference: 'R-' and 10 characters a shopper can read out on the phone. */
export const REFERENCE_PATTERN = /^R-[A-HJ-NP-Z2-9]{10}$/
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** The reference for 10 random bytes (the caller supplies them: this module stays pure). */
export function referenceFrom(bytes: Uint8Array): string {
  let out = 'R-'
  for (let i = 0; i < 10; i++) out += REFERENCE_ALPHABET[(bytes[i] ?? 0) % REFERENCE_ALPHABET.length]
  return out
}

/** The shopper's confirmation email, plain text (the hold's end already in the tenant's time zone). */
export function confirmationEmail(input: {
  siteName: string
  firstName: string
  carTitle: string
  reference: string
  deposit: string
  heldUntil: string
  terms: string[]
  cancelLink: string
  carLink: string
}): { subject: string; text: string } {
  return {
    subject: `Your ${input.carTitle} is reserved (${input.reference})`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `Thanks for reserving the ${input.carTitle} with ${input.siteName}.`,
      `Your ${input.deposit} deposit is held on your card and the car is held for you until ${input.heldUntil}.`,
      '',
      ...input.terms,
      '',
      `Reference: ${input.reference}`,
      `The car: ${input.carLink}`,
      `Changed your mind? Cancel and have your deposit returned in full: ${input.cancelLink}`,
      '',
      `The ${input.siteName} team will be in touch to arrange the next steps.`,
    ].join('\n'),
  }
}

/** How a hold ended, as the shopper's and the dealer's emails say it (the reservation's status after the hold). */
const ENDED_WORDS: Record<'refunded' | 'released' | 'expired', { shopper: string; dealer: string }> = {
  refunded: { shopper: 'has been cancelled', dealer: 'was cancelled' },
  released: { shopper: 'has been ended by the dealer', dealer: 'was released by the dealer' },
  expired: { shopper: 'has ended: the hold time is up', dealer: 'ended: the hold time is up' },
}

/** The shopper's email when their hold ends (cancelled by them or the dealer, or its time is up). */
export function holdEndedEmail(input: {
  siteName: string
  firstName: string
  carTitle: string
  reference: string
  deposit: string
  status: 'refunded' | 'released' | 'expired'
  carLink: string
}): { subject: string; text: string } {
  return {
    subject: `Your reservation of the ${input.carTitle} has ended (${input.reference})`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `Your reservation of the ${input.carTitle} with ${input.siteName} ${ENDED_WORDS[input.status].shopper}.`,
      `Your ${input.deposit} deposit has been returned in full: the hold on your card is cancelled, nothing was taken.`,
      '',
      `Reference: ${input.reference}`,
      `The car: ${input.carLink}`,
      '',
      `If you still want it, you can reserve it again while it is available. The ${input.siteName} team`,
    ].join('\n'),
  }
}

/** The dealer's email when a hold ends: who, which car, and that the car is back on sale. */
export function dealerHoldEndedEmail(input: {
  siteName: string
  carTitle: string
  reference: string
  deposit: string
  status: 'refunded' | 'released' | 'expired'
  shopper: { name: string; email: string; phone: string | null }
  carLink: string
}): { subject: string; text: string } {
  return {
    subject: `Reservation ${input.reference} ended: ${input.carTitle}`,
    text: [
      `The reservation ${input.reference} of the ${input.carTitle} ${ENDED_WORDS[input.status].dealer}.`,
      `The ${input.deposit} deposit has been returned in full and the car is back on sale on ${input.siteName}.`,
      '',
      `Shopper: ${input.shopper.name}, ${input.shopper.email}${input.shopper.phone ? `, ${input.shopper.phone}` : ''}`,
      `The car: ${input.carLink}`,
    ].join('\n'),
  }
}

/** The dealer's note on the reservation lead (the ADF comments). */
export function dealerNote(input: {
  kind: 'reserve' | 'buy_online'
  deposit: string
  heldUntil: string
  reference: string
}): string {
  const what = input.kind === 'buy_online' ? 'Buy online order with a deposit' : 'Reserved online'
  return `${what}: ${input.deposit} deposit authorised on the shopper's card, car held until ${input.heldUntil}. Reference ${input.reference}. Convert (sold), release or refund it in the admin under Reservations.`
}

/** What a reservation's page and My garage say of it, by status (the hold's end already in the tenant's zone). */
export function reservationHeadline(input: {
  status: string
  carTitle: string
  heldUntil: string | null
  failureMessage: string | null
}): string {
  switch (input.status) {
    case 'held':
      return `Reserved: the ${input.carTitle} is held for you until ${input.heldUntil ?? 'the end of the hold'}.`
    case 'pending':
      // a declined card leaves the reservation pending: the shopper tries another card on the same page
      return input.failureMessage
        ? `Your payment did not go through: ${input.failureMessage} Nothing was taken. Please try another card.`
        : `Waiting for your deposit on the ${input.carTitle}.`
    case 'converted':
      return `Sold: the ${input.carTitle} is yours. The dealer has your deposit towards it.`
    case 'refunded':
      return `Cancelled: your deposit on the ${input.carTitle} has been returned in full.`
    case 'released':
      return `The dealer has ended your reservation of the ${input.carTitle} and returned your deposit in full.`
    case 'expired':
      // a payment that arrived after the car went to someone else says so (RESERVE_MESSAGES.lostRace)
      return (
        input.failureMessage ??
        `Your reservation of the ${input.carTitle} has ended. Any deposit held has been returned in full.`
      )
    case 'failed':
      return `Your payment did not go through${input.failureMessage ? `: ${input.failureMessage}` : '.'} Nothing was taken and the car is not held.`
    default:
      return ''
  }
}

/** A reservation as its page, the payment page and My garage show it. */
export interface ReservationSummary {
  reference: string
  status: ReservationStatus
  headline: string
  deposit: string
  heldUntil: string | null
  terms: string[]
  car: { title: string; slug: string | null; imageUrl: string | null }
  /** Cars like this one (the search for its make and model), for a shopper whose reservation did not hold it. */
  similarUrl: string
  cancellable: boolean
}
