'use client'

/**
 * StickyHeader: a compact bar fixed to the top once the page has scrolled 500 px or more (VDP-27/28), until the
 * sticky bottom bar opens on a site that has it (stickyHeaderShown: the two never show together).
 *
 * Props
 *   image           the car's primary image URL, or null
 *   name            the car's name
 *   transmission    e.g. 'Automatic' (null: left out)
 *   body            display body, e.g. 'SUV' (null: left out)
 *   priceText       the price as displayed ('$34,990', 'Enquire for price.')
 *   priceTypeLabel  e.g. 'Drive away' (null: left out)
 *   disclosure      the car's quote as a credit-advert disclosure (weekly figure, rate, comparison rate, warning;
 *                   RateDisclosure compact), null: left out
 *   financeHref     the Get Finance link (null: no button)
 *   tradeInHref     the Trade-In Valuation link (null: no button)
 *   bottomBarEnabled the site has the sticky bottom bar: past 900 px the header gives way to it (never both)
 * Not rendered on the server or before the threshold (it repeats what the page already shows).
 */
import { optimiserImage } from '@/components/ui/optimiserImage'
import { RateDisclosure } from '@/components/ui/RateDisclosure'
import type { CreditDisclosure } from '@/domain/finance/creditAdvert'
import { stickyHeaderShown } from '@/domain/vehicle/layout'

import { useScrolledPast } from './useScrollY'

export interface StickyHeaderProps {
  image: string | null
  name: string
  transmission: string | null
  body: string | null
  priceText: string
  priceTypeLabel: string | null
  disclosure: CreditDisclosure | null
  financeHref: string | null
  tradeInHref: string | null
  /** The site has the sticky bottom bar (VDP-29): the header gives way to it once it opens (stickyHeaderShown). */
  bottomBarEnabled?: boolean
}

const headerAlone = (scrollY: number) => stickyHeaderShown(scrollY, false)
const headerBeforeBottomBar = (scrollY: number) => stickyHeaderShown(scrollY, true)

export function StickyHeader({
  image,
  name,
  transmission,
  body,
  priceText,
  priceTypeLabel,
  disclosure,
  financeHref,
  tradeInHref,
  bottomBarEnabled = false,
}: StickyHeaderProps) {
  const visible = useScrolledPast(bottomBarEnabled ? headerBeforeBottomBar : headerAlone)
  if (!visible) return null
  const details = [transmission, body].filter(Boolean).join(' · ')
  return (
    <aside className="vd-sticky-header" aria-label="Vehicle summary" data-testid="vdp-sticky-header">
      <div className="vd-sticky-header__inner">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the optimiser's URLs (optimiserImage) without next/image's script
          <img
            {...optimiserImage({ src: image, width: 96, sizes: '96px' })}
            alt=""
            width={96}
            height={64}
            loading="lazy"
            decoding="async"
            className="vd-sticky-header__image"
          />
        ) : null}
        <div className="vd-sticky-header__title">
          <p className="vd-sticky-header__name">{name}</p>
          {details ? <p className="vd-sticky-header__details">{details}</p> : null}
        </div>
        <div className="vd-sticky-header__price">
          <p>
            <strong>{priceText}</strong>
            {priceTypeLabel ? <span className="vd-sticky-header__price-type"> {priceTypeLabel}</span> : null}
          </p>
          <RateDisclosure
            disclosure={disclosure}
            variant="compact"
            className="vd-sticky-header__weekly"
            testId="sticky-quote"
          />
        </div>
        <div className="vd-sticky-header__actions">
          {financeHref ? (
            <a className="button button--primary" href={financeHref}>
              Get Finance
            </a>
          ) : null}
          {tradeInHref ? (
            <a className="button button--secondary" href={tradeInHref}>
              Trade-In Valuation
            </a>
          ) : null}
        </div>
      </div>
    </aside>
  )
}
