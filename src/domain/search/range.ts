/**
 * Range slider rules (BUD-09, BUD-10): values snap to the step inside the bounds, and the min handle stays
 * below the max handle (at least one step apart).
 *   clampRange({ min: 12_345, max: 9_000 }, PRICE_SLIDER) → { min: 8_500, max: 9_000 }
 */
export interface SliderBounds {
  lower: number
  upper: number
  step: number
}

/** BUD-09: price slider defaults 5,000 to 250,000, step 500. */
export const PRICE_SLIDER: SliderBounds = { lower: 5_000, upper: 250_000, step: 500 }
export const KM_SLIDER: SliderBounds = { lower: 0, upper: 300_000, step: 5_000 }
export function yearSlider(now: Date): SliderBounds {
  return { lower: 1990, upper: now.getFullYear() + 1, step: 1 }
}

function snap(value: number, { lower, upper, step }: SliderBounds): number {
  const snapped = lower + Math.round((value - lower) / step) * step
  return Math.min(upper, Math.max(lower, snapped))
}

export function clampRange(
  range: { min: number; max: number },
  bounds: SliderBounds,
  moved: 'min' | 'max' = 'min',
): { min: number; max: number } {
  let min = snap(Number.isFinite(range.min) ? range.min : bounds.lower, bounds)
  let max = snap(Number.isFinite(range.max) ? range.max : bounds.upper, bounds)
  if (min >= max) {
    if (moved === 'max') {
      max = Math.max(max, bounds.lower + bounds.step)
      min = max - bounds.step
    } else {
      min = Math.min(min, bounds.upper - bounds.step)
      max = min + bounds.step
    }
  }
  return { min, max }
}
