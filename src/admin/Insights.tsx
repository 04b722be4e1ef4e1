import type { AdminViewServerProps } from 'payload'

import { tenantInsights, type DayCounts } from '@/data/insights'
import { savedSearchPath } from '@/domain/alerts/savedSearch'
import { formatDate } from '@/domain/dateFormat'
import { barHeights, FUNNEL, funnelSteps, INSIGHT_PERIODS, insightPeriod, trendText } from '@/domain/insights'
import { numberFormat } from '@/domain/numberFormat'
import { resolveSiteConfig, type TenantOverrides } from '@/domain/siteConfig'

import { param, staffTenantView, TenantSelect } from './AdminViewFrame'

const COUNT = numberFormat({ maximumFractionDigits: 0 })
const PERCENT = numberFormat({ maximumFractionDigits: 1 })
/** A calendar day of the tenant (YYYY-MM-DD) as the admin writes dates: '27 Nov 2026'. */
const dayText = (day: string) => formatDate(new Date(`${day}T00:00:00Z`), 'd mmm yyyy', 'UTC')

/** One funnel step's daily bars: an SVG with a summary for screen readers (the table below has every figure). */
function DailyBars({ label, values, days }: { label: string; values: number[]; days: DayCounts[] }) {
  const heights = barHeights(values)
  const width = 100 / Math.max(1, values.length)
  const peak = Math.max(0, ...values)
  const peakDay = days[values.indexOf(peak)]?.day
  return (
    <figure className="mkadm-insights__chart">
      <figcaption>{label}</figcaption>
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        role="img"
        aria-label={`${label} per day: ${COUNT.format(values.reduce((a, b) => a + b, 0))} in all${peak > 0 && peakDay ? `, most on ${dayText(peakDay)} (${COUNT.format(peak)})` : ''}`}
      >
        {heights.map((h, i) => (
          <rect
            key={i}
            x={i * width + width * 0.1}
            width={width * 0.8}
            y={40 - Math.max(h * 40, values[i]! > 0 ? 1 : 0)}
            height={Math.max(h * 40, values[i]! > 0 ? 1 : 0)}
          />
        ))}
      </svg>
    </figure>
  )
}

/**
 * Insights (admin → Insights): what shoppers do on a tenant's site over 7, 30 or 90 days — the funnel (searches →
 * vehicle pages → enquiries → reservations) with a chart per day, the searches that found nothing, the most watched
 * and least viewed cars, alert emails sent and opened. Aggregate counts only (src/data/insights.ts): no shopper is
 * named. Staff see their own tenants (a super admin every tenant).
 */
export async function Insights(props: AdminViewServerProps) {
  const { searchParams } = props
  const { req } = props.initPageResult
  const view = await staffTenantView(props, 'Insights', 'see insights')
  if ('page' in view) return view.page
  const { frame, tenants, tenant } = view
  const config = resolveSiteConfig(tenant as unknown as TenantOverrides)
  const period = insightPeriod(param(searchParams?.days), new Date(), config.timeZone)
  const data = await tenantInsights(req.payload, { id: tenant.id, timeZone: config.timeZone }, period)
  const steps = funnelSteps(data.totals, data.previous)
  const site = tenant.domains?.[0]?.hostname ? `https://${tenant.domains[0].hostname}` : ''

  return frame(
    <div className="mkadm-insights" data-testid="insights">
      <p className="mkadm-insights__intro">
        What shoppers did on {tenant.name} from {dayText(period.from)} to {dayText(period.to)}: counts only, no shopper
        is named.
      </p>
      <form method="get" className="mkadm-insights__controls">
        <TenantSelect id="insights-tenant" tenants={tenants} current={tenant.id} />{' '}
        <label htmlFor="insights-days">Period</label>{' '}
        <select id="insights-days" name="days" defaultValue={String(period.days)}>
          {INSIGHT_PERIODS.map((d) => (
            <option key={d} value={String(d)}>
              Last {d} days
            </option>
          ))}
        </select>{' '}
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          Show
        </button>
      </form>

      <h2>Funnel</h2>
      <ol className="mkadm-insights__funnel" data-testid="insights-funnel">
        {steps.map((s) => (
          <li key={s.key} data-step={s.key}>
            <span className="mkadm-insights__count">{COUNT.format(s.count)}</span> {s.label}
            {s.rate !== null ? (
              <span className="mkadm-insights__rate"> ({PERCENT.format(s.rate * 100)}% of the step before)</span>
            ) : null}
            <span className="mkadm-insights__trend" data-change={s.change === null ? 'none' : Math.sign(s.change)}>
              {' '}
              — {trendText(s, period.days, (n) => PERCENT.format(n))}
            </span>
          </li>
        ))}
      </ol>
      <div className="mkadm-insights__charts">
        {FUNNEL.map((f) => (
          <DailyBars key={f.key} label={f.label} values={data.days.map((d) => d[f.key])} days={data.days} />
        ))}
      </div>
      <details>
        <summary>Every day&apos;s figures</summary>
        <table className="mkadm-insights__table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              {FUNNEL.map((f) => (
                <th key={f.key} scope="col">
                  {f.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayText(d.day)}</th>
                {FUNNEL.map((f) => (
                  <td key={f.key}>{COUNT.format(d[f.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>

      <h2>Searches that found nothing</h2>
      {data.foundNothing.length === 0 ? (
        <p>None in this period.</p>
      ) : (
        <table className="mkadm-insights__table" data-testid="insights-found-nothing">
          <thead>
            <tr>
              <th scope="col">What shoppers looked for</th>
              <th scope="col">Searches</th>
            </tr>
          </thead>
          <tbody>
            {data.foundNothing.map((r) => (
              <tr key={r.query}>
                <td>{site ? <a href={`${site}${savedSearchPath(r.query)}`}>{r.heading}</a> : r.heading}</td>
                <td>{COUNT.format(r.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <div className="mkadm-insights__columns">
        <section>
          <h2>Most watched cars</h2>
          {data.mostWatched.length === 0 ? (
            <p>No car in stock is on a shopper&apos;s watchlist.</p>
          ) : (
            <ol data-testid="insights-most-watched">
              {data.mostWatched.map((c) => (
                <li key={c.id}>
                  <a href={`/admin/collections/vehicles/${c.id}`}>{c.name}</a>: {COUNT.format(c.watchers)}{' '}
                  {c.watchers === 1 ? 'watcher' : 'watchers'}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section>
          <h2>Least viewed cars</h2>
          <p className="mkadm-insights__note">In stock for a week or more, fewest page views in this period first.</p>
          <ol data-testid="insights-least-viewed">
            {data.leastViewed.map((c) => (
              <li key={c.id}>
                <a href={`/admin/collections/vehicles/${c.id}`}>{c.name}</a>: {COUNT.format(c.views)}{' '}
                {c.views === 1 ? 'view' : 'views'}, {COUNT.format(c.daysInStock)} days in stock
              </li>
            ))}
          </ol>
        </section>
        <section>
          <h2>Alert emails</h2>
          <p data-testid="insights-alerts">
            {COUNT.format(data.alerts.emails)} sent, {COUNT.format(data.alerts.opened)} car{' '}
            {data.alerts.opened === 1 ? 'page' : 'pages'} opened from them
          </p>
        </section>
      </div>
    </div>,
  )
}
