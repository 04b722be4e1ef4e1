import { BadgePercent } from '@/components/ui/icons'
import { DeferredImage } from '@/components/ui/DeferredImage.client'
import type { PromoTile } from '@/domain/site'

import { cardPhoto } from './VehicleCard'
import { RateDisclosure } from '@/components/ui/RateDisclosure'

/**
 * A promo tile placed between stock cards (SRP-06..11). Its picture is the tile's own image when it has one,
 * otherwise a treatment drawn in the tenant's theme colours (--color-primary, --color-accent), so no tile shows
 * another brand's colours. The button names the tile ("Find out more: Low-rate finance"), never just "Learn more".
 */
export function PromoCard({ tile, eager = false }: { tile: PromoTile; eager?: boolean }) {
  return (
    // plain content between the cards, found by its heading: an <aside> here would be a complementary landmark inside
    // <main> (axe landmark-complementary-is-top-level), an <article> would pass for one of the stock cards around it
    <div className="card card--promo promo-tile" data-testid="search-promo">
      <div className="promo-tile__media">
        {tile.imageUrl && !eager ? (
          // below the first card: no source until its cell comes near the viewport (as the stock cards, ResultsGrid)
          <DeferredImage {...cardPhoto(tile.imageUrl)} alt="" className="promo-tile__image" near="li" />
        ) : tile.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- the optimiser URLs by density, as stock cards (cardPhoto; the box is the CSS's 3:2)
          <img {...cardPhoto(tile.imageUrl)} alt="" className="promo-tile__image" />
        ) : (
          <div className="promo-tile__art" aria-hidden="true">
            <BadgePercent size={56} strokeWidth={1.5} />
          </div>
        )}
      </div>
      <div className="card__body promo-tile__body">
        <h3 className="card__title">{tile.title}</h3>
        <RateDisclosure disclosure={tile.credit} variant="compact" />
        {tile.description ? <p className="promo-tile__text">{tile.description}</p> : null}
        <a className="button button--primary promo-tile__button" href={tile.href}>
          <span>{tile.buttonText}</span>
          <span className="visually-hidden">: {tile.title}</span>
        </a>
      </div>
    </div>
  )
}
