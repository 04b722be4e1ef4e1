'use client'

/**
 * The fuel calculator (FUE-01..07): kilometres a week and the fuel price ($/L), with the car's combined
 * consumption (L/100km, default 10): weekly cost = km/100 × economy × price, to 2 decimals. Renders nothing for
 * electric cars.
 *
 * Props
 *   variant      VehicleDetail.variant (reads fuelconsumptioncombined)
 *   fuel         VehicleDetail.fuel; simpleFuel VehicleDetail.simpleFuel (electric → hidden)
 *   heading      heading text (default 'Fuel Calculator'); headingLevel 2 (default) or 3
 */
import { useId, useState } from 'react'

import { FormField } from '@/components/ui/FormField'
import { formatFuelCost, fuelCost, fuelEconomy, FUEL_DEFAULTS, isElectricFuel } from '@/domain/vehicle/fuel'
import { CALC_FIELD } from '@/modules/finance/components/calcField'

export interface FuelCalculatorProps {
  variant: Record<string, unknown> | null
  fuel?: string | null
  simpleFuel?: string | null
  heading?: string
  headingLevel?: 2 | 3
}

function TextField({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value: string
  onChange: (v: string) => void
}) {
  return (
    <FormField id={id} label={label} classes={CALC_FIELD}>
      {(control) => (
        <input
          {...control}
          className="calc-field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  )
}

export function FuelCalculator({
  variant,
  fuel = null,
  simpleFuel = null,
  heading = 'Fuel Calculator',
  headingLevel = 2,
}: FuelCalculatorProps) {
  const id = useId()
  const [distance, setDistance] = useState(String(FUEL_DEFAULTS.kmsPerWeek))
  const [price, setPrice] = useState(FUEL_DEFAULTS.pricePerLitre.toFixed(2))
  if (isElectricFuel(fuel, simpleFuel)) return null
  const economy = fuelEconomy(variant)
  const cost = fuelCost(distance, economy, price)
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <section className="calc-fuel" aria-labelledby={`${id}-heading`} data-testid="fuel-calculator">
      <Heading className="calc-fuel__heading" id={`${id}-heading`}>
        {heading}
      </Heading>
      <div className="calc-fuel__fields">
        <TextField id={`${id}-distance`} label="Kilometres per week" value={distance} onChange={setDistance} />
        <TextField id={`${id}-price`} label="Fuel price ($ per litre)" value={price} onChange={setPrice} />
      </div>
      <p className="calc-fuel__economy">Fuel economy: {economy} L/100km (combined)</p>
      <p className="calc-fuel__result" aria-live="polite" data-testid="fuel-result">
        {cost === null ? 'Enter kilometres and a fuel price to see the cost.' : `$${formatFuelCost(cost)} per week`}
      </p>
    </section>
  )
}
