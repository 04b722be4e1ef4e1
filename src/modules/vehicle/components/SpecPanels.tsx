/**
 * Spec panels (server components) over the rules in src/domain/vehicle/specs.ts (VDP-20..25). Each takes the
 * VehicleDetail as `vehicle`.
 *
 * KeyInformation   { vehicle }  the key-information grid; the first 4 items always visible, the rest behind Show/Hide
 *                               (caravans show their caravan specifications in it)
 * DetailsCard      { vehicle, regoText? }  the '{Car|Motorcycle} Details' card; regoText (regoExpiryText(…)) adds a
 *                               'Rego Expiry' row ('Expires on 12/03/2027' or 'Unregistered')
 * AllSpecifications { vehicle, limit? }  every specification with Show All Specifications / Hide Specifications
 *                               (limit default 0: all hidden until asked; pass e.g. 10 to show some)
 * CaravanSpecifications { vehicle }  the caravan figures on their own (nothing for other vehicles)
 * FeaturesList     { features }  standardEquipment, 8 shown with Show All / Hide; nothing when empty
 * Empty, null and 'null' values are never shown.
 */
import {
  allSpecifications,
  caravanSpecifications,
  detailItems,
  detailsTitle,
  FEATURES_LIMIT,
  featureList,
  keyInformation,
  SPECS_SHOW_LIMIT,
} from '@/domain/vehicle/specs'
import type { VehicleDetail } from '@/domain/vehicle/types'

import { ShowMoreList } from './ShowMoreList.client'

/** The two lists' look and words: key information as a grid, every specification as rows. */
const LIST_WORDS = {
  keyInformation: { variant: 'grid', label: 'Key information', moreLabel: 'Show More', lessLabel: 'Show Less' },
  allSpecifications: {
    variant: 'specs',
    label: 'All specifications',
    moreLabel: 'Show All Specifications',
    lessLabel: 'Hide Specifications',
  },
} as const

export function KeyInformation({ vehicle }: { vehicle: VehicleDetail }) {
  return <ShowMoreList items={keyInformation(vehicle)} limit={SPECS_SHOW_LIMIT} {...LIST_WORDS.keyInformation} />
}

export function DetailsCard({ vehicle, regoText }: { vehicle: VehicleDetail; regoText?: string | null }) {
  const items = detailItems(vehicle)
  if (regoText) items.push({ key: 'regoExpiry', label: 'Rego Expiry', value: regoText })
  const title = detailsTitle(vehicle.itemType)
  return (
    <section className="vd-card" aria-labelledby="vd-details-title">
      <h2 id="vd-details-title" className="vd-card__title">
        {title}
      </h2>
      <dl className="vd-specs">
        {items.map((i) => (
          <div key={i.key} className="vd-specs__row">
            <dt>{i.label}</dt>
            <dd>{i.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function AllSpecifications({ vehicle, limit = 0 }: { vehicle: VehicleDetail; limit?: number }) {
  return <ShowMoreList items={allSpecifications(vehicle)} limit={limit} {...LIST_WORDS.allSpecifications} />
}

export function CaravanSpecifications({ vehicle }: { vehicle: VehicleDetail }) {
  if (vehicle.itemType !== 'caravan') return null
  const items = caravanSpecifications(vehicle.specifications)
  if (items.length === 0) return null
  return <ShowMoreList items={items} limit={items.length} variant="specs" label="Caravan specifications" />
}

export function FeaturesList({ features }: { features: string[] }) {
  const items = featureList(features)
  if (items.length === 0) return null
  return (
    <ShowMoreList
      items={items}
      limit={FEATURES_LIMIT}
      variant="list"
      label="Features"
      moreLabel="Show All"
      lessLabel="Hide"
    />
  )
}
