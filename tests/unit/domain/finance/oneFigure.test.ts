import { journeyCar } from '@/domain/checkout/car'
import { calculatorComparisonRate, calculatorResult } from '@/domain/finance/calculator'
import { calculatorStart } from '@/domain/finance/carQuote'
import { loanFees } from '@/domain/finance/comparisonRate'
import { summaryRepayment } from '@/domain/checkout/journey'
import { disclosureText, isCompleteDisclosure } from '@/domain/finance/creditAdvert'
import { cardConfig, toCardView } from '@/domain/search/cardView'
import { toSearchDoc, type VehicleRecord } from '@/domain/search/toSearchDoc'
import { resolveSiteConfig, type TenantOverrides } from '@/domain/siteConfig'
import type { VehicleDetail } from '@/domain/vehicle/types'
import { vehiclePageModel } from '@/domain/vehicle/pageModel'

import { vehicleDetail } from '../../../helpers/vehicleDetail'

const NOW = new Date('2026-11-22T00:00:00Z')

/** The same car as the search index stores it and as its page reads it. */
function sameCar(finance: Pick<VehicleDetail, 'financeLenders' | 'youxQuote'>) {
  const detail = vehicleDetail(finance)
  const record: VehicleRecord = {
    id: 12,
    tenant: 1,
    name: detail.name,
    slug: detail.slug,
    status: 'in_stock',
    car_type: 'used',
    item_type: 'car',
    year: detail.year,
    make: detail.make,
    model: detail.model,
    price: detail.price,
    price_type: detail.priceType,
    show_on_dealer_website: true,
    finance_lenders: finance.financeLenders,
    youxQuote: finance.youxQuote,
    createdAt: detail.createdAt,
  }
  return { detail, record }
}

/** The car's weekly figure, rate and comparison rate in each place that shows them. */
function figures(tenant: TenantOverrides, finance: Pick<VehicleDetail, 'financeLenders' | 'youxQuote'>) {
  const config = resolveSiteConfig(tenant)
  const site = { name: 'Dealer', config }
  const { detail, record } = sameCar(finance)
  const card = toCardView(toSearchDoc(record, config), cardConfig(config), NOW).weekly
  const page = vehiclePageModel(site, detail, NOW)
  const quote = page.carQuote!
  // the calculator, as FinanceCalculator starts it
  const start = calculatorStart(config.finance, {
    price: page.price?.amount,
    lender: page.finance.availability.lender,
    quote,
  })
  const first = calculatorResult(start.state, config.finance, { establishmentFees: quote.establishmentFee })
  const journey = journeyCar(site, detail, 'test', NOW).summary.finance
  return {
    card: card && { weekly: card.amount, rate: card.rate, comparisonRate: card.comparisonRate },
    page: {
      weekly: page.disclosure?.repayment?.amount,
      rate: page.disclosure?.annualRate,
      comparisonRate: page.disclosure?.comparisonRate,
    },
    calculator: page.finance.shown
      ? {
          weekly: first.repayment,
          rate: start.state.interest,
          comparisonRate: calculatorComparisonRate(
            start.state.interest,
            loanFees(config.finance, quote.establishmentFee),
            quote,
          ),
        }
      : null,
    journey,
  }
}

/** The vehicle page's basis line and the buy-online summary's words for the same car. */
function words(tenant: TenantOverrides, finance: Pick<VehicleDetail, 'financeLenders' | 'youxQuote'>) {
  const config = resolveSiteConfig(tenant)
  const site = { name: 'Dealer', config }
  const { detail } = sameCar(finance)
  const disclosure = vehiclePageModel(site, detail, NOW).disclosure
  const journey = journeyCar(site, detail, 'test', NOW).summary.finance
  return {
    basis: disclosure && isCompleteDisclosure(disclosure) ? disclosureText(disclosure).basis : null,
    summary: journey && summaryRepayment(journey),
  }
}

const FEE = { finance: { establishment_fee: 395, provider_key: 'angle', default_term: 5 } } as TenantOverrides
const lender = { interestRate: 8.49, termYears: 5, deposit: 0, balloon: 0, establishmentFees: 395 }

describe('one figure, one source: card, vehicle page, calculator first state and buy-online summary agree', () => {
  it.each([
    // $30,000 at the tenant's 10% over 5 years with its $395 fee financed: $30,395 → $149 a week (148.67);
    // comparison rate of 10% + $395 on the $30,000 / 5-year example: $645.80 a month, worth $30,004.41 at 10.56%
    // and $29,997.50 at 10.57% → 10.57%
    ['no lender data: the tenant’s defaults', FEE, { financeLenders: {}, youxQuote: null }, [149, 10, 10.57]],
    // the lender's 8.49% with $395: $30,395 → $144 a week (143.56); its stated 8.95% understates → 9.05% everywhere
    [
      'a lender stating a comparison rate below the computed one',
      FEE,
      { financeLenders: { angle: { ...lender, comparisonRate: 8.95 } }, youxQuote: null },
      [144, 8.49, 9.05],
    ],
    // a stated comparison rate above the computed one is shown as stated, in every place alike
    [
      'a lender stating a higher one',
      FEE,
      { financeLenders: { angle: { ...lender, comparisonRate: 9.2 } }, youxQuote: null },
      [144, 8.49, 9.2],
    ],
    // the quote provider's stored quote: $30,000 at 9.49% over 5 years, no fee → $145 a week (145.02), 9.49%
    [
      'a stored provider quote',
      { finance: { quote_provider: 'on', default_term: 5 } } as TenantOverrides,
      { financeLenders: {}, youxQuote: { weeklyRepaymentAmount: 145, advertisedRate: 9.49, comparisonRate: 9.49 } },
      [145, 9.49, 9.49],
    ],
  ] as const)('%s', (_what, tenant, finance, [weekly, rate, comparisonRate]) => {
    const seen = figures(tenant, finance as Pick<VehicleDetail, 'financeLenders' | 'youxQuote'>)
    const expected = { weekly, rate, comparisonRate }
    expect(seen).toEqual({ card: expected, page: expected, calculator: expected, journey: expected })
  })
})

describe('a monthly account fee is in every comparison rate the site states', () => {
  // a Coastal-like tenant: a $395 establishment fee financed and an $8 monthly account fee (FIN-36)
  const COASTAL = {
    finance: { establishment_fee: 395, monthly_fee: 8, provider_key: 'angle', default_term: 5 },
  } as TenantOverrides

  it.each([
    // the tenant's 10% with $395 financed: $30,395 → $149 a week (148.67), the monthly fee paid beside it, not in
    // it; comparison rate: $645.80 + $8 = $653.80 a month, worth $30,001.57 at 11.10% and $29,994.69 at 11.11%
    ['no lender data: the tenant’s defaults', { financeLenders: {}, youxQuote: null }, [149, 10, 11.1]],
    // the lender's 8.49% with its $395: $144 a week; its stated 9.05% leaves out the $8 a month → 9.60% (hand
    // calculation in comparisonRate.test.ts) on the card, the page, the calculator and the buy-online summary
    [
      'a lender stating the rate without the monthly fee',
      { financeLenders: { angle: { ...lender, comparisonRate: 9.05 } }, youxQuote: null },
      [144, 8.49, 9.6],
    ],
  ] as const)('FIN-36 %s', (_what, finance, [weekly, rate, comparisonRate]) => {
    const car = finance as Pick<VehicleDetail, 'financeLenders' | 'youxQuote'>
    const expected = { weekly, rate, comparisonRate }
    expect(figures(COASTAL, car)).toEqual({ card: expected, page: expected, calculator: expected, journey: expected })
    const said = words(COASTAL, car)
    // the basis line names both fees: the one financed and the one paid with each repayment
    expect(said.basis).toBe(
      'Based on $30,000 over 5 years, no deposit, $395 fees included, $0 final payment, plus $8 monthly account fee.',
    )
    expect(said.summary).toBe(
      `$${weekly} per week at ${rate.toFixed(2)}% p.a. (comparison rate ${comparisonRate.toFixed(2)}% p.a., based on a secured loan of $30,000 over 5 years)`,
    )
  })

  it('FIN-36 without a monthly fee the basis line names none and the rate is the establishment fee’s alone', () => {
    const car = { financeLenders: {}, youxQuote: null }
    expect(words(FEE, car).basis).toBe(
      'Based on $30,000 over 5 years, no deposit, $395 fees included, $0 final payment.',
    )
    expect(figures(FEE, car).page.comparisonRate).toBe(10.57)
  })
})
