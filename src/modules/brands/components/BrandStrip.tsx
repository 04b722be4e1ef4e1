import { ArrowRight } from '@/components/ui/icons'
import { brandOverviewPath, groupBrands, type BrandCategory, type BrandView } from '@/domain/brands/brands'

/**
 * CMS-01 away from the brands page (the home page's "Our brands"): one row of logo chips, each leading to its brand's
 * overview, and a link to the full directory (/brands, where the cards carry banners and descriptions). About a fifth
 * of the directory's markup and no banner photos, for a block that sits below the fold (first paint).
 */
export function BrandStrip({
  brands,
  categories,
  allHref,
}: {
  brands: readonly BrandView[]
  categories?: readonly BrandCategory[] | null
  /** The full directory's path (/brands); no link when the site does not serve it. */
  allHref: string | null
}) {
  const shown = groupBrands(brands, categories).flatMap((g) => g.brands)
  if (shown.length === 0) return null
  return (
    <>
      <ul className="brand-strip" role="list" data-testid="brand-strip">
        {shown.map((b) => (
          <li key={b.id}>
            <a href={brandOverviewPath(b.slug)} className="brand-chip" data-brand={b.slug}>
              <span className="brand-chip__logo" aria-hidden>
                {b.logoUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a small wordmark (SVG as it is, or an upload Payload sized): next/image adds nothing here
                  <img src={b.logoUrl} alt="" width={120} height={48} loading="lazy" decoding="async" />
                ) : (
                  <span className="brand-chip__text">{b.title}</span>
                )}
              </span>
              <span className="brand-chip__name">{b.title}</span>
            </a>
          </li>
        ))}
      </ul>
      {allHref ? (
        <p className="brand-strip__all">
          <a href={allHref} className="button button--secondary" data-testid="brand-strip-all">
            All brands
            <ArrowRight size={16} aria-hidden />
          </a>
        </p>
      ) : null}
    </>
  )
}
