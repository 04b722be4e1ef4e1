import { builtInQuote, hasQuote, quoteRequestBody, shouldRequestQuote } from '@/domain/finance/quote'
import { repayment } from '@/domain/finance/repayment'

const car = { price: 30000, year: 2021, vin: 'JTMABC123', nvic: 'AB123C', youxQuote: null }

describe('finance quote', () => {
  it("FIN-45 the request: selfAssessedCreditScore 'GREAT', purchasePrice, loanTerm 5, year, vin, nvic, whoIsHelping empty", () => {
    expect(quoteRequestBody(car)).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 30000,
      loanTerm: 5,
      year: 2021,
      vin: 'JTMABC123',
      nvic: 'AB123C',
      whoIsHelping: '',
    })
  })

  it('FIN-46 only with the feature on, when the car has no quote and its price is above 0', () => {
    expect(shouldRequestQuote({ quoteProvider: true }, car)).toBe(true)
    expect(shouldRequestQuote({ quoteProvider: false }, car)).toBe(false)
    expect(shouldRequestQuote({ quoteProvider: true }, { ...car, price: 0 })).toBe(false)
    expect(shouldRequestQuote({ quoteProvider: true }, { ...car, price: null })).toBe(false)
    expect(
      shouldRequestQuote(
        { quoteProvider: true },
        { ...car, youxQuote: { weeklyRepaymentAmount: 150, comparisonRate: 10.1, advertisedRate: 9.5 } },
      ),
    ).toBe(false)
    expect(shouldRequestQuote({ quoteProvider: true }, { ...car, youxQuote: {} })).toBe(true)
    expect(hasQuote({ weeklyRepaymentAmount: Number.NaN })).toBe(false)
  })

  it('FIN-47 the built-in quote: weekly repayment at the default rate over 5 years with the fee, advertised and comparison rates', () => {
    const q = builtInQuote(
      { purchasePrice: 30000, loanTerm: 5 },
      { defaultRate: 9.49, establishmentFee: 395, monthlyFee: 0, roundUp: false },
    )!
    const expected = repayment({
      amount: 30000,
      deposit: 0,
      establishmentFee: 395,
      annualRatePercent: 9.49,
      years: 5,
      periodsPerYear: 52,
    })
    expect(q.weeklyRepaymentAmount).toBe(Math.round(expected))
    expect(q.advertisedRate).toBe(9.49)
    // The fee raises the comparison rate above the advertised one: 9.49% + $395 on the $30,000 / 5-year example,
    // repaid monthly ($638.20 a month on $30,395) → 10.05% (comparisonRate.test.ts has the working).
    expect(q.comparisonRate).toBe(10.05)
    // Without a fee the two rates are the same.
    expect(
      builtInQuote(
        { purchasePrice: 30000, loanTerm: 5 },
        { defaultRate: 9.49, establishmentFee: 0, monthlyFee: 0, roundUp: false },
      )!.comparisonRate,
    ).toBe(9.49)
    expect(
      builtInQuote(
        { purchasePrice: 0, loanTerm: 5 },
        { defaultRate: 9.49, establishmentFee: 0, monthlyFee: 0, roundUp: false },
      ),
    ).toBeNull()
  })
})
