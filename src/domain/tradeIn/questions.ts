/**
 * Condition questions of the trade-in valuation (spec §7 Valuation steps: adjustmentAnswers). Each answer carries
 * an adjustment in percent of the base offer; the adjustments add up and the total is floored at MAX_DEDUCTION.
 */
export interface ConditionOption {
  value: string
  label: string
  /** Percent added to (positive) or taken from (negative) the base offer. */
  adjustment: number
}

export interface ConditionQuestion {
  id: string
  label: string
  options: ConditionOption[]
}

export const CONDITION_QUESTIONS: ConditionQuestion[] = [
  {
    id: 'accident',
    label: 'Has the car been in an accident?',
    options: [
      { value: 'none', label: 'No accidents', adjustment: 0 },
      { value: 'minor', label: 'Minor, repaired', adjustment: -5 },
      { value: 'major', label: 'Major, repaired', adjustment: -15 },
    ],
  },
  {
    id: 'service',
    label: 'What service history does it have?',
    options: [
      { value: 'full', label: 'Full service history', adjustment: 0 },
      { value: 'partial', label: 'Partial service history', adjustment: -3 },
      { value: 'none', label: 'No service history', adjustment: -8 },
    ],
  },
  {
    id: 'tyres',
    label: 'How are the tyres?',
    options: [
      { value: 'good', label: 'Good tread', adjustment: 0 },
      { value: 'fair', label: 'Will need replacing soon', adjustment: -2 },
      { value: 'worn', label: 'Worn, need replacing now', adjustment: -4 },
    ],
  },
  {
    id: 'body',
    label: 'Is there body damage?',
    options: [
      { value: 'none', label: 'No damage', adjustment: 0 },
      { value: 'scratches', label: 'Scratches or small dents', adjustment: -3 },
      { value: 'panels', label: 'Damaged panels', adjustment: -10 },
    ],
  },
  {
    id: 'interior',
    label: 'What condition is the interior in?',
    options: [
      { value: 'excellent', label: 'Excellent', adjustment: 0 },
      { value: 'average', label: 'Average wear', adjustment: -2 },
      { value: 'poor', label: 'Stains, tears or odours', adjustment: -6 },
    ],
  },
  {
    id: 'keys',
    label: 'How many keys do you have?',
    options: [
      { value: 'two', label: 'Two or more', adjustment: 0 },
      { value: 'one', label: 'One', adjustment: -2 },
    ],
  },
]

/** The total deduction never goes past this (percent). */
export const MAX_DEDUCTION = -40

export type AdjustmentAnswers = Record<string, string>

export type AnswersCheck = { ok: true; adjustment: number } | { ok: false; missing: string[]; invalid: string[] }

/** Every question must be answered with one of its options; the result is the summed percentage (floored). */
export function checkAnswers(
  answers: AdjustmentAnswers,
  questions: ConditionQuestion[] = CONDITION_QUESTIONS,
): AnswersCheck {
  const missing: string[] = []
  const invalid: string[] = []
  let total = 0
  for (const q of questions) {
    const v = answers[q.id]
    if (v === undefined || v === '') {
      missing.push(q.id)
      continue
    }
    const opt = q.options.find((o) => o.value === v)
    if (!opt) invalid.push(q.id)
    else total += opt.adjustment
  }
  if (missing.length || invalid.length) return { ok: false, missing, invalid }
  return { ok: true, adjustment: Math.max(MAX_DEDUCTION, total) }
}
