import type { StatsBannerBlock as StatsData } from '../../payload-types'
import type { BlockContext } from '../types'
import { GROUP_STATS } from '../../src/domain/site'

/** Custom figures always show; the default group figures (CMS-03) only where the tenant's group-stats flag is on. */
export function StatsBannerComponent({ block, tenant }: { block: StatsData } & BlockContext) {
  const custom = (block.stats ?? []).filter((s) => s.value && s.label)
  if (custom.length === 0 && !tenant.config.features.groupStats) return null
  const stats = custom.length > 0 ? custom : GROUP_STATS
  return (
    <section className="stats" data-block="statsBanner" aria-label={block.heading ?? 'Our group in numbers'}>
      <div className="container">
        {block.heading ? <h2 className="section__heading">{block.heading}</h2> : null}
        <dl className="stats__list">
          {stats.map((s) => (
            <div key={`${s.value}-${s.label}`} className="stats__item">
              <dt className="stats__label">{s.label}</dt>
              <dd className="stats__value">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
