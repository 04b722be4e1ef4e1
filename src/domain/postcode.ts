/**
 * An Australian postcode as a shopper or a marketer types it: four digits. One rule and one message for every form
 * that asks for one (leads, the delivery estimate, the dealer locator, a location's address in the admin).
 */
export const POSTCODE_PATTERN = /^\d{4}$/

/** The spec's invalid-postcode text. */
export const POSTCODE_INVALID = 'Invalid postcode. Please enter a 4-digit number.'

/** Whether `value` (already trimmed) is four digits. */
export const isPostcode = (value: string): boolean => POSTCODE_PATTERN.test(value)
