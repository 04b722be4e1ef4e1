/**
 * Credit advertising (National Credit Code ss 160–164; ASIC RG 178): what a figure shown to a shopper needs with it.
 *
 *   - An advert that states a repayment states the annual percentage rate it assumes.
 *   - An advert that states an annual rate states a comparison rate, identified as such, no less prominent than the
 *     rate or repayment, close to it, with the comparison-rate warning and the example it is based on
 *     ('based on a secured loan of $30,000 over 5 years').
 *
 * One rule for every place that shows a repayment or a rate (vehicle pages, cards, print, PDF, offers, tiles,
 * banners): creditAdvertIssues() says what a disclosure lacks; disclosureText() gives the words a complete one
 * shows (RateDisclosure draws them). A place that cannot show the whole disclosure shows no figure at all.
 *
 *   creditAdvertIssues({ repayment: { amount: 171, frequency: 'week' }, annualRate: null, … })
 *     → [{ code: 'repayment_without_rate', message: 'A repayment needs the annual rate it assumes.' }, …]
 *   disclosureText({ repayment: { amount: 171, frequency: 'week' }, annualRate: 8.5, comparisonRate: 8.91,
 *                    comparisonExample: STANDARD_COMPARISON_EXAMPLE })
 *     → { repayment: '$171 per week', annualRate: '8.50% p.a.', comparisonRate: '8.91% p.a. comparison rate',
 *         example: 'Comparison rate based on a secured loan of $30,000 over 5 years.', warning: 'WARNING: …' }
 */
import { numberFormat } from '../numberFormat'
import { formatDollars } from '../price'
import { formatFee } from './content'

/** The warning every comparison rate carries (National Credit Code s 161(3); ASIC RG 178). */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate.'

export type DisclosureFrequency = 'week' | 'fortnight' | 'month'

export const DISCLOSURE_FREQUENCY_WORDS: Record<DisclosureFrequency, string> = {
  week: 'per week',
  fortnight: 'per fortnight',
  month: 'per month',
}

/** The loan a comparison rate is calculated on. */
export interface ComparisonExample {
  amount: number
  years: number
  secured: boolean
}

/** The example for a secured car loan (National Consumer Credit Protection Regulations 2010, r 100). */
export const STANDARD_COMPARISON_EXAMPLE: ComparisonExample = { amount: 30000, years: 5, secured: true }

/** The loan a repayment assumes, shown with it ('$145,990 over 5 years, no deposit'). */
export interface DisclosureBasis {
  /** The amount borrowed before any deposit (the price the figure assumes). */
  amount: number
  deposit: number
  years: number
  /** Lender fees added to the loan (establishment fee). */
  fees?: number
  /** A fee paid with each monthly repayment, beside it (account keeping): in the comparison rate, not the repayment. */
  monthlyFee?: number
  /** A final (balloon) payment owed after the last repayment. */
  residual?: number
}

export interface CreditDisclosure {
  /** A stated repayment, whole dollars per period; absent when only a rate is advertised. */
  repayment?: { amount: number; frequency: DisclosureFrequency } | null
  /** Annual percentage rate, percent (8.5 = 8.5% p.a.). */
  annualRate: number | null
  /** Comparison rate, percent p.a. */
  comparisonRate: number | null
  comparisonExample: ComparisonExample | null
  /** What the repayment assumes (optional; shown when present). */
  basis?: DisclosureBasis | null
}

/** A disclosure that passes creditAdvertIssues() with a rate to show. */
export interface CompleteCreditDisclosure extends CreditDisclosure {
  annualRate: number
  comparisonRate: number
  comparisonExample: ComparisonExample
}

export type CreditAdvertIssueCode =
  | 'repayment_invalid'
  | 'repayment_without_rate'
  | 'rate_invalid'
  | 'rate_without_comparison_rate'
  | 'comparison_rate_invalid'
  | 'comparison_rate_without_example'
  | 'example_invalid'
  | 'comparison_rate_without_rate'

export interface CreditAdvertIssue {
  code: CreditAdvertIssueCode
  message: string
}

const MESSAGES: Record<CreditAdvertIssueCode, string> = {
  repayment_invalid: 'A repayment must be a whole-dollar amount above $0 per week, fortnight or month.',
  repayment_without_rate: 'A repayment needs the annual rate it assumes.',
  rate_invalid: 'An annual rate must be a percentage from 0 to 100.',
  rate_without_comparison_rate: 'An annual rate needs a comparison rate, labelled as one.',
  comparison_rate_invalid: 'A comparison rate must be a percentage from 0 to 100.',
  comparison_rate_without_example: 'A comparison rate needs the example loan it is based on (amount and term).',
  example_invalid: 'The comparison-rate example needs a loan amount above $0 and a term above 0 years.',
  comparison_rate_without_rate: 'A comparison rate needs the annual rate it compares.',
}

const isRate = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100
const present = (n: unknown): boolean => n !== null && n !== undefined

/**
 * What a disclosure lacks; [] when it may be shown as it is. A disclosure that states nothing (no repayment, no
 * rate) has no issues: nothing is advertised.
 */
export function creditAdvertIssues(d: CreditDisclosure): CreditAdvertIssue[] {
  const codes: CreditAdvertIssueCode[] = []
  const rep = d.repayment
  if (rep) {
    const ok =
      typeof rep.amount === 'number' &&
      Number.isFinite(rep.amount) &&
      rep.amount > 0 &&
      Object.hasOwn(DISCLOSURE_FREQUENCY_WORDS, rep.frequency)
    if (!ok) codes.push('repayment_invalid')
    if (!present(d.annualRate)) codes.push('repayment_without_rate')
  }
  if (present(d.annualRate)) {
    if (!isRate(d.annualRate)) codes.push('rate_invalid')
    if (!present(d.comparisonRate)) codes.push('rate_without_comparison_rate')
  }
  if (present(d.comparisonRate)) {
    if (!isRate(d.comparisonRate)) codes.push('comparison_rate_invalid')
    if (!present(d.annualRate) && !rep) codes.push('comparison_rate_without_rate')
    const ex = d.comparisonExample
    if (!ex) codes.push('comparison_rate_without_example')
    else if (!(Number.isFinite(ex.amount) && ex.amount > 0 && Number.isFinite(ex.years) && ex.years > 0)) {
      codes.push('example_invalid')
    }
  }
  return codes.map((code) => ({ code, message: MESSAGES[code] }))
}

/** True when the disclosure may be shown and has a rate to show (what RateDisclosure renders). */
export function isCompleteDisclosure(d: CreditDisclosure | null | undefined): d is CompleteCreditDisclosure {
  return Boolean(d) && present(d!.annualRate) && creditAdvertIssues(d!).length === 0
}

const RATE = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 })
const YEARS = numberFormat({ maximumFractionDigits: 1 })

/** 8.5 → '8.50% p.a.' (rates as lenders state them: two decimals). */
export function formatAnnualRate(rate: number): string {
  return `${RATE.format(rate)}% p.a.`
}

/** 5 → '5 years', 1 → '1 year', 4.5 → '4.5 years'. */
export function formatYears(years: number): string {
  return `${YEARS.format(years)} ${years === 1 ? 'year' : 'years'}`
}

/** 'based on a secured loan of $30,000 over 5 years'. */
export function comparisonExampleText(e: ComparisonExample): string {
  return `based on ${e.secured ? 'a secured' : 'an unsecured'} loan of ${formatDollars(e.amount)} over ${formatYears(e.years)}`
}

/** 8 → 'plus $8 monthly account fee', 7.95 → 'plus $7.95 monthly account fee'; none → null. */
export function monthlyFeeText(monthlyFee: number | null | undefined): string | null {
  return monthlyFee && monthlyFee > 0 ? `plus ${formatFee(monthlyFee)} monthly account fee` : null
}

/**
 * '$145,990 over 5 years, no deposit, $1,300 fees included, $0 final payment', and ', plus $8 monthly account fee'
 * where there is one (paid beside each repayment, so not in it).
 */
export function basisText(b: DisclosureBasis): string {
  const parts = [`${formatDollars(b.amount)} over ${formatYears(b.years)}`]
  parts.push(b.deposit > 0 ? `${formatDollars(b.deposit)} deposit` : 'no deposit')
  if (b.fees && b.fees > 0) parts.push(`${formatDollars(b.fees)} fees included`)
  parts.push(`${formatDollars(b.residual ?? 0)} final payment`)
  const monthly = monthlyFeeText(b.monthlyFee)
  if (monthly) parts.push(monthly)
  return parts.join(', ')
}

export interface DisclosureText {
  /** '$171 per week', or null when no repayment is stated. */
  repayment: string | null
  /** '8.50% p.a.' */
  annualRate: string
  /** '8.91% p.a. comparison rate' */
  comparisonRate: string
  /** 'Comparison rate based on a secured loan of $30,000 over 5 years.' */
  example: string
  warning: string
  /** 'Based on $145,990 over 5 years, no deposit, $0 final payment.' or null. */
  basis: string | null
}

/** The words a complete disclosure shows. */
export function disclosureText(d: CompleteCreditDisclosure): DisclosureText {
  return {
    repayment: d.repayment
      ? `${formatDollars(d.repayment.amount)} ${DISCLOSURE_FREQUENCY_WORDS[d.repayment.frequency]}`
      : null,
    annualRate: formatAnnualRate(d.annualRate),
    comparisonRate: `${formatAnnualRate(d.comparisonRate)} comparison rate`,
    example: `Comparison rate ${comparisonExampleText(d.comparisonExample)}.`,
    warning: COMPARISON_RATE_WARNING,
    basis: d.basis ? `Based on ${basisText(d.basis)}.` : null,
  }
}

/** A stated repayment with the rates it assumes: what a line of text may say about a repayment. */
export interface RepaymentWithRates {
  repayment: { amount: number; frequency: DisclosureFrequency }
  annualRate: number
  comparisonRate: number
}

/**
 * A repayment in words, never without its annual and comparison rates (summaries, leads, emails), with the example
 * the comparison rate is based on when given:
 *   { repayment: { amount: 425, frequency: 'week' }, annualRate: 8.49, comparisonRate: 9.05 }
 *   → '$425 per week at 8.49% p.a. (comparison rate 9.05% p.a.)'
 *   … with STANDARD_COMPARISON_EXAMPLE
 *   → '$425 per week at 8.49% p.a. (comparison rate 9.05% p.a., based on a secured loan of $30,000 over 5 years)'
 */
export function repaymentText(r: RepaymentWithRates, example?: ComparisonExample): string {
  const per = DISCLOSURE_FREQUENCY_WORDS[r.repayment.frequency]
  const basis = example ? `, ${comparisonExampleText(example)}` : ''
  return `${formatDollars(r.repayment.amount)} ${per} at ${formatAnnualRate(r.annualRate)} (comparison rate ${formatAnnualRate(r.comparisonRate)}${basis})`
}

/** The whole disclosure as one line of plain text (print, PDF, feeds, alt text). */
export function disclosurePlainText(d: CompleteCreditDisclosure): string {
  const t = disclosureText(d)
  const figures = [t.repayment, t.annualRate, t.comparisonRate].filter(Boolean).join(' · ')
  return [figures, t.basis, t.example, t.warning].filter(Boolean).join(' ')
}
