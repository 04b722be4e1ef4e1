import { ArrowRight } from '@/components/ui/icons'
import { OptimisedImg } from '@/components/ui/OptimisedImg'
import { brandOverviewPath, type BrandView } from '@/domain/brands/brands'

import { BrandLogo } from './BrandLogo'

/** CMS-02: a brand's card — banner, logo, title, description — leading to its overview (the whole card is the link). */
export function BrandCard({ brand, headingLevel = 3 }: { brand: BrandView; headingLevel?: 2 | 3 | 4 }) {
  const H = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  return (
    <article className="brand-card" data-testid="brand-card" data-brand={brand.slug}>
      <div className="brand-card__banner">
        {brand.bannerUrl ? (
          <OptimisedImg
            src={brand.bannerUrl}
            alt=""
            fill
            sizes="(max-width: 640px) calc(100vw - 2rem), (max-width: 1000px) 50vw, 380px"
            className="brand-card__banner-img"
          />
        ) : null}
        <BrandLogo src={brand.logoUrl} name={brand.title} className="brand-card__logo" />
      </div>
      <div className="brand-card__body">
        <H className="brand-card__title">
          <a href={brandOverviewPath(brand.slug)} className="brand-card__link">
            {brand.title}
          </a>
        </H>
        {brand.description ? <p className="brand-card__desc">{brand.description}</p> : null}
        <span className="brand-card__more" aria-hidden>
          Explore {brand.title}
          <ArrowRight size={16} />
        </span>
      </div>
    </article>
  )
}
