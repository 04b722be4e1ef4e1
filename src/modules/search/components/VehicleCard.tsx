import { Camera } from '@/components/ui/icons'
import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { imageSourceProps } from '@/components/ui/imageSource'
import { comparedFromCard, favouriteFromCard, type CardView } from '@/domain/search/cardView'
import { CompareButton } from '@/modules/saved/components/CompareButton.client'
import { FavouriteButton } from '@/modules/saved/components/FavouriteButton.client'

/**
 * The results grid's photo widths: one column on phones (the container's 1rem gutters), two up to the filter
 * sidebar's breakpoint, then about a third of the page; at most ~360 px. A 390 px phone at 1.75× asks for ~640 px.
 */
export const RESULTS_CARD_SIZES =
  '(max-width: 560px) calc(100vw - 2rem), (max-width: 860px) 50vw, (max-width: 1240px) 30vw, 360px'

/** The optimiser widths a card photo is offered in: ~1×, 1.75×, 2× and 3× a card's ~360 CSS px (next.config.mjs). */
const CARD_WIDTHS = [375, 640, 750, 1080]
/** The width of the plain `src`, for browsers without srcset support. */
const FALLBACK_WIDTH = 640

/**
 * The card photo's src/srcSet: next/image's optimiser URLs (imageSourceProps decides whether the optimiser may
 * serve it; uploads and feed CDN photos load as they are), cut to CARD_WIDTHS: next/image lists every configured
 * width (about 9 URLs a photo), most of which no card ever asks for.
 */
export function cardImageSource(src: string, sizes: string): { src: string; srcSet?: string } {
  const { props } = getImageProps({ ...imageSourceProps(src), alt: '', width: 600, height: 400, sizes })
  if (!props.srcSet) return { src: props.src }
  const entries = props.srcSet
    .split(', ')
    .map((entry) => ({ entry, width: Number(/ (\d+)w$/.exec(entry)?.[1]) }))
    .filter((e) => CARD_WIDTHS.includes(e.width))
  if (entries.length === 0) return { src: props.src, srcSet: props.srcSet }
  const fallback = entries.find((e) => e.width === FALLBACK_WIDTH) ?? entries[entries.length - 1]!
  return {
    src: fallback.entry.slice(0, fallback.entry.lastIndexOf(' ')),
    srcSet: entries.map((e) => e.entry).join(', '),
  }
}

/**
 * A stock card (SRP-03..05, SRP-40..47): image, title, badge, location, default attributes, price, weekly figure,
 * tag; below the link, the favourite and compare buttons where the tenant's flags and the car allow (SAVE-16..18).
 * Draws a CardView (src/domain/search/cardView.ts): every decision and format is made there, once per card.
 * Renders on the server (stock blocks) and in the results page's client component alike.
 */
export function VehicleCard({
  card,
  load = 'lazy',
  sizes = RESULTS_CARD_SIZES,
}: {
  card: CardView
  /**
   * How the photo loads: 'preload' (the LCP candidate: a preload link and high fetch priority), 'eager' (the rest
   * of the first row) or 'lazy' (below the fold).
   */
  load?: 'preload' | 'eager' | 'lazy'
  /** The photo's display width for the srcset choice (the `sizes` attribute). */
  sizes?: string
}) {
  const { tag, price } = card
  const sold = card.status === 'sold'
  const image = card.image ? cardImageSource(card.image, sizes) : null
  // The LCP candidate: the browser starts on the photo before it reaches the <img> (a preload link in the head).
  if (image && load === 'preload') {
    preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: sizes, fetchPriority: 'high' })
  }
  return (
    <article className={`card${sold ? ' card--sold' : ''}`} data-testid="vehicle-card" data-car-type={card.carType}>
      <a href={`/cars/${card.slug}`} className="card__link">
        <div className="card__media">
          {image ? (
            // eslint-disable-next-line @next/next/no-img-element -- next/image's own srcset lists every configured width; cardImageSource keeps its optimiser URLs, cut to the widths a card uses
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.srcSet ? sizes : undefined}
              alt=""
              width={600}
              height={400}
              loading={load === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={load === 'preload' ? 'high' : undefined}
              decoding="async"
              className="card__image"
            />
          ) : (
            <div className="card__image card__image--placeholder">
              <Camera size={28} aria-hidden="true" />
              <span>New arrival: photos coming soon</span>
            </div>
          )}
          {tag ? (
            <span className={`card__tag card__tag--${tag.kind}`} data-testid="card-tag" data-tag-kind={tag.kind}>
              {tag.label}
            </span>
          ) : null}
        </div>
        <div className="card__body">
          <h3 className="card__title">{card.name}</h3>
          {card.badge ? <p className="card__badge">{card.badge}</p> : null}
          <ul className="card__attrs" aria-label="Key details">
            {card.attrs.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          {price ? (
            <p className="card__price" data-testid="card-price">
              {price.before !== null ? (
                <>
                  <s className="card__before">
                    <span className="visually-hidden">Was </span>
                    {price.before}
                  </s>{' '}
                </>
              ) : null}
              <strong>{price.text}</strong>
              {price.type ? <span className="card__price-type">{` ${price.type}`}</span> : null}
            </p>
          ) : null}
          {card.weekly ? <p className="card__weekly">{card.weekly}</p> : null}
          {card.location ? (
            <p className="card__location">
              <span>{card.location}</span>
            </p>
          ) : null}
        </div>
      </a>
      {card.save ? (
        <div className="saved-actions">
          {card.save.compare ? <CompareButton car={comparedFromCard(card)} /> : null}
          {card.save.favourite ? <FavouriteButton car={favouriteFromCard(card)} /> : null}
        </div>
      ) : null}
    </article>
  )
}
