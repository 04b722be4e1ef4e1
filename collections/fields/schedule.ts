import type { DateField } from 'payload'

/**
 * The dates a document is live between, `starts_at` and `expires_at` (an empty one is no bound; src/domain/schedule
 * checks them at render time). `withTime` picks a time of day in the admin as well as the date.
 */
export function publishWindow({ withTime = false }: { withTime?: boolean } = {}): DateField[] {
  const admin: DateField['admin'] = withTime ? { date: { pickerAppearance: 'dayAndTime' } } : undefined
  return ['starts_at', 'expires_at'].map((name): DateField => ({ name, type: 'date', ...(admin ? { admin } : {}) }))
}
