import type { OptionObject } from 'payload'

/** Select options labelled by their own values: ['new', 'used'] → [{ label: 'new', value: 'new' }, …]. */
export function valueOptions(values: readonly string[]): OptionObject[] {
  return values.map((value) => ({ label: value, value }))
}

/** Select options from value → label, in the order written: { car: 'Car' } → [{ label: 'Car', value: 'car' }]. */
export function labelledOptions(labels: Readonly<Record<string, string>>): OptionObject[] {
  return Object.entries(labels).map(([value, label]) => ({ label, value }))
}
