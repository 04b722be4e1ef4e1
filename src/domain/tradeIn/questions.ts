/**
 * Condition questions of the trade-in valuation (spec §7 Valuation steps: adjustmentAnswers). Each answer carries
 * an adjustment in percent of the base offer; the adjustments add up and the total is floored at MAX_DEDUCTION.
 */
import conditionQuestions from './conditionQuestions.json'

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

/** The questions, in the order the form asks them (conditionQuestions.json). */
export const CONDITION_QUESTIONS: ConditionQuestion[] = conditionQuestions

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
