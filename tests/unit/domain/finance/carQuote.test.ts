import { calculatorBounds, calculatorResult } from '@/domain/finance/calculator'
import { carQuote, quoteCalculatorState, quoteDisclosure } from '@/domain/finance/carQuote'
import { comparisonRate } from '@/domain/finance/comparisonRate'
import { isCompleteDisclosure, STANDARD_COMPARISON_EXAMPLE } from '@/domain/finance/creditAdvert'
import { builtInQuote } from '@/domain/finance/quote'
import { priceDisplay } from '@/domain/price'
import { TEMPLATE_DEFAULTS } from '@/domain/siteConfig'

const group = TEMPLATE_DEFAULTS.group.finance
const brand = TEMPLATE_DEFAULTS.brand.finance
const priced = (amount: number) => ({ kind: 'price' as const, amount })
const weekly = (amount: number | null, cfg = group) =>
  amount === null ? null : (carQuote({ price: priced(amount) }, cfg)?.weekly ?? null)

/*
 * Hand calculation (amortisation): payment = P × r / (1 − (1 + r)^−n), r = annual rate / 52, n = years × 52.
 *   $145,990 at 10% over 6 years: r = 0.1/52 = 0.001923077, n = 312, (1 + r)^312 = 1.821069
 *     → 145990 × 0.001923077 / (1 − 1/1.821069) = 280.750 / 0.450869 = 622.68 → $623 a week
 *   $145,990 at 8.5% over 5 years: r = 0.085/52 = 0.001634615, n = 260, (1 + r)^260 = 1.529060
 *     → 145990 × 0.001634615 / (1 − 1/1.529060) = 238.638 / 0.346002 = 689.70 → $690 a week
 *   $30,000 at 10% over 6 years → 127.96 → $128;  $30,395 at 8.99% over 5 years → 145.24 → $145
 */
describe('one quote per car', () => {
  it('FIN-16 a $145,990 car on a site whose maximum follows the price: the whole price at 10% over 6 years, $623 a week', () => {
    const cfg = { ...group, amountMaxFollowsPrice: true }
    const q = carQuote({ price: priced(145990) }, cfg)!
    expect(q).toMatchObject({
      source: 'tenant',
      amount: 145990,
      deposit: 0,
      termYears: 6,
      rate: 10,
      comparisonRate: 10,
      frequency: 'week',
      repayment: 623,
      weekly: 623,
      residual: 0,
    })
    expect(calculatorBounds(cfg, 145990).amount.max).toBe(153290) // 1.05 × 145,990 = 153,289.5 → 153,290
  })

  it('FIN-15 the brand variant (maximum 250,000): $145,990 at 8.5% over 5 years is $690 a week', () => {
    expect(weekly(145990, brand)).toBe(690)
  })

  it('FIN-14 FIN-15 a price above the layout maximum gets no quote at all: never a figure for a smaller, clamped loan', () => {
    expect(carQuote({ price: priced(145990) }, group)).toBeNull()
    expect(weekly(100000)).toBe(427) // at the maximum: $100,000 → 426.52
    expect(carQuote({ price: priced(900) }, group)).toBeNull() // below the 1,000 minimum
    expect(weekly(1400, { ...group, defaultRate: 0, interestMin: 0, defaultTermYears: 1 })).toBe(27)
  })

  it('FIN-34 $30,000 at the group default 10% over 6 years: $128 a week, whole dollars', () => {
    expect(weekly(30000)).toBe(128)
    expect(weekly(30000, brand)).toBe(142)
  })

  it('FIN-33 rounds up on sites configured for it, to the nearest dollar otherwise', () => {
    expect(weekly(31300)).toBe(134) // 133.50
    expect(weekly(31300, { ...group, roundUp: true })).toBe(134)
    const zero = { ...group, defaultRate: 0, interestMin: 0 }
    expect(weekly(10400 * 6, { ...zero, roundUp: true })).toBe(200) // exactly 200: not pushed up by float noise
    expect(weekly(10410 * 6, { ...zero, roundUp: true })).toBe(201) // 200.19
    expect(weekly(10410 * 6, zero)).toBe(200)
  })

  it("FIN-32 a computed repayment of 25 or less gets no quote ('Enquire for Finance'): $5,850 → 24.95, $5,900 → 25.16", () => {
    expect(weekly(5850)).toBeNull()
    expect(weekly(5900)).toBe(25)
  })

  it('FIN-31 the establishment fee is financed and raises the comparison rate on the standard $30,000 / 5-year example', () => {
    const q = carQuote({ price: priced(30000) }, { ...group, establishmentFee: 1300 })!
    expect(q.weekly).toBe(134)
    expect(q.comparisonRate).toBe(comparisonRate(10, { establishmentFee: 1300 }))
    expect(q.comparisonRate).toBeGreaterThan(10)
    expect(q.comparisonExample).toEqual(STANDARD_COMPARISON_EXAMPLE)
  })

  it("FIN-10 the car's lender data wins: its rate, term and fee; its stated comparison rate never below the computed one", () => {
    const lenders = {
      angle: { interestRate: 8.99, comparisonRate: 9.45, termYears: 5, deposit: 0, balloon: 0, establishmentFees: 395 },
    }
    const q = carQuote({ price: priced(30000), lenders }, { ...group, providerKey: 'angle' })!
    // 8.99% + $395 on the $30,000 / 5-year example: $30,395 → $630.82 a month → 9.55% (the stated 9.45% understates)
    expect(q).toMatchObject({ source: 'lender', rate: 8.99, termYears: 5, comparisonRate: 9.55, weekly: 145 })
    expect(quoteDisclosure(q).basis?.fees).toBe(395)
    // a stated rate above the computed one (fees the data does not list) is shown as stated
    const higher = { angle: { ...lenders.angle, comparisonRate: 9.8 } }
    expect(
      carQuote({ price: priced(30000), lenders: higher }, { ...group, providerKey: 'angle' })!.comparisonRate,
    ).toBe(9.8)
    // a lender with a null rate is not used (FIN-01): the tenant's defaults are
    const nullRate = { angle: { ...lenders.angle, comparisonRate: null } }
    expect(carQuote({ price: priced(30000), lenders: nullRate }, group)!.source).toBe('tenant')
  })

  it('FIN-43 FIN-47 a stored provider quote is the car quote when its own terms give its figures', () => {
    const cfg = { ...group, quoteProvider: true, defaultTermYears: 5 }
    // $60,000 at 9.49% over 5 years → 290.04 → $290; no fee on this site → the comparison rate is 9.49%
    const stored = { weeklyRepaymentAmount: 290, advertisedRate: 9.49, comparisonRate: 9.49 }
    expect(carQuote({ price: priced(60000), providerQuote: stored }, cfg)).toMatchObject({
      source: 'provider',
      weekly: 290,
      rate: 9.49,
      comparisonRate: 9.49,
      termYears: 5,
      establishmentFee: 0,
    })
    // a figure its terms do not give is not shown as if they did
    const odd = { ...stored, weeklyRepaymentAmount: 250 }
    expect(carQuote({ price: priced(60000), providerQuote: odd }, cfg)!.source).toBe('tenant')
    // nor a comparison rate that needs fees the basis line does not show (10.12% at 9.49% with no fees)
    const feesUnshown = { ...stored, comparisonRate: 10.12 }
    expect(carQuote({ price: priced(60000), providerQuote: feesUnshown }, cfg)!.source).toBe('tenant')
    // an understated one is shown as computed: with the $395 fee, 9.49% → 10.05%, never 9.95%
    const withFee = { ...cfg, establishmentFee: 395 }
    const low = { weeklyRepaymentAmount: 292, advertisedRate: 9.49, comparisonRate: 9.95 }
    expect(carQuote({ price: priced(60000), providerQuote: low }, withFee)).toMatchObject({
      source: 'provider',
      comparisonRate: 10.05,
    })
  })

  it("FIN-47 the built-in provider's answer is the car quote at the same terms", () => {
    const cfg = { ...group, quoteProvider: true, defaultTermYears: 5, establishmentFee: 395 }
    const q = carQuote({ price: priced(42990) }, cfg)!
    expect(builtInQuote({ purchasePrice: 42990, loanTerm: 5 }, cfg)).toEqual({
      weeklyRepaymentAmount: q.weekly,
      advertisedRate: q.rate,
      comparisonRate: q.comparisonRate,
    })
  })

  it('FIN-13 the calculator starts from exactly the quote: same amount, term, rate, fee and figure', () => {
    const cfg = { ...group, amountMaxFollowsPrice: true }
    const q = carQuote({ price: priced(145990) }, cfg)!
    const start = calculatorResult(quoteCalculatorState(q), cfg, { establishmentFees: q.establishmentFee })
    expect(start.repayment).toBe(q.repayment)
    expect(start.total).toBe(623 * 312)
  })

  it('PRC-01 PRC-05 PRC-06 FIN-02 FIN-03 no quote for a subscription, PREORDER, no price, an excluded make or site', () => {
    const cfg = { subscriptions: true, pricesVisible: true, noPriceText: 'Enquire for price.' }
    expect(carQuote({ price: priceDisplay({ price: 30000, subscription_price: 300 }, cfg) }, group)).toBeNull()
    expect(carQuote({ price: priceDisplay({ preorder: true }, cfg) }, group)).toBeNull()
    expect(carQuote({ price: priceDisplay({ price: 30000 }, { ...cfg, pricesVisible: false }) }, group)).toBeNull()
    expect(carQuote({ price: null }, group)).toBeNull()
    expect(carQuote({ price: priced(30000), make: 'Ferrari' }, { ...group, excludedMakes: ['ferrari'] })).toBeNull()
    expect(carQuote({ price: priced(30000) }, { ...group, excludedSite: true })).toBeNull()
    // an offer is financed at the offer price: $27,990 → $119
    expect(carQuote({ price: priceDisplay({ price: 30000, offer_price: 27990 }, cfg) }, group)!.weekly).toBe(119)
  })

  it('the quote is a complete credit-advert disclosure, with the assumptions it rests on', () => {
    const d = quoteDisclosure(carQuote({ price: priced(30000) }, group)!)
    expect(isCompleteDisclosure(d)).toBe(true)
    expect(d).toMatchObject({
      repayment: { amount: 128, frequency: 'week' },
      annualRate: 10,
      comparisonRate: 10,
      basis: { amount: 30000, deposit: 0, years: 6, fees: 0, residual: 0 },
    })
  })
})
