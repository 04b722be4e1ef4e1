/**
 * The time zones a dealership can trade in (a tenant's `time_zone`), as IANA names with the words staff know.
 * The admin shows a lead's times in its tenant's zone: a lead sent at 12:09 pm in Sydney reads 12:09 pm there, and
 * 11:09 am for a Brisbane dealership in summer. Pure.
 */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney'

export const TIME_ZONES = [
  { value: 'Australia/Sydney', label: 'Sydney, Canberra (NSW, ACT)' },
  { value: 'Australia/Melbourne', label: 'Melbourne (VIC)' },
  { value: 'Australia/Brisbane', label: 'Brisbane (QLD, no daylight saving)' },
  { value: 'Australia/Adelaide', label: 'Adelaide (SA)' },
  { value: 'Australia/Darwin', label: 'Darwin (NT)' },
  { value: 'Australia/Perth', label: 'Perth (WA)' },
  { value: 'Australia/Hobart', label: 'Hobart (TAS)' },
] as const

export type TimeZone = (typeof TIME_ZONES)[number]['value']

/** A known zone as given, anything else (null, a typo, another country's) → DEFAULT_TIME_ZONE. */
export function tenantTimeZone(value: unknown): TimeZone {
  return TIME_ZONES.find((z) => z.value === value)?.value ?? DEFAULT_TIME_ZONE
}
