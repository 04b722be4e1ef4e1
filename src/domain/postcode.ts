/**
 * An Australian postcode: one rule, one schema and one set of messages for every form that asks for one (the lead
 * forms, trade-in, the checkout's details and delivery steps, the delivery estimate, the dealer locator, a location's
 * address in the admin). The browser forms and the server validate with the same schema.
 *
 *   postcodeProblem('2000') → null             postcodeProblem('9999') → null (Australia Post's, for letters to Santa)
 *   postcodeProblem('12345') → POSTCODE_INVALID postcodeProblem('0123') → POSTCODE_NOT_AUSTRALIAN
 *
 * The rule is Australia Post's allocation: four digits in 0200–0299 (ACT, incl. PO boxes) or 0800–9999 (NT 08xx–09xx,
 * NSW 1xxx–2xxx, VIC 3xxx and 8xxx, QLD 4xxx and 9xxx, SA 5xxx, WA 6xxx, TAS 7xxx). Nothing is allocated below 0200
 * or in 0300–0799. Every allocated postcode is accepted, also one that is only a mail address (a PO-box or large-volume
 * receiver range such as 1xxx or 9999): a form takes a shopper's postcode as they give it, and a form that accepts it
 * never disagrees with another. What needs a place (a delivery price, a distance) answers for that place separately:
 * the delivery estimate calls such a postcode unavailable, the dealer locator's geocode 'Invalid postcode' (ERR-15).
 */
import { z } from 'zod'

/** A postcode has four digits; an input takes them all and says so when there are more, never cutting them. */
export const POSTCODE_LENGTH = 4

/** The ranges Australia Post allocates, inclusive. */
export const POSTCODE_RANGES: readonly (readonly [number, number])[] = [
  [200, 299],
  [800, 9999],
]

/** ERR-14: not four digits (too short, too long, letters). */
export const POSTCODE_INVALID = 'Invalid postcode. Please enter a 4-digit number.'
/** Four digits Australia Post does not allocate (0000–0199, 0300–0799). */
export const POSTCODE_NOT_AUSTRALIAN = 'Invalid postcode. Please enter an Australian postcode.'

const FOUR_DIGITS = /^\d{4}$/

/** What is wrong with `value` (already trimmed) as a postcode; null when it is one. */
export function postcodeProblem(value: string): string | null {
  if (!FOUR_DIGITS.test(value)) return POSTCODE_INVALID
  const n = Number(value)
  return POSTCODE_RANGES.some(([from, to]) => n >= from && n <= to) ? null : POSTCODE_NOT_AUSTRALIAN
}

/** Whether `value` (already trimmed) is an Australian postcode. */
export const isPostcode = (value: string): boolean => postcodeProblem(value) === null

/** A required postcode field: trimmed, then the rule, with its message. */
export const postcodeSchema = z
  .string({ error: POSTCODE_INVALID })
  .trim()
  .superRefine((v, ctx) => {
    const problem = postcodeProblem(v)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
