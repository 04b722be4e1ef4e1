/**
 * The call-the-dealer phone number (spec §5 Phone number for the call button, VDP-36..43).
 *
 * Resolution (VDP-40): the tenant's explicit override; else, when car-type filtering is on, the number for the car's
 * type (a demo car without a demo number falls back to the new number); else (filtering off) the new number, or the
 * used number when there is no new one; else the car's location phone. A car type with no number of its own under
 * filtering goes to the location phone, not to another type's number. null when nothing resolves: the caller logs
 * a warning (VDP-41, ERR-27).
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

export function resolveCallPhone(
  carType: CarType,
  phones: PhoneConfig,
  locationPhone: string | null | undefined,
): string | null {
  const override = present(phones.callOverride)
  if (override) return override
  const newPhone = present(phones.newPhone)
  const usedPhone = present(phones.usedPhone)
  const chosen = phones.filterByCarType
    ? carType === 'used'
      ? usedPhone
      : carType === 'demo'
        ? (present(phones.demoPhone) ?? newPhone)
        : newPhone
    : (newPhone ?? usedPhone)
  return chosen ?? present(locationPhone)
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
