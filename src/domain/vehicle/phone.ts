/**
 * The call-the-dealer phone number (spec §5 Phone number for the call button, VDP-36..43).
 *
 * Resolution (VDP-40, adapted: one phone number per location everywhere). The tenant's explicit override (a call
 * tracking number for the whole site) wins. Next the car's location phone (`contact_detail.phone`, the number the
 * contact and location pages and the footer show), else its dealership's phone: a group's cars sit at different
 * yards, and a shopper who calls about a car at Penrith must reach Penrith, not the group's head-office line. Only a
 * car with neither falls back to the tenant's own numbers: when car-type filtering is on, the number for the car's
 * type (a demo car without a demo number takes the new number); with filtering off, the new number, else the used
 * number. null when nothing resolves: the caller logs a warning (VDP-41, ERR-27).
 *
 * Deliberate difference from the spec: VDP-40 puts the tenant's new/used/demo numbers before the location phone,
 * which made a multi-location group show its Parramatta used-car line on a Penrith car while the contact page
 * showed Penrith's own number. For cars without a location or dealership phone the spec's order holds.
 *
 * Formatting (VDP-42/43): '+61298765432' → '02 9876 5432'; '0412345678' → '04 1234 5678'; anything that is not
 * 10 digits after the +61 → 0 swap is shown as written; 1300/1800 numbers group 4-3-3 ('1300123456' → '1300 123 456').
 */
import type { CarType } from '../search/types'

export interface PhoneConfig {
  callOverride: string | null
  newPhone: string | null
  usedPhone: string | null
  demoPhone: string | null
  filterByCarType: boolean
}

function present(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** Where the car is sold from: its location's phone and its dealership's phone (either may be missing). */
export interface CarPhones {
  location: string | null | undefined
  dealership?: string | null | undefined
}

export function resolveCallPhone(carType: CarType, phones: PhoneConfig, car: CarPhones): string | null {
  const override = present(phones.callOverride)
  if (override) return override
  const own = present(car.location) ?? present(car.dealership)
  if (own) return own
  const newPhone = present(phones.newPhone)
  const usedPhone = present(phones.usedPhone)
  return phones.filterByCarType
    ? carType === 'used'
      ? usedPhone
      : carType === 'demo'
        ? (present(phones.demoPhone) ?? newPhone)
        : newPhone
    : (newPhone ?? usedPhone)
}

/** The message logged when no number resolves (ERR-27). */
export function missingPhoneWarning(slug: string): string {
  return `No phone number for the call button on /cars/${slug}`
}

/** Digits only, with a leading +61 (or 61 followed by 9 digits) turned into 0. */
export function phoneDigits(raw: string): string {
  const trimmed = raw.trim()
  let digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+61')) digits = `0${digits.slice(2)}`
  else if (digits.startsWith('61') && digits.length === 11) digits = `0${digits.slice(2)}`
  return digits
}

/** VDP-42/43: '+61298765432' → '02 9876 5432'. Numbers that are not 10 digits keep their own spacing (+61 → 0 still applies). */
export function formatPhone(raw: string): string {
  const digits = phoneDigits(raw)
  // 1300/1800 numbers are 10 digits too but are read 4-3-3 in Australia.
  if (digits.length === 10 && /^1[38]00/.test(digits))
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`
  if (digits.length === 10) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`
  const trimmed = raw.trim()
  return trimmed.startsWith('+61') ? `0${trimmed.slice(3).trimStart()}` : trimmed
}

/** The masked form on the reveal button (VDP-37): '02 9876 5432' → '02 9876 XXXX'. */
export function maskPhone(raw: string): string {
  const formatted = formatPhone(raw)
  const keep = Math.max(0, formatted.length - 4)
  return formatted.slice(0, keep) + formatted.slice(keep).replace(/\d/g, 'X')
}

/** 'tel:' link for the number: '+61298765432' → 'tel:0298765432'. */
export function telHref(raw: string): string {
  return `tel:${phoneDigits(raw)}`
}
