/**
 * The calculators and the price gauge, for the vehicle page and page blocks.
 *   FinanceCalculator      src/modules/finance/components/FinanceCalculator.client.tsx
 *   PriceGauge             src/modules/vehicle/components/PriceGauge.client.tsx
 *   BelowMarketIndicator   src/modules/vehicle/components/BelowMarketIndicator.tsx
 *   FuelCalculator         src/modules/vehicle/components/FuelCalculator.client.tsx
 *   DeliveryCalculator     src/modules/vehicle/components/DeliveryCalculator.client.tsx
 */
export { FinanceCalculator, type FinanceCalculatorProps } from './components/FinanceCalculator.client'
export { PriceGauge, type PriceGaugeProps } from '../vehicle/components/PriceGauge.client'
export { BelowMarketIndicator } from '../vehicle/components/BelowMarketIndicator'
export { FuelCalculator, type FuelCalculatorProps } from '../vehicle/components/FuelCalculator.client'
export { DeliveryCalculator, type DeliveryCalculatorProps } from '../vehicle/components/DeliveryCalculator.client'
