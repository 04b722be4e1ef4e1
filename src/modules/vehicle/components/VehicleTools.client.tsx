'use client'

/**
 * The vehicle page's calculators, in the order the page shows them: finance (FIN-*), the price gauge, fuel and
 * delivery. One chunk, loaded by DeferredVehicleTools (Deferred.client.tsx) after the page, never with it.
 */
import type { ComponentProps } from 'react'

import { FinanceCalculator, type FinanceCalculatorProps } from '@/modules/finance/components/FinanceCalculator.client'

import { DeliveryCalculator } from './DeliveryCalculator.client'
import { FuelCalculator } from './FuelCalculator.client'
import { PriceGauge } from './PriceGauge.client'

export interface VehicleToolsProps {
  /** The finance calculator's props, or null when the page does not show it. */
  finance: FinanceCalculatorProps | null
  /** The car's slug for the price gauge, or null when the gauge is off. */
  gaugeSlug: string | null
  fuel: Pick<ComponentProps<typeof FuelCalculator>, 'variant' | 'fuel' | 'simpleFuel'>
  deliverySlug: string
}

export function VehicleTools({ finance, gaugeSlug, fuel, deliverySlug }: VehicleToolsProps) {
  return (
    <div className="vdp-tools">
      {finance ? <FinanceCalculator {...finance} /> : null}
      {gaugeSlug ? <PriceGauge slug={gaugeSlug} /> : null}
      <FuelCalculator variant={fuel.variant} fuel={fuel.fuel} simpleFuel={fuel.simpleFuel} />
      <DeliveryCalculator slug={deliverySlug} />
    </div>
  )
}
