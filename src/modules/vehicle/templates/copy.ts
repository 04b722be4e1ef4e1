/**
 * Standard copy of the vehicle page's information tabs and sections (VDP-32/34). Plain text, Australian English;
 * the reservation figures are the spec's (§9 Reservation: default deposit $200, held 48 hours, fully refundable;
 * 48-hour money-back guarantee on used cars).
 */
import { depositText, RESERVE_HOLD_HOURS, USED_MONEY_BACK_HOURS } from '@/domain/vehicle/buttons'

export const WHATS_INCLUDED_TEXT = [
  'Every vehicle is inspected by our technicians before sale, with a full safety check and a professional detail.',
  'You also get a full tank of fuel for new vehicles, roadside assistance for the first 12 months and a complimentary first service check.',
] as const

export const WHY_BUY_TEXT = [
  'We are a family of local dealerships with decades of experience and thousands of happy customers.',
  `Finance, insurance and trade-ins are handled in one place, and every used car comes with a ${USED_MONEY_BACK_HOURS}-hour money-back guarantee.`,
] as const

export function RESERVE_ONLINE_TEXT(amount: number | null): string[] {
  return [
    `Reserve this vehicle online with a ${depositText(amount)} deposit and we will hold it for you for ${RESERVE_HOLD_HOURS} hours.`,
    'Your deposit is 100% refundable if you change your mind.',
  ]
}

export const PROTECT_YOUR_CAR_TEXT = [
  'Protect your investment with extended warranty, paint and interior protection, and tyre and rim cover.',
  'Ask our team about the options that suit how you drive.',
] as const
