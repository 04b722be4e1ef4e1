'use client'

/**
 * The price gauge (PRC-11..23, ERR-04/05): fetches GET /api/cars/{slug}/autogauge on the page's host, shows a
 * skeleton while loading, then the gauge (label Good/Great Deal, colour band, fill animated over 2.5 s) or
 * nothing: a failed fetch or an empty answer logs 'Failed to fetch auto gauge data.' and hides the section, and
 * a response the visibility rules reject is hidden too.
 *
 * Props
 *   slug          the car's slug
 *   heading       heading text (default 'Price Comparison'); headingLevel 2 (default) or 3
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'

import { formatDollars } from '@/domain/price'
import {
  GAUGE_FETCH_FAILED,
  GAUGE_NO_DATA,
  gaugeBand,
  gaugeLabel,
  gaugeVisible,
  type PriceGaugeResponse,
} from '@/domain/vehicle/priceGauge'
import { WithQuery } from '@/modules/finance/components/WithQuery.client'

export interface PriceGaugeProps {
  slug: string
  heading?: string
  headingLevel?: 2 | 3
}

/** ERR-05: an empty answer (204 or no body) throws 'No data returned'. */
export async function fetchPriceGauge(slug: string, signal?: AbortSignal): Promise<PriceGaugeResponse> {
  const res = await fetch(`/api/cars/${encodeURIComponent(slug)}/autogauge`, {
    signal,
    headers: { accept: 'application/json' },
  })
  if (!res.ok) throw new Error(`Price gauge request failed with ${res.status}`)
  const text = res.status === 204 ? '' : await res.text()
  if (!text.trim()) throw new Error(GAUGE_NO_DATA)
  const data: unknown = JSON.parse(text)
  if (!data || typeof data !== 'object') throw new Error(GAUGE_NO_DATA)
  return data as PriceGaugeResponse
}

function GaugeSkeleton() {
  return (
    <div className="calc-gauge calc-gauge--skeleton" role="status" data-testid="price-gauge-loading">
      <span className="visually-hidden">Loading price comparison…</span>
      <span className="calc-skeleton calc-skeleton--title" aria-hidden="true" />
      <span className="calc-skeleton calc-skeleton--bar" aria-hidden="true" />
      <span className="calc-skeleton calc-skeleton--text" aria-hidden="true" />
    </div>
  )
}

function Gauge({ data, heading, headingLevel }: { data: PriceGaugeResponse; heading: string; headingLevel: 2 | 3 }) {
  const headingId = useId()
  const [width, setWidth] = useState(0)
  useEffect(() => {
    // Start from empty, then let the 2.5 s CSS transition carry the bar to its fill (PRC-14).
    const frame = requestAnimationFrame(() => setWidth(data.fill))
    return () => cancelAnimationFrame(frame)
  }, [data.fill])
  const label = gaugeLabel(data.fill)
  const band = gaugeBand(data.fill)
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const percent = Math.round(data.fill * 100)
  return (
    <section
      className={`calc-gauge calc-gauge--${band}`}
      aria-labelledby={headingId}
      data-testid="price-gauge"
      data-band={band}
    >
      <Heading className="calc-gauge__heading" id={headingId}>
        {heading}
      </Heading>
      <p className="calc-gauge__label" data-testid="price-gauge-label">
        {label}
      </p>
      <p className="calc-gauge__listing">
        This car: <strong>{formatDollars(data.listing_price)}</strong>
      </p>
      <div
        className="calc-gauge__track"
        role="meter"
        aria-label="Price compared with the market range"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}: ${formatDollars(data.listing_price)} against a market range of ${formatDollars(data.market_range_min)} to ${formatDollars(data.market_range_max)}`}
      >
        <div className="calc-gauge__fill" style={{ width: `${width * 100}%` }} />
      </div>
      <p className="calc-gauge__range">
        <span>Market range</span>
        <span>
          {formatDollars(data.market_range_min)} – {formatDollars(data.market_range_max)}
        </span>
      </p>
      {data.description ? <p className="calc-gauge__description">{data.description}</p> : null}
    </section>
  )
}

function PriceGaugeInner({ slug, heading = 'Price Comparison', headingLevel = 2 }: PriceGaugeProps) {
  const query = useQuery({
    queryKey: ['autogauge', slug],
    queryFn: ({ signal }) => fetchPriceGauge(slug, signal),
    retry: false,
    staleTime: 60_000,
  })
  useEffect(() => {
    if (query.isError) console.error(GAUGE_FETCH_FAILED, query.error)
  }, [query.isError, query.error])
  if (query.isPending) return <GaugeSkeleton />
  if (query.isError || !gaugeVisible(query.data)) return null
  return <Gauge data={query.data} heading={heading} headingLevel={headingLevel} />
}

export function PriceGauge(props: PriceGaugeProps) {
  return (
    <WithQuery>
      <PriceGaugeInner {...props} />
    </WithQuery>
  )
}
