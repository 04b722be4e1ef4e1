import { SectionHeading } from '@/components/ui/SectionHeading'
import { DeferredImage } from '@/components/ui/DeferredImage.client'
import { OptimisedImg } from '@/components/ui/OptimisedImg'
import { optimiserImage } from '@/components/ui/optimiserImage'
import type { PromoTilesBlock as PromoTilesData } from '../../payload-types'
import type { BlockContext } from '../types'
import { getPromoTiles } from '../../src/data/content'
import { relationId } from '../../src/domain/ids'
import { RateDisclosure } from '@/components/ui/RateDisclosure'

const TILE_IMAGE = { width: 1000, height: 667, sizes: '(max-width: 700px) 100vw, 33vw', quality: 75 } as const

/**
 * A tile's photo. Below a page's first two blocks (the home pages: after the hero and the latest-arrivals row) it
 * waits until the shopper scrolls near (DeferredImage: not fetched during the first paint); near the top it loads
 * as a lazy <img> with the optimiser's URLs (OptimisedImg).
 */
function TileImage({ src, deferred }: { src: string; deferred: boolean }) {
  if (!deferred) return <OptimisedImg src={src} alt="" {...TILE_IMAGE} className="tile__image" />
  const photo = optimiserImage({ src: src, ...TILE_IMAGE })
  return <DeferredImage {...photo} width={TILE_IMAGE.width} height={TILE_IMAGE.height} className="tile__image" />
}

export async function PromoTilesComponent({
  block,
  tenant,
  headingLevel,
  position = 0,
}: { block: PromoTilesData } & BlockContext) {
  const ids = (block.tiles ?? []).map(relationId).filter((id) => id !== null)
  const tiles = (await getPromoTiles(tenant, ids)).slice(0, block.limit ?? 6)
  if (tiles.length === 0) return null
  return (
    <section className="container section" data-block="promoTiles" aria-label={block.heading ?? 'Current promotions'}>
      {block.heading ? <SectionHeading level={headingLevel}>{block.heading}</SectionHeading> : null}
      <ul className="tile-grid" role="list">
        {tiles.map((tile) => (
          <li key={tile.id} className="tile" data-testid="promo-tile">
            {tile.imageUrl ? <TileImage src={tile.imageUrl} deferred={position >= 2} /> : null}
            <div className="tile__body">
              <h3 className="tile__title">{tile.title}</h3>
              <RateDisclosure disclosure={tile.credit} variant="compact" />
              {tile.description ? <p>{tile.description}</p> : null}
              <a className="button button--primary" href={tile.href} aria-label={`${tile.buttonText}: ${tile.title}`}>
                {tile.buttonText}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
