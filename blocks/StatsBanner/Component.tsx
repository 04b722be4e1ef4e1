import { SectionHeading } from '@/components/ui/SectionHeading'
import { siteCounts } from '@/data/siteChrome'

import type { StatsBannerBlock as StatsData } from '../../payload-types'
import type { BlockContext } from '../types'
import { GROUP_STATS, statsFigures } from '../../src/domain/site'

/**
 * CMS-03 (deliberately changed): figures marketing wrote always show; a Locations or Brands figure left empty is
 * counted from the site's own locations and brands, so the banner never contradicts them. With no figures at all,
 * the group defaults (counted Locations and Brands, 30+ years) show where the tenant's group-stats flag is on.
 */
export async function StatsBannerComponent({ block, tenant, headingLevel }: { block: StatsData } & BlockContext) {
  const listed = (block.stats ?? []).filter((s) => s.label)
  if (listed.length === 0 && !tenant.config.features.groupStats) return null
  const stats = statsFigures(listed.length > 0 ? listed : GROUP_STATS, await siteCounts(tenant.id))
  if (stats.length === 0) return null
  return (
    <section className="stats" data-block="statsBanner" aria-label={block.heading ?? 'Our group in numbers'}>
      <div className="container">
        {block.heading ? <SectionHeading level={headingLevel}>{block.heading}</SectionHeading> : null}
        <dl className="stats__list">
          {stats.map((s) => (
            <div key={`${s.value}-${s.label}`} className="stats__item" data-testid="stat">
              <dt className="stats__label">{s.label}</dt>
              <dd className="stats__value">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
