import type { UIFieldServerProps } from 'payload'
import type { ReactNode } from 'react'

import { leadView, NO_DEALERSHIP, type LabelledValue, type LeadForView } from '../../../src/domain/leads/adminView'
import { tenantSiteOrigin } from '../../../src/domain/preview/previewTarget'
import { tenantTimeZone } from '../../../src/domain/timeZones'
import { env } from '../../../src/lib/env'
import { findTenantDoc } from '../../../src/lib/tenantRecords'
import { formatZonedDate } from '../../shared/admin/dates'
import { LEAD_STATUS_LABELS, type LeadStatus } from '../statuses'
import { tenantIdOf } from './LeadTime'

import './leads-admin.css'

export function Rows({ rows }: { rows: LabelledValue[] }) {
  return (
    <dl className="ldadm-sum__rows">
      {rows.map((row) => (
        <div key={`${row.key}:${row.label}`} className="ldadm-sum__row" data-key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="ldadm-sum__section" data-testid={testId} aria-label={title}>
      <h3 className="ldadm-sum__heading">{title}</h3>
      {children}
    </section>
  )
}

async function dealershipName(props: UIFieldServerProps, id: string): Promise<string | null> {
  if (!id) return null
  const doc = await props.payload
    .findByID({ collection: 'dealerships', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  return (doc as { name?: string } | null)?.name ?? null
}

/**
 * The top of a lead's page: who, which car (its admin page and its page on the site), what they asked, the trade-in,
 * the finance wish, when (in the dealership's time zone, the zone named) and where delivery stands. Read-only, from
 * src/domain/leads/adminView.ts; the stored JSON below it is shown as labelled values too (LeadJsonField).
 */
export async function LeadSummary(props: UIFieldServerProps) {
  const data = (props.data ?? {}) as LeadForView & {
    id?: unknown
    tenant?: unknown
    dealership?: unknown
    createdAt?: string
    status?: string
    attempts?: number
  }
  if (data.id === undefined) return null
  const tenant = await findTenantDoc(props.payload, tenantIdOf(data.tenant)).catch(() => null)
  const zone = tenantTimeZone(tenant?.time_zone)
  const view = leadView(data, zone)
  const admin = props.payload.config.routes?.admin ?? '/admin'
  const origin = tenant
    ? tenantSiteOrigin(
        { slug: tenant.slug, primaryHost: tenant.domains?.[0]?.hostname ?? null },
        props.req?.headers?.get('host'),
        env().PORT,
      )
    : null
  const dealership = (await dealershipName(props, tenantIdOf(data.dealership))) ?? NO_DEALERSHIP
  const status = LEAD_STATUS_LABELS[data.status as LeadStatus] ?? data.status ?? '—'
  const attempts = data.attempts ?? 0
  const car = view.car
  return (
    <div className="ldadm-sum" data-testid="lead-summary">
      <Section title="Who" testId="lead-who">
        <Rows rows={view.who} />
      </Section>
      <Section title="Car" testId="lead-car">
        {car ? (
          <dl className="ldadm-sum__rows">
            <div className="ldadm-sum__row">
              <dt>Car</dt>
              <dd>
                {car.title}
                {car.id !== null ? (
                  <>
                    {' · '}
                    <a href={`${admin}/collections/vehicles/${car.id}`}>Open in admin</a>
                  </>
                ) : null}
                {origin && car.slug ? (
                  <>
                    {' · '}
                    <a href={`${origin}/cars/${encodeURIComponent(car.slug)}`} target="_blank" rel="noreferrer">
                      View on the site
                    </a>
                  </>
                ) : null}
              </dd>
            </div>
            {car.stockNumber ? (
              <div className="ldadm-sum__row">
                <dt>Stock number</dt>
                <dd>{car.stockNumber}</dd>
              </div>
            ) : null}
            {car.price ? (
              <div className="ldadm-sum__row">
                <dt>Price when sent</dt>
                <dd>{car.price}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className="ldadm-sum__none">No particular car.</p>
        )}
      </Section>
      <Section title="What they asked" testId="lead-asked">
        <dl className="ldadm-sum__rows">
          <div className="ldadm-sum__row">
            <dt>Enquiry</dt>
            <dd>{[data.category, data.subcategory].filter(Boolean).join(' · ') || '—'}</dd>
          </div>
          <div className="ldadm-sum__row" data-key="message">
            <dt>Message</dt>
            <dd className="ldadm-sum__message">{view.message ?? 'No message.'}</dd>
          </div>
        </dl>
        {view.asked.length > 0 ? <Rows rows={view.asked} /> : null}
      </Section>
      {view.tradeIn.length > 0 ? (
        <Section title="Trade-in" testId="lead-trade-in">
          <Rows rows={view.tradeIn} />
        </Section>
      ) : null}
      {view.finance.length > 0 ? (
        <Section title="Finance" testId="lead-finance">
          <Rows rows={view.finance} />
        </Section>
      ) : null}
      <Section title="When and where" testId="lead-when">
        <dl className="ldadm-sum__rows">
          <div className="ldadm-sum__row">
            <dt>Sent</dt>
            <dd>
              <time dateTime={data.createdAt} data-lead-time-zone={zone}>
                {formatZonedDate(data.createdAt, zone)}
              </time>{' '}
              <span className="ldadm-sum__zone">({zone.replace('Australia/', '')} time)</span>
            </dd>
          </div>
          <div className="ldadm-sum__row">
            <dt>Dealership</dt>
            <dd>{dealership}</dd>
          </div>
          <div className="ldadm-sum__row">
            <dt>Delivery</dt>
            <dd>
              {status}
              {attempts > 0
                ? ` · ${attempts === 1 ? '1 attempt' : `${attempts} attempts`} (history under Delivery)`
                : ''}
            </dd>
          </div>
        </dl>
      </Section>
    </div>
  )
}
