import Image from 'next/image'

import { imageSourceProps } from '@/components/ui/imageSource'
import type { PromoTilesBlock as PromoTilesData } from '../../payload-types'
import type { BlockContext } from '../types'
import { getPromoTiles } from '../../src/data/content'
import { relationId } from '../../src/domain/ids'

export async function PromoTilesComponent({ block, tenant, headingLevel }: { block: PromoTilesData } & BlockContext) {
  const ids = (block.tiles ?? []).map(relationId).filter((id) => id !== null)
  const tiles = (await getPromoTiles(tenant, ids)).slice(0, block.limit ?? 6)
  if (tiles.length === 0) return null
  return (
    <section className="container section" data-block="promoTiles" aria-label={block.heading ?? 'Current promotions'}>
      {block.heading ? (
        headingLevel === 1 ? (
          <h1 className="section__heading">{block.heading}</h1>
        ) : (
          <h2 className="section__heading">{block.heading}</h2>
        )
      ) : null}
      <ul className="tile-grid" role="list">
        {tiles.map((tile) => (
          <li key={tile.id} className="tile" data-testid="promo-tile">
            {tile.imageUrl ? (
              <Image
                {...imageSourceProps(tile.imageUrl)}
                alt=""
                width={1000}
                height={667}
                sizes="(max-width: 700px) 100vw, 33vw"
                className="tile__image"
              />
            ) : null}
            <div className="tile__body">
              <h3 className="tile__title">{tile.title}</h3>
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
