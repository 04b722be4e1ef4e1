/**
 * The below-market indicator (PRC-09, PRC-10): a small badge '$1,000 below market average' when the car's price
 * is more than $499 under the market average (state preferred, else national) and under the state average.
 * A server component; renders nothing otherwise.
 *
 * Props: price (the car's price), market (VehicleDetail.market).
 */
import { TrendingDown } from '@/components/ui/icons'

import { formatDollars } from '@/domain/price'
import { belowMarket } from '@/domain/vehicle/belowMarket'
import type { MarketData } from '@/domain/vehicle/types'

export function BelowMarketIndicator({ price, market }: { price: number | null; market: MarketData | null }) {
  const result = belowMarket(price, market)
  if (!result.show || result.difference === null) return null
  return (
    <p className="calc-below-market" data-testid="below-market">
      <TrendingDown size={16} aria-hidden="true" />
      {formatDollars(result.difference)} below market average
    </p>
  )
}
