/**
 * Credit claims in marketing text (National Credit Code ss 160–164, ASIC RG 178). An advertisement that states an
 * annual percentage rate must state a comparison rate, identified as such, with its warning and the example it is
 * based on; one that states a repayment must state the annual rate. The rate therefore lives in structured fields
 * (annual rate, comparison rate, the example loan, optional repayment) that the site renders as one disclosure, and
 * free text may only repeat what those fields say.
 *
 * Pure: the admin's validators and the tests call these; nothing here knows Payload or React. What a complete
 * disclosure holds is creditAdvert.ts's rule; this module reads free text and maps that rule onto the fields.
 */
import {
  creditAdvertIssues,
  type CreditAdvertIssueCode,
  type CreditDisclosure,
  type DisclosureFrequency,
} from '../finance/creditAdvert'

/** A percentage the text states as a credit rate. `kind` is 'comparison' when the text calls it one. */
export type RateClaim = { phrase: string; value: number; kind: 'annual' | 'comparison' }
export type CreditClaims = { rates: RateClaim[]; repayments: string[] }

const PERCENT = String.raw`(?<![\d.,])(\d{1,2}(?:\.\d{1,2})?)\s?%`
/** Words after a percentage that make it a credit rate: "8.99% p.a.", "4.99% comparison rate", "0% finance". */
const RATE_AFTER =
  /^\s*(?:p\.?\s?a\b\.?|per\s+annum|per\s+year|a\s+year|comparison|interest|rate|apr\b|finance|fixed|variable)/i
/** Words before a percentage that make it one: "from 8.99%", "at 3.99%", "comparison rate of 5.49%". */
const RATE_BEFORE =
  /(?:\bfrom|\bat|\brates?(?:\s+of)?|\binterest(?:\s+of)?|\bfinance(?:\s+(?:from|at))?|\bcomparison(?:\s+rate)?(?:\s+of)?|\bapr(?:\s+of)?)\s*[:(]?\s*$/i
/** Words after a percentage that make it something else: "0% deposit", "100% refundable", "from 10% off". */
const NOT_A_RATE_AFTER =
  /^\s*(?:deposit|off\b|discount|refund|cash\s*back|saving|of\s+the|more|less|of\s+(?:our|all|every)|match)/i
const COMPARISON_BEFORE = /\bcomparison(?:\s+rate)?(?:\s+(?:of|is))?\s*[:(]?\s*$/i
const COMPARISON_AFTER = /^\s*(?:p\.?\s?a\b\.?\s*)?comparison/i

/** "$99 per week", "$99/wk", "$149 a fortnight", "$600 pm", "weekly repayments of $144", "repayments from $99". */
const MONEY = String.raw`\$\s?\d[\d,]*(?:\.\d{1,2})?`
const PERIOD = String.raw`(?:week|wk|fortnight|f\/n|month|mth|mo)\b`
const REPAYMENT_PATTERNS = [
  new RegExp(
    String.raw`${MONEY}\s*(?:\*\s*)?(?:(?:per|a|each|every|\/)\s*${PERIOD}|p\/?w\b|p\/?m\b|(?:weekly|fortnightly|monthly)\b)`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:weekly|fortnightly|monthly)\s+(?:repayments?|payments?|instal?ments?)\s+(?:of|from)\s+${MONEY}`,
    'gi',
  ),
  new RegExp(String.raw`\b(?:repayments?|instal?ments?)\s+(?:of|from)\s+${MONEY}`, 'gi'),
]

/**
 * The credit rates and repayments a text states.
 *   'Finance from 8.99% p.a.' → rates [{ value: 8.99, kind: 'annual' }]
 *   'RAV4 Hybrid 4.99% comparison rate' → rates [{ value: 4.99, kind: 'comparison' }]
 *   'from $99 per week' → repayments ['$99 per week']
 *   '0% deposit', '100% refundable', 'Save $2,000', '$64,990 drive away' → none
 */
export function findCreditClaims(text: string | null | undefined): CreditClaims {
  const source = (text ?? '').replace(/\s+/g, ' ')
  const rates: RateClaim[] = []
  for (const match of source.matchAll(new RegExp(PERCENT, 'g'))) {
    const start = match.index ?? 0
    const end = start + match[0].length
    const before = source.slice(Math.max(0, start - 40), start)
    const after = source.slice(end, end + 40)
    if (NOT_A_RATE_AFTER.test(after)) continue
    if (!RATE_AFTER.test(after) && !RATE_BEFORE.test(before)) continue
    const kind = COMPARISON_BEFORE.test(before) || COMPARISON_AFTER.test(after) ? 'comparison' : 'annual'
    const tail = /^\s*(?:p\.?\s?a\b\.?|comparison(?:\s+rate)?)/i.exec(after)?.[0] ?? ''
    rates.push({ phrase: `${match[0]}${tail}`.trim(), value: Number(match[1]), kind })
  }
  const repayments = REPAYMENT_PATTERNS.flatMap((re) => [...source.matchAll(re)].map((m) => m[0].trim()))
  return { rates, repayments: [...new Set(repayments)] }
}

/** Whether a text states a credit rate or a repayment ("does this text advertise credit?"). */
export function statesCredit(text: string | null | undefined): boolean {
  const claims = findCreditClaims(text)
  return claims.rates.length > 0 || claims.repayments.length > 0
}

/** The structured credit fields of an advertisement, as the collections store them (group `credit`). */
export type CreditFieldValues = {
  annual_rate?: number | null
  comparison_rate?: number | null
  loan_amount?: number | null
  term_years?: number | null
  secured?: boolean | null
  repayment_amount?: number | null
  repayment_frequency?: string | null
}

/** The names of the structured fields, as the collections store them (group `credit`). */
export const CREDIT_FIELDS = {
  annualRate: 'credit.annual_rate',
  comparisonRate: 'credit.comparison_rate',
  loanAmount: 'credit.loan_amount',
  termYears: 'credit.term_years',
  repaymentAmount: 'credit.repayment_amount',
} as const

const has = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n)
const sameRate = (a: number, b: number) => Math.abs(a - b) < 0.005
const FREQUENCIES: readonly DisclosureFrequency[] = ['week', 'fortnight', 'month']

/**
 * The disclosure the structured fields make (RateDisclosure renders it when complete), or null when they state
 * nothing. The example loan is null until both its amount and its term are given.
 */
export function disclosureFromFields(credit: CreditFieldValues | null | undefined): CreditDisclosure | null {
  if (!credit) return null
  const annualRate = has(credit.annual_rate) ? credit.annual_rate : null
  const comparisonRate = has(credit.comparison_rate) ? credit.comparison_rate : null
  const frequency = FREQUENCIES.find((f) => f === credit.repayment_frequency) ?? 'week'
  const repayment = has(credit.repayment_amount) ? { amount: credit.repayment_amount, frequency } : null
  if (annualRate === null && comparisonRate === null && !repayment) return null
  const comparisonExample =
    has(credit.loan_amount) && has(credit.term_years)
      ? { amount: credit.loan_amount, years: credit.term_years, secured: credit.secured !== false }
      : null
  return { annualRate, comparisonRate, comparisonExample, repayment }
}

/**
 * A free-text field of an advertisement. A `headline` (name, title) is set larger than the disclosure, so one that
 * states an annual rate must state its comparison rate too (no less prominent than the rate).
 */
export type AdvertTextValue = { field: string; label: string; text: string | null | undefined; headline?: boolean }

/** One reason an advertisement may not be published, on the field (dotted path) that must change. */
export type AdvertFieldIssue = { field: string; message: string }

/** The field each issue of the disclosure rule (creditAdvert.ts) is fixed in. */
function fieldOf(code: CreditAdvertIssueCode, credit: CreditFieldValues): string {
  switch (code) {
    case 'repayment_invalid':
      return CREDIT_FIELDS.repaymentAmount
    case 'rate_without_comparison_rate':
    case 'comparison_rate_invalid':
      return CREDIT_FIELDS.comparisonRate
    case 'comparison_rate_without_example':
    case 'example_invalid':
      return has(credit.loan_amount) && credit.loan_amount > 0 ? CREDIT_FIELDS.termYears : CREDIT_FIELDS.loanAmount
    default:
      return CREDIT_FIELDS.annualRate
  }
}

/**
 * Why an advertisement may not be published, or [] when it may. `texts` are its free-text fields (field name,
 * label, value); `credit` its structured credit fields.
 * - a text that states a rate or a repayment needs the annual rate and the comparison rate filled in;
 * - a rate the text states must be one of those, and one it calls "comparison" the comparison rate;
 * - a headline that states an annual rate states its comparison rate too (as prominent as the rate);
 * - the structured fields must make a complete disclosure (creditAdvertIssues: a repayment needs the annual rate,
 *   a rate its comparison rate, a comparison rate the example loan it is based on).
 *   ([{ field: 'name', label: 'Name', text: 'Finance from 8.99% p.a.' }], {}) → [{ field: 'name', … }]
 *   ([{ field: 'name', label: 'Name', text: '4.99% comparison rate' }], { annual_rate: 4.99, comparison_rate: 5.49,
 *     loan_amount: 30000, term_years: 5 }) → [{ field: 'name', message: '… 4.99% as the comparison rate, but …' }]
 */
export function advertPublishIssues(
  texts: AdvertTextValue[],
  credit: CreditFieldValues | null | undefined,
): AdvertFieldIssue[] {
  const values = credit ?? {}
  const issues: AdvertFieldIssue[] = []
  const annual = has(values.annual_rate) ? values.annual_rate : null
  const comparison = has(values.comparison_rate) ? values.comparison_rate : null
  for (const { field, label, text, headline } of texts) {
    const { rates, repayments } = findCreditClaims(text)
    const first = rates[0]?.phrase ?? repayments[0]
    if (first === undefined) continue
    if (annual === null || comparison === null) {
      issues.push({
        field,
        message:
          `${label} states ${rates.length ? 'a rate' : 'a repayment'} (“${first}”): fill in the annual rate and ` +
          'the comparison rate under Credit advertised, or take the figure out of the text.',
      })
      continue
    }
    const wrong = rates.find((r) =>
      r.kind === 'comparison'
        ? !sameRate(r.value, comparison)
        : !sameRate(r.value, annual) && !sameRate(r.value, comparison),
    )
    const bare = headline && !rates.some((r) => r.kind === 'comparison') ? rates[0] : undefined
    if (!wrong && bare) {
      issues.push({
        field,
        message:
          `${label} states the rate “${bare.phrase}” in larger type than its comparison rate: add the comparison ` +
          `rate to it (“${comparison}% comparison rate”), or take the rate out and let the site show both.`,
      })
    }
    if (wrong) {
      issues.push({
        field,
        message:
          wrong.kind === 'comparison'
            ? `${label} states ${wrong.value}% as the comparison rate, but the comparison rate is ${comparison}%.`
            : `${label} states ${wrong.value}%, but the annual rate is ${annual}% (comparison rate ${comparison}%).`,
      })
    }
  }
  const disclosure = disclosureFromFields(values)
  if (disclosure) {
    for (const issue of creditAdvertIssues(disclosure))
      issues.push({ field: fieldOf(issue.code, values), message: issue.message })
  }
  return issues
}

/** The free-text fields of an advertisement that the credit rule reads: field name, label, whether a headline. */
export type AdvertText = { field: string; label: string; headline?: boolean }

/** The advertisements a marketer edits, by collection, with the free-text fields each states its credit in. */
export const ADVERT_TEXTS = {
  offers: [
    { field: 'name', label: 'Name', headline: true },
    { field: 'description', label: 'Description' },
    { field: 'disclaimer', label: 'Disclaimer' },
  ],
  'promo-tiles': [
    { field: 'title', label: 'Title', headline: true },
    { field: 'description', label: 'Description' },
    { field: 'button_text', label: 'Button text' },
  ],
  banners: [
    { field: 'title', label: 'Title', headline: true },
    { field: 'text', label: 'Text' },
    { field: 'link_text', label: 'Link text' },
  ],
  popups: [
    { field: 'title', label: 'Title', headline: true },
    { field: 'description', label: 'Description' },
    { field: 'buttonText', label: 'Button text' },
  ],
} as const satisfies Record<string, readonly AdvertText[]>

export type AdvertKind = keyof typeof ADVERT_TEXTS

/** A document's advert texts, read by the fields `texts` names. */
export function advertTextValues(doc: Record<string, unknown>, texts: readonly AdvertText[]): AdvertTextValue[] {
  return texts.map(({ field, label, headline }) => ({
    field,
    label,
    headline,
    text: typeof doc[field] === 'string' ? (doc[field] as string) : null,
  }))
}

/**
 * Whether a published advertisement may show on the site: publishing refuses one that breaks the credit rule
 * (advertPublishIssues), but one published before the rule, or imported, may still break it — such an advert is
 * left off the site (its marketer sees why when they next try to publish it) rather than show a rate without its
 * comparison rate.
 */
export function advertMayShow(kind: AdvertKind, doc: object): boolean {
  const record = doc as Record<string, unknown>
  return (
    advertPublishIssues(advertTextValues(record, ADVERT_TEXTS[kind]), record.credit as CreditFieldValues).length === 0
  )
}
