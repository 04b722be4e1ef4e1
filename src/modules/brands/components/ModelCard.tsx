import { OptimisedImg } from '@/components/ui/OptimisedImg'
import { carsCount, type ModelSummary } from '@/domain/brands/brands'
import { formatDollars } from '@/domain/price'

/** A model of the make in stock: picture of its cheapest car, how many in stock, 'From $x', to its explore page. */
export function ModelCard({ model, headingLevel = 3 }: { model: ModelSummary; headingLevel?: 3 | 4 }) {
  const H = `h${headingLevel}` as 'h3' | 'h4'
  return (
    <article className="model-card" data-testid="model-card" data-model={model.slug}>
      <div className="model-card__media">
        {model.imageUrl ? (
          <OptimisedImg
            src={model.imageUrl}
            alt=""
            fill
            sizes="(max-width: 560px) calc(100vw - 2rem), (max-width: 1000px) 45vw, 280px"
            className="model-card__img"
          />
        ) : null}
      </div>
      <div className="model-card__body">
        <H className="model-card__title">
          <a href={`/${model.slug}`} className="model-card__link">
            {model.make} {model.model}
          </a>
        </H>
        <p className="model-card__meta">{carsCount(model.count)} in stock</p>
        {model.fromPrice !== null ? (
          <p className="model-card__price">
            <span>From</span> {formatDollars(model.fromPrice)}
          </p>
        ) : null}
      </div>
    </article>
  )
}
