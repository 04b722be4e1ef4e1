import { Camera, Clock, MapPin } from 'lucide-react'
import Image from 'next/image'

import { imageSourceProps } from '@/components/ui/imageSource'
import { bodyLabel } from '@/domain/bodyTypes'
import { carTypeLabel } from '@/domain/carTypes'
import { cardTag, isPlaceholderImage } from '@/domain/cardTag'
import { formatDollars, formatKm, priceDisplay, priceTypeLabel } from '@/domain/price'
import { comparedFromHit, favouriteFromHit } from '@/domain/saved/lists'
import { saveableFromHit, showSaveButton } from '@/domain/saved/visibility'
import type { SearchHit } from '@/domain/search/types'
import type { TenantSite } from '@/domain/site'
import { CompareButton } from '@/modules/saved/components/CompareButton.client'
import { FavouriteButton } from '@/modules/saved/components/FavouriteButton.client'

import '../search.css'

/**
 * A stock card (SRP-03..05, SRP-40..47): image, title, badge, location, default attributes, price, weekly figure,
 * tag; below the link, the favourite and compare buttons where the tenant's flags and the car allow (SAVE-16..18).
 */
export function VehicleCard({
  hit,
  tenant,
  priority,
  now,
}: {
  hit: SearchHit
  tenant: TenantSite
  priority: boolean
  now: Date
}) {
  const price = priceDisplay(
    {
      price: hit.list_price,
      offer_price: hit.offer_price,
      before_price: hit.before_price,
      subscription_price: hit.subscription_price,
      preorder: hit.preorder,
    },
    {
      subscriptions: tenant.config.features.subscriptions,
      pricesVisible: tenant.config.prices.visible,
      noPriceText: tenant.config.prices.noPriceText,
    },
  )
  const typeLabel = priceTypeLabel(hit.price_type, price, 'short')
  const tag = cardTag(hit, { now, electricTag: tenant.config.features.electricTag })
  const image = hit.primary_image_url && !isPlaceholderImage(hit.primary_image_url) ? hit.primary_image_url : null
  const attributes = [
    carTypeLabel(hit.car_type),
    hit.body ? bodyLabel(hit.body) : null,
    hit.km !== null ? formatKm(hit.km) : null,
    hit.transmission,
    hit.stocknum ? `Stock #${hit.stocknum}` : null,
  ].filter((a): a is string => Boolean(a))
  const sold = hit.status === 'sold'
  const saveable = saveableFromHit(hit)
  const showFavourite = showSaveButton('favourite', saveable, tenant.config)
  const showCompare = showSaveButton('compare', saveable, tenant.config)
  return (
    <article className={`card${sold ? ' card--sold' : ''}`} data-testid="vehicle-card" data-car-type={hit.car_type}>
      <a href={`/cars/${hit.slug}`} className="card__link">
        <div className="card__media">
          {image ? (
            <Image
              {...imageSourceProps(image)}
              alt=""
              width={600}
              height={400}
              sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 300px"
              priority={priority}
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
              {tag.kind === 'new_arrival' ? <Clock size={14} aria-hidden="true" /> : null}
              {tag.label}
            </span>
          ) : null}
        </div>
        <div className="card__body">
          <h3 className="card__title">{hit.name}</h3>
          {hit.badge ? <p className="card__badge">{hit.badge}</p> : null}
          <ul className="card__attrs" aria-label="Key details">
            {attributes.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          {sold ? null : (
            <p className="card__price" data-testid="card-price">
              {price.before !== null ? (
                <>
                  <s className="card__before">
                    <span className="visually-hidden">Was </span>
                    {formatDollars(price.before)}
                  </s>{' '}
                </>
              ) : null}
              <strong>{price.text}</strong>
              {typeLabel ? <span className="card__price-type"> {typeLabel}</span> : null}
            </p>
          )}
          {!sold && price.kind !== 'none' && hit.weekly_figure !== null ? (
            <p className="card__weekly">{formatDollars(hit.weekly_figure)} per week</p>
          ) : null}
          {hit.location_name ? (
            <p className="card__location">
              <MapPin size={14} aria-hidden="true" />
              <span>{hit.location_name}</span>
            </p>
          ) : null}
        </div>
      </a>
      {showFavourite || showCompare ? (
        <div className="saved-actions">
          {showCompare ? <CompareButton car={comparedFromHit(hit, price.text)} /> : null}
          {showFavourite ? <FavouriteButton car={favouriteFromHit(hit)} /> : null}
        </div>
      ) : null}
    </article>
  )
}
