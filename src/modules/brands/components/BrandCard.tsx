import { ArrowRight } from '@/components/ui/icons'
import { brandOverviewPath, type BrandView } from '@/domain/brands/brands'

import { BrandLogo } from './BrandLogo'
import { StretchedCard } from './StretchedCard'

/** CMS-02: a brand's card — banner, logo, title, description — leading to its overview (the whole card is the link). */
export function BrandCard({ brand, headingLevel = 3 }: { brand: BrandView; headingLevel?: 2 | 3 | 4 }) {
  return (
    <StretchedCard
      name="brand-card"
      data={{ 'data-brand': brand.slug }}
      photo={brand.bannerUrl}
      sizes="(max-width: 640px) calc(100vw - 2rem), (max-width: 1000px) 50vw, 380px"
      overlay={<BrandLogo src={brand.logoUrl} name={brand.title} className="brand-card__logo" />}
      headingLevel={headingLevel}
      href={brandOverviewPath(brand.slug)}
      title={brand.title}
    >
      {brand.description ? <p className="brand-card__desc">{brand.description}</p> : null}
      <span className="brand-card__more" aria-hidden>
        Explore {brand.title}
        <ArrowRight size={16} />
      </span>
    </StretchedCard>
  )
}
