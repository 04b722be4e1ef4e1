import type { Field, GroupField, TextareaField, TextField, Validate } from 'payload'

import type { DisclosureFrequency } from '../../src/domain/finance/creditAdvert'
import {
  advertPublishIssues,
  advertTextValues,
  type AdvertText,
  type CreditFieldValues,
  CREDIT_FIELDS,
} from '../../src/domain/marketing/creditClaims'
import { labelledOptions } from './options'
import { DEFAULT_BUTTON_TEXT } from '../../src/domain/links'

export type { AdvertText }

/** The choices of how often the example repayment falls due, as the admin lists them. */
const REPAYMENT_PER: Record<DisclosureFrequency, string> = { week: 'Week', fortnight: 'Fortnight', month: 'Month' }

type Doc = { credit?: CreditFieldValues | null } & Record<string, unknown>

const textsOf = (data: Doc, texts: readonly AdvertText[]) => advertTextValues(data, texts)

/**
 * The message of the first credit issue on `path` of the document being saved, or true. Payload runs field
 * validation on publish only (a draft save skips it), so a draft may be saved incomplete and publishing is refused.
 */
function issueOn(path: string, data: Doc, texts: readonly AdvertText[]): string | true {
  const issue = advertPublishIssues(textsOf(data, texts), data.credit).find((i) => i.field === path)
  return issue?.message ?? true
}

/**
 * A free-text field (headline, description, conditions) that may not state a credit rate or repayment by itself:
 * publishing is refused, with the error under this field, while the structured rates below are missing or differ.
 */
export function creditCheckedText<T extends TextField | TextareaField>(field: T, texts: readonly AdvertText[]): T {
  const { required, label } = field
  const validate = (value: unknown, { data }: { data: unknown }) => {
    if (required && (typeof value !== 'string' || value.trim() === ''))
      return `${String(label ?? field.name)} is required`
    return issueOn(field.name, { ...(data as Doc), [field.name]: value }, texts)
  }
  return { ...field, validate: validate as T['validate'] } as T
}

/**
 * The words on an advertisement's button (pop-ups, promo tiles): DEFAULT_BUTTON_TEXT until the marketer writes their own,
 * checked for credit claims like the advertisement's other words. `example`: button words that say what it does, for
 * the field's help.
 */
export function advertButtonText(
  name: string,
  texts: readonly AdvertText[],
  { example, required }: { example: string; required?: true },
): TextField {
  return creditCheckedText(
    {
      name,
      label: 'Button text',
      type: 'text',
      required,
      defaultValue: DEFAULT_BUTTON_TEXT,
      admin: { description: `Say what the button does, e.g. "${example}".` },
    },
    texts,
  )
}

const number = (
  name: string,
  label: string,
  range: { min: number; max: number; step?: number },
  texts: readonly AdvertText[],
  description: string,
): Field => {
  const validate: Validate<number | null | undefined> = (value, { data }) => {
    if (typeof value === 'number' && (value < range.min || value > range.max))
      return `${label}: from ${range.min} to ${range.max}.`
    return issueOn(`credit.${name}`, data as Doc, texts)
  }
  return {
    name,
    label,
    type: 'number',
    min: range.min,
    max: range.max,
    admin: { step: range.step ?? 1, description, width: '50%' },
    validate,
  }
}

/**
 * The credit an advertisement states (National Credit Code ss 160–164, ASIC RG 178), in fields rather than in its
 * text: the annual rate, the comparison rate, the example loan the comparison rate is based on, and an optional
 * repayment. The site shows them together with the comparison-rate warning (RateDisclosure). `texts`: the
 * document's free-text fields the rule reads.
 */
export function creditAdvertFields(texts: readonly AdvertText[]): GroupField {
  return {
    name: 'credit',
    label: 'Credit advertised',
    type: 'group',
    admin: {
      description:
        'Fill these in when this advertises a finance rate or repayment; leave empty otherwise. The site shows the ' +
        'rate, the comparison rate, the example loan and the comparison-rate warning together. A headline or text ' +
        'that states a rate or repayment cannot be published without them.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          number('annual_rate', 'Annual rate (% p.a.)', { min: 0, max: 30, step: 0.01 }, texts, 'e.g. 4.99'),
          number(
            'comparison_rate',
            'Comparison rate (% p.a.)',
            { min: 0, max: 40, step: 0.01 },
            texts,
            'Required with a rate, e.g. 5.49',
          ),
        ],
      },
      {
        type: 'row',
        fields: [
          number(
            'loan_amount',
            'Example loan amount ($)',
            { min: 1000, max: 500000 },
            texts,
            'The loan the comparison rate is based on, e.g. 30000',
          ),
          number('term_years', 'Example loan term (years)', { min: 1, max: 10 }, texts, 'e.g. 5'),
        ],
      },
      {
        name: 'secured',
        label: 'Secured loan',
        type: 'checkbox',
        defaultValue: true,
        admin: { description: 'The example is a secured loan (a car loan usually is).' },
      },
      {
        type: 'row',
        fields: [
          number(
            'repayment_amount',
            'Repayment ($, optional)',
            { min: 1, max: 100000 },
            texts,
            'Only with the rates above, e.g. 121',
          ),
          {
            name: 'repayment_frequency',
            label: 'Repayment per',
            type: 'select',
            defaultValue: 'week',
            options: labelledOptions(REPAYMENT_PER),
            admin: { width: '50%' },
          },
        ],
      },
    ],
  }
}

export { CREDIT_FIELDS }
