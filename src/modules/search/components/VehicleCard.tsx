import { Camera } from '@/components/ui/icons'
import { preload } from 'react-dom'

import { Badge } from '@/components/ui/Badge'
import { DeferredImage } from '@/components/ui/DeferredImage.client'
import { optimiserImage } from '@/components/ui/optimiserImage'
import { CreditNote, RateDisclosure } from '@/components/ui/RateDisclosure'
import { cardDisclosure, comparedFromCard, favouriteFromCard, type CardView } from '@/domain/search/cardView'
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
 * The card photo's src/srcSet: next/image's optimiser URLs (canOptimise decides whether the optimiser may
 * serve it; uploads and feed CDN photos load as they are), cut to CARD_WIDTHS: next/image lists every configured
 * width (about 9 URLs a photo), most of which no card ever asks for.
 */
export function cardImageSource(src: string, sizes: string): { src: string; srcSet?: string } {
  const props = optimiserImage({ src: src, width: 600, sizes })
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
 * The optimiser widths a card photo is offered in, by screen density: a card is 290–430 CSS px wide in every layout
 * (phone column, grid, home row), so ~1×, ~2× and ~3× of it (next.config.mjs imageSizes/deviceSizes).
 */
const CARD_PHOTO_WIDTHS: [width: number, density: string][] = [
  [375, '1x'],
  [640, '2x'],
  [1080, '3x'],
]

/**
 * The stock card photo (~250 bytes a card instead of ~600). A card is about the same width in every
 * layout, so its photo is chosen by screen density alone: `src` the 1× width, `srcSet` the 2× and 3× ones as
 * density descriptors, no `sizes` (a phone or laptop at 1.75× or 2× loads the 640 px photo, at 3× the 1080 px one,
 * a desktop at 1× the 375 px one). The optimiser's URLs as next/image builds them, with the path's slashes left
 * unescaped (the optimiser reads the same `url`). An image the optimiser cannot fetch (canOptimise) loads as it is.
 */
export function cardPhoto(src: string): { src: string; srcSet?: string } {
  // sizes only so that next/image lists the small widths too (a vw share under 100 %)
  // optimiserImage (next/image's URLs): next/image itself would put its <Image> component in the results page's script
  const props = optimiserImage({ src: src, width: 600, sizes: RESULTS_CARD_SIZES })
  if (!props.srcSet) return { src: props.src }
  const urls = new Map(
    props.srcSet.split(', ').map((entry) => {
      const at = entry.lastIndexOf(' ')
      return [Number(/(\d+)w$/.exec(entry)?.[1]), entry.slice(0, at).replace(/%2F/g, '/')] as const
    }),
  )
  // each wanted width, or the next configured one above it
  const widths = [...urls.keys()].sort((a, b) => a - b)
  const chosen = CARD_PHOTO_WIDTHS.map(([want, density]) => ({ width: widths.find((w) => w >= want), density }))
  if (chosen.some((c) => c.width === undefined)) return { src: props.src, srcSet: props.srcSet }
  const [one, ...more] = chosen.map((c) => ({ url: urls.get(c.width!)!, density: c.density }))
  return { src: one!.url, srcSet: more.map((c) => `${c.url} ${c.density}`).join(', ') }
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
  near,
}: {
  card: CardView
  /**
   * How the photo loads: 'preload' (the LCP candidate: a preload link and high fetch priority), 'eager' (the rest
   * of the first row), 'lazy' (below the fold) or 'deferred' (no source until `near` comes within 300 px of the
   * viewport, DeferredImage: Chromium's lazy loading fetched a phone's whole carousel or grid before the LCP).
   */
  load?: 'preload' | 'eager' | 'lazy' | 'deferred'
  /** With load 'deferred': the ancestor (a selector for closest()) whose nearness loads the photo; the card's own cell by default. */
  near?: string
  /** Ignored (the photo's srcset is by screen density, cardPhoto): kept so that callers passing sizes still compile. */
  sizes?: string
}) {
  const { tag, price } = card
  const sold = card.status === 'sold'
  const image = card.image ? cardPhoto(card.image) : null
  // The LCP candidate: the browser starts on the photo before it reaches the <img> (a preload link in the head).
  if (image && load === 'preload') {
    preload(image.src, { as: 'image', imageSrcSet: image.srcSet, fetchPriority: 'high' })
  }
  return (
    <article className={`card${sold ? ' card--sold' : ''}`}>
      <a href={`/cars/${card.slug}`} className="card__link">
        <div className="card__media">
          {image && load === 'deferred' ? (
            <DeferredImage
              src={image.src}
              srcSet={image.srcSet}
              // without JavaScript: the 2x photo alone (not the whole srcset again in every card's HTML)
              fallback={image.srcSet?.split(' ')[0] ?? image.src}
              alt=""
              className="card__image"
              near={near ?? 'li'}
            />
          ) : image ? (
            // eslint-disable-next-line @next/next/no-img-element -- next/image's own srcset lists every configured width; cardPhoto offers three by density (its size is the CSS's: .card__image is 100% wide at 3:2)
            <img
              src={image.src}
              srcSet={image.srcSet}
              alt=""
              loading={load === 'lazy' ? 'lazy' : undefined}
              fetchPriority={load === 'preload' ? 'high' : undefined}
              className="card__image"
            />
          ) : (
            <div className="card__image card__image--placeholder">
              <Camera size={28} aria-hidden="true" />
              <span>New arrival: photos coming soon</span>
            </div>
          )}
          {tag ? (
            <Badge variant="card" kind={tag.kind}>
              {tag.label}
            </Badge>
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
            <p className="card__price">
              {price.before !== null ? (
                <>
                  <s className="card__before">
                    <span className="visually-hidden">Was </span>
                    {price.before}
                  </s>{' '}
                </>
              ) : null}
              <strong>{price.text}</strong>
              {price.type ? <small>{` ${price.type}`}</small> : null}
            </p>
          ) : null}
          {card.weekly ? (
            <RateDisclosure disclosure={cardDisclosure(card.weekly)} variant="compact" className="card__weekly" noted />
          ) : null}
          {card.location ? <p className="card__location">{card.location}</p> : null}
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

/**
 * The example and warning the cards' repayments share (RateDisclosure `noted`), for right under a list of cards.
 * Every list of VehicleCards renders it after the list.
 */
export function CardsCreditNote({ cards }: { cards: readonly Pick<CardView, 'weekly'>[] }) {
  return <CreditNote disclosures={cards.map((c) => (c.weekly ? cardDisclosure(c.weekly) : null))} />
}
