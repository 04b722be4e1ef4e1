import type { CarType } from './search/types'

/** Car types in the spec's order (SRP-36: new, demo, used) with their display names. */
export const CAR_TYPE_LABELS: Record<CarType, string> = { new: 'New', demo: 'Demo', used: 'Used' }

export function carTypeLabel(value: string): string {
  return (CAR_TYPE_LABELS as Record<string, string>)[value] ?? value
}
