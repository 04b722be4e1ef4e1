import { carsCount, type ModelSummary } from '@/domain/brands/brands'
import { formatDollars } from '@/domain/price'

import { StretchedCard } from './StretchedCard'

/** A model of the make in stock: picture of its cheapest car, how many in stock, 'From $x', to its explore page. */
export function ModelCard({ model, headingLevel = 3 }: { model: ModelSummary; headingLevel?: 3 | 4 }) {
  return (
    <StretchedCard
      name="model-card"
      data={{ 'data-model': model.slug }}
      photo={model.imageUrl}
      sizes="(max-width: 560px) calc(100vw - 2rem), (max-width: 1000px) 45vw, 280px"
      headingLevel={headingLevel}
      href={`/${model.slug}`}
      title={`${model.make} ${model.model}`}
    >
      <p className="model-card__meta">{carsCount(model.count)} in stock</p>
      {model.fromPrice !== null ? (
        <p className="model-card__price">
          <span>From</span> {formatDollars(model.fromPrice)}
        </p>
      ) : null}
    </StretchedCard>
  )
}
