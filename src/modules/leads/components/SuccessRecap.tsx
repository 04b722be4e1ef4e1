import { ArrowLeft, CheckCircle2, Clock, Phone, Search } from '@/components/ui/icons'

import { OptimisedImg } from '@/components/ui/OptimisedImg'
import { isPlaceholderImage } from '@/domain/cardTag'
import type { ContactLocation } from '@/domain/leads/contactLocation'
import { SUCCESS_NEXT_STEP, carTitle, friendlyHours, successHeadline, type SuccessType } from '@/domain/leads/success'
import { priceDisplay } from '@/domain/price'
import type { TenantSite } from '@/domain/site'
import type { VehicleDetail } from '@/domain/vehicle/types'

const tel = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

/**
 * The thank-you page's recap: what was sent (the car with photo, title and price, or the enquiry type), the
 * dealership's phone and today's hours, what happens next, and links back to the car and to similar stock. Props in,
 * markup out: the route loads the car and the location (`today` is the weekday 0–6 in the location's time zone).
 */
export function SuccessRecap({
  tenant,
  type,
  car,
  location,
  today,
}: {
  tenant: TenantSite
  type: SuccessType | undefined
  car: VehicleDetail | null
  location: ContactLocation | null
  today: number
}) {
  const price = car
    ? priceDisplay(
        {
          price: car.price,
          offer_price: car.offerPrice,
          before_price: car.beforePrice,
          subscription_price: car.subscriptionPrice,
          preorder: car.preorder,
        },
        {
          subscriptions: tenant.config.features.subscriptions,
          pricesVisible: tenant.config.prices.visible,
          noPriceText: tenant.config.prices.noPriceText,
        },
      )
    : null
  const image = car?.primaryImageUrl && !isPlaceholderImage(car.primaryImageUrl) ? car.primaryImageUrl : null
  const title = car ? carTitle(car) : ''
  const similar = car
    ? `/search?${new URLSearchParams({ ...(car.make ? { make: car.make } : {}), ...(car.model ? { model: car.model } : {}) })}`
    : '/search'
  const hours = location?.hours.find((h) => h.weekday === today)
  const phone = location?.phone ?? location?.landline ?? null
  return (
    <div className="lead-page lead-success container">
      <div className="lead-success__head">
        <CheckCircle2 className="lead-success__icon" size={40} aria-hidden="true" />
        <div>
          <h1>Thank you</h1>
          <p className="lead-success__text">{successHeadline(type)}</p>
        </div>
      </div>
      {car ? (
        <section className="lead-success__car" aria-label="The car you asked about">
          <OptimisedImg src={image} alt="" width={320} height={213} sizes="(max-width: 600px) 100vw, 320px" />
          <div>
            <h2 className="lead-success__car-title">{title}</h2>
            {price ? <p className="lead-success__price">{price.text}</p> : null}
            {car.stocknum ? <p className="lead-success__muted">Stock {car.stocknum}</p> : null}
          </div>
        </section>
      ) : null}
      <section className="lead-success__next" aria-labelledby="lead-success-next">
        <h2 id="lead-success-next">What happens next</h2>
        <p>{SUCCESS_NEXT_STEP}</p>
        {location ? (
          <div className="lead-success__contact">
            <p className="lead-success__loc">{location.name}</p>
            {phone ? (
              <p>
                <Phone size={18} aria-hidden="true" /> Can’t wait? Call us on <a href={tel(phone)}>{phone}</a>
              </p>
            ) : null}
            {hours ? (
              <p>
                <Clock size={18} aria-hidden="true" /> Today: {friendlyHours(hours.text.replace(/^[A-Za-z]+: /, ''))}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
      <ul className="lead-success__links" role="list">
        {car ? (
          <li>
            <a className="button button--primary" href={`/cars/${car.slug}`}>
              <ArrowLeft size={18} aria-hidden="true" /> Back to the {title}
            </a>
          </li>
        ) : null}
        <li>
          <a className={car ? 'button button--ghost' : 'button button--primary'} href={similar}>
            <Search size={18} aria-hidden="true" />{' '}
            {car ? `Similar ${[car.make, car.model].filter(Boolean).join(' ')} cars` : 'Browse our cars'}
          </a>
        </li>
        {!car ? (
          <li>
            <a className="button button--ghost" href="/">
              Home page
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  )
}
