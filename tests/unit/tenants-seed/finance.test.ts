import { calculatorAvailable, financeAvailability, inStockForFinance } from '@/domain/finance/availability'
import { calculatorResult, fieldsOutOfRange } from '@/domain/finance/calculator'
import { calculatorStart, carQuote } from '@/domain/finance/carQuote'
import { comparisonRate, loanFees } from '@/domain/finance/comparisonRate'
import { priceDisplay } from '@/domain/price'
import { normaliseStatus } from '@/domain/search/toSearchDoc'
import { resolveSiteConfig, type TenantOverrides } from '@/domain/siteConfig'

import { LENDER_FEES } from '../../../tenants-seed/financeContent'
import { DEMO_SEED, Random } from '../../../tenants-seed/random'
import { TENANTS } from '../../../tenants-seed/tenants'
import { generateVehicles } from '../../../tenants-seed/vehicles'

const NOW = new Date('2026-11-25T00:00:00Z')

type Lender = { interestRate?: number; comparisonRate?: number; establishmentFees?: number }

/** Every seeded car of a tenant (the seed's own stream, so exactly the demo's stock) with its config. */
function seededStock(def: (typeof TENANTS)[number]) {
  const cfg = resolveSiteConfig(def.data as unknown as TenantOverrides)
  const vehicles = generateVehicles(
    {
      tenant: def.slug,
      rng: new Random(`${DEMO_SEED}:${def.slug}`),
      now: NOW,
      stockPrefix: (key) => key.slice(0, 3).toUpperCase(),
      placed: (key) => ({
        locationId: 1,
        locationName: key,
        city: 'City',
        state: 'NSW',
        dealershipId: 1,
        dealershipSlug: key,
        dealershipName: key,
      }),
    },
    1,
  )
  return { cfg, vehicles }
}

describe('the demo stock: every weekly figure has its calculator and its computed comparison rate', () => {
  /** Cars priced above their calculator's maximum (no figure; the calculator starts at its maximum). */
  let beyondMaximumCars = 0

  it.each(TENANTS.map((t) => [t.slug, t] as const))(
    'FIN-13 FIN-27 %s: a car with a weekly figure has a calculator starting from it; every calculator starts valid',
    (_slug, def) => {
      const { cfg, vehicles } = seededStock(def)
      let quoted = 0
      let beyondMaximum = 0
      for (const v of vehicles) {
        const status = normaliseStatus(v.status as string, v.sold)
        if (!inStockForFinance(status)) continue
        const shown = priceDisplay(v, {
          subscriptions: cfg.features.subscriptions,
          pricesVisible: cfg.prices.visible,
          noPriceText: cfg.prices.noPriceText,
        })
        const lenders = (v.finance_lenders ?? null) as Record<string, unknown> | null
        const quote = carQuote(
          { price: shown, make: v.make, lenders, providerQuote: v.youxQuote as never },
          cfg.finance,
        )
        const availability = financeAvailability(
          { year: v.year ?? null, price: shown.amount, status, make: v.make ?? null, financeLenders: lenders as never },
          cfg.finance,
          NOW,
        )
        const shownCalculator = cfg.finance.calculator && calculatorAvailable(quote, availability)
        if (quote) {
          quoted++
          expect([v.slug, shownCalculator]).toEqual([v.slug, true])
          // its comparison rate is never below the one its disclosed fee gives
          expect(quote.comparisonRate).toBeGreaterThanOrEqual(
            comparisonRate(quote.rate, loanFees(cfg.finance, quote.establishmentFee)),
          )
        }
        if (!shownCalculator) continue
        const start = calculatorStart(cfg.finance, { price: shown.amount, lender: availability.lender, quote })
        expect([v.slug, fieldsOutOfRange(start.state, start.bounds)]).toEqual([v.slug, []])
        expect(start.state.amount).toBeGreaterThan(0)
        if (quote) {
          // the calculator's first figure is the quote's
          const first = calculatorResult(start.state, cfg.finance, { establishmentFees: quote.establishmentFee })
          expect([v.slug, first.repayment]).toEqual([v.slug, quote.repayment])
          expect(start.beyondMaximum).toBeNull()
        }
        if (start.beyondMaximum !== null) beyondMaximum++
      }
      expect(quoted).toBeGreaterThan(10)
      beyondMaximumCars += beyondMaximum
    },
  )

  it('the demo has a car priced above its calculator’s maximum, checked above like every other', () => {
    expect(beyondMaximumCars).toBeGreaterThan(0)
  })

  it('the seeded comparison rates are computed from the fees the data lists, never typed in', () => {
    let lenders = 0
    let providerQuotes = 0
    for (const def of TENANTS) {
      const { cfg, vehicles } = seededStock(def)
      for (const v of vehicles) {
        for (const lender of Object.values((v.finance_lenders ?? {}) as Record<string, Lender>)) {
          lenders++
          expect(lender.establishmentFees).toBe(LENDER_FEES.establishmentFee)
          // with the tenant's monthly account fee, as the site computes it (Coastal Mazda's $8, FIN-36)
          expect(lender.comparisonRate).toBe(
            comparisonRate(lender.interestRate!, loanFees(cfg.finance, lender.establishmentFees!)),
          )
        }
        const stored = v.youxQuote as { comparisonRate: number; advertisedRate: number } | null
        if (stored) {
          providerQuotes++
          // the provider's terms carry the tenant's fee: its comparison rate is that fee's
          expect(stored.comparisonRate).toBe(comparisonRate(stored.advertisedRate, loanFees(cfg.finance)))
        }
      }
    }
    expect(lenders).toBeGreaterThan(0)
    expect(providerQuotes).toBeGreaterThan(0)
  })

  it('FIN-36 Coastal Mazda’s $8 monthly account fee, listed in its fee inclusions, is in its comparison rates', () => {
    const coastal = TENANTS.find((t) => t.slug === 'coastal-mazda')!
    const { cfg } = seededStock(coastal)
    expect(cfg.finance.monthlyFee).toBe(8)
    expect(cfg.finance.content.inclusions).toContainEqual(
      expect.objectContaining({ label: 'Monthly account fee', amount: 8 }),
    )
    // its lenders' 8.49% with $395 and $8 a month: 9.60% (comparisonRate.test.ts has the working)
    expect(comparisonRate(8.49, loanFees(cfg.finance, LENDER_FEES.establishmentFee))).toBe(9.6)
  })
})
