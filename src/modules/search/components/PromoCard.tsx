import Image from 'next/image'

import type { PromoTile } from '@/domain/site'

/** A promo tile placed between stock cards (SRP-06..11). */
export function PromoCard({ tile }: { tile: PromoTile }) {
  return (
    <aside className="card card--promo" data-testid="search-promo" aria-label={tile.title}>
      {tile.imageUrl ? (
        <Image
          src={tile.imageUrl}
          alt=""
          width={600}
          height={400}
          sizes="(max-width: 700px) 100vw, 33vw"
          className="card__image"
        />
      ) : null}
      <div className="card__body">
        <h3 className="card__title">{tile.title}</h3>
        {tile.description ? <p>{tile.description}</p> : null}
        <a className="button button--primary" href={tile.href}>
          {tile.buttonText}
        </a>
      </div>
    </aside>
  )
}
