import type { UIFieldServerProps } from 'payload'

import { savedSearchesMatching } from '@/data/alerts/savedSearches'
import { vehicleInsights } from '@/data/insights'
import { formatDate } from '@/domain/dateFormat'
import { numberFormat } from '@/domain/numberFormat'
import { formatDollars } from '@/domain/price'
import { DEFAULT_TIME_ZONE } from '@/domain/timeZones'

const COUNT = numberFormat({ maximumFractionDigits: 0 })
const priceText = (price: number | null) => (price === null ? 'no price' : formatDollars(price))

/**
 * "Shopper interest" beside a car in the admin (the Vehicles sidebar): watchers, the saved searches it matches now and
 * those that alerted about it, page views (all, last 30 days), enquiries, reservations, days in stock and its price
 * changes (how many, the latest listed). Counts only (src/data/insights.ts, src/data/alerts/savedSearches.ts); the document's own access
 * already decided who sees it.
 */
export async function VehicleInsights({ id, payload }: UIFieldServerProps) {
  if (id === undefined || id === null || !/^\d+$/.test(String(id))) return null
  const [found, matching] = await Promise.all([
    vehicleInsights(payload, Number(id)),
    savedSearchesMatching(payload, Number(id)).catch(() => null),
  ])
  if (!found) return null
  const rows: [string, string][] = [
    ['Watchers', COUNT.format(found.watchers)],
    [
      'Saved searches it matches',
      `${matching === null ? 'Not on the site' : COUNT.format(matching)} (${COUNT.format(found.savedSearches)} alerted about it)`,
    ],
    ['Page views', `${COUNT.format(found.views)} (${COUNT.format(found.views30)} in 30 days)`],
    ['Enquiries', COUNT.format(found.leads)],
    ['Reservations', COUNT.format(found.reservations)],
    ['Days in stock', COUNT.format(found.daysInStock)],
    ['Price changes', found.priceChangeCount === 0 ? 'None' : COUNT.format(found.priceChangeCount)],
  ]
  return (
    <div className="mkadm-vehicle-insights" data-testid="vehicle-insights">
      <h3>Shopper interest</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {found.priceChanges.length > 0 ? (
        <ol className="mkadm-vehicle-insights__prices" aria-label="Latest price changes">
          {found.priceChanges.map((c) => (
            <li key={`${c.at}-${c.to}`}>
              {formatDate(new Date(c.at), 'd mmm yyyy', DEFAULT_TIME_ZONE)}: {priceText(c.from)} → {priceText(c.to)}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
