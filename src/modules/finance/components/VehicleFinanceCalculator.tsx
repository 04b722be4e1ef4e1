/**
 * The finance calculator for a vehicle page (server component): shown only where the tenant has the calculator
 * on and finance is available for the car (financeAvailability: lender data without null rates, not an excluded
 * make or site, the tenant's availability rule, FIN-01..09). The car's lender data seeds the inputs and its
 * disclaimer; the Get Finance link carries the car (RTE-17/18).
 *
 * Props
 *   vehicle       VehicleDetail (reads id, price, offerPrice, year, make, status, carType, vin, dealershipName,
 *                 financeLenders)
 *   config        SiteConfig['finance']
 *   financePath   the tenant's finance page (default '/finance')
 *   now           the date the availability rule is judged at (default: now)
 */
import { financeAvailability } from '@/domain/finance/availability'
import { financeHref } from '@/domain/finance/links'
import { isRealPrice } from '@/domain/price'
import type { SiteConfig } from '@/domain/siteConfig'
import type { VehicleDetail } from '@/domain/vehicle/types'

import { FinanceCalculator } from './FinanceCalculator.client'

export interface VehicleFinanceCalculatorProps {
  vehicle: Pick<VehicleDetail, 'id' | 'price' | 'offerPrice' | 'year' | 'make' | 'status' | 'carType' | 'vin' | 'dealershipName' | 'financeLenders'>
  config: SiteConfig['finance']
  financePath?: string | null
  now?: Date
}

export function VehicleFinanceCalculator({ vehicle, config, financePath = null, now }: VehicleFinanceCalculatorProps) {
  if (!config.calculator) return null
  const availability = financeAvailability(vehicle, config, now)
  if (!availability.available) return null
  const price = isRealPrice(vehicle.offerPrice) ? vehicle.offerPrice : vehicle.price
  return (
    <FinanceCalculator
      config={config}
      price={price}
      lender={availability.lender}
      financeLink={financeHref(financePath, {
        preferredDealership: vehicle.dealershipName,
        vehiclePriceBudget: price,
        carId: vehicle.id,
        carType: vehicle.carType,
        vin: vehicle.vin,
      })}
    />
  )
}
