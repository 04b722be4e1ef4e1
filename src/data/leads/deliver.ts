import 'server-only'

import type { Pool } from 'pg'
import type { Payload } from 'payload'

import type { Lead, LeadDestination } from '../../../payload-types'
import { relationId, sameId } from '@/domain/ids'
import { buildAdfXml } from '@/domain/leads/adf'
import { adfLeadOf, type AdfContext } from '@/domain/leads/adfLead'
import { pgPoolOf } from '@/lib/db/pool'
import { eightBitText } from '@/lib/email/adapter'
import { env } from '@/lib/env'
import { postWebhook, type Resolver } from '@/lib/net/webhookTarget'

import { nextAttemptDelayMs } from './backoff'
import { webhookHeaders } from './signature'
import { adfContextOf } from './vendor'

/**
 * Delivers one lead to one destination; throws on failure. Injectable for tests and the chaos run. `vendorName` is the
 * dealership the lead is for (else the site); `context` the ADF vendor and the lead's time zone (src/data/leads/vendor.ts).
 */
export type LeadTransport = (
  payload: Payload,
  destination: LeadDestination,
  lead: Lead,
  vendorName: string,
  context: AdfContext,
) => Promise<void>

/**
 * The real transport: webhooks through postWebhook (public https only, DNS checked and pinned, no redirects — see
 * src/lib/net/webhookTarget.ts), email through Payload's adapter. `allowPrivate` defaults to the operator's
 * LEAD_DESTINATIONS_ALLOW_PRIVATE; tests with a local sink pass it (and may inject a resolver).
 */
export function leadTransport(options: { allowPrivate?: boolean; resolve?: Resolver } = {}): LeadTransport {
  return async (payload, destination, lead, _vendorName, context) => {
    if (destination.kind === 'webhook') {
      const raw = JSON.stringify({
        lead_id: String(lead.id),
        category: lead.category,
        subcategory: lead.subcategory,
        fields: lead.fields,
        car: lead.car,
        url: lead.url,
        additional_services: lead.additional_services,
        offer_price: lead.offer_price,
        valuation: lead.valuation,
        created_at: lead.createdAt,
      })
      // a refused address, a 3xx (never followed), a non-2xx or a timeout throws: a failed attempt, logged on the lead
      await postWebhook(destination.url ?? '', webhookHeaders(destination.secret ?? '', raw), raw, {
        allowPrivate: options.allowPrivate ?? env().LEAD_DESTINATIONS_ALLOW_PRIVATE === '1',
        resolve: options.resolve,
      })
      return
    }
    const vendor = context.vendor
    // ADF requires the vendor's contact to have a phone or an email: without a phone, the inbox the lead goes to
    const xml = buildAdfXml(
      adfLeadOf(lead, {
        ...context,
        vendor: vendor.phone || vendor.email ? vendor : { ...vendor, email: destination.email ?? null },
      }),
    )
    await payload.sendEmail({
      to: destination.email!,
      subject: `${lead.category} #${lead.id}`,
      // ADF 1.0: the XML is the text body (what CRM mail parsers read) and also an application/xml part. The text part
      // is 8bit UTF-8, as written: parsers that do not decode quoted-printable read it as it is
      // (a line too long for 8bit, a message of over 998 octets on one line, leaves it to nodemailer's encoding)
      text: eightBitText(xml) as string,
      attachments: [
        {
          filename: `lead-${lead.id}.adf.xml`,
          content: xml,
          contentType: 'application/xml',
        },
      ],
    })
  }
}

export const defaultTransport: LeadTransport = (...args) => leadTransport()(...args)

export type DeliveryRun = {
  claimed: number
  delivered: number
  failed: number
  deadLettered: number
}

/**
 * One pass of the delivery outbox: claims due leads (status pending, or delivering with an expired lease) with
 * FOR UPDATE SKIP LOCKED so several workers never take the same lead, delivers each to every active destination of
 * its tenant (those of the lead's dealership — see submitLead — or of no dealership), and logs every attempt on the
 * lead. A failure schedules a retry with exponential backoff; after MAX_DELIVERY_ATTEMPTS the lead is dead_letter.
 * A claim is a lease of LEAD_LEASE_MS (default 30 seconds): a lead not finished within it (the instance died, the
 * database went away between the send and the status update) is claimed again by any instance's next pass, seconds
 * later rather than minutes. The lease starts again as each lead's turn comes and is renewed every third of it while
 * the lead is being sent (a webhook that takes its whole timeout, an email server that is slow), so a live pass keeps
 * its lead however long the send takes; a lead whose lease another pass took over meanwhile is skipped, so several
 * instances' passes never send the same lead unless one stalls longer than a lease mid-send. Delivery is at least once: a retry may
 * resend to a destination that had already accepted (receivers dedupe by the lead id: `lead_id` in the webhook's
 * JSON, the ADF `<id>` and the subject's `#id` in the email).
 */
export async function deliverDueLeads(
  payload: Payload,
  options: { transport?: LeadTransport; now?: Date; limit?: number } = {},
): Promise<DeliveryRun> {
  const transport = options.transport ?? defaultTransport
  const now = options.now ?? new Date()
  const settings = env()
  const pool = pgPoolOf(payload)
  const leaseSeconds = settings.LEAD_LEASE_MS / 1000
  const claimed = await pool.query<{ id: number; next_attempt_at: Date }>(
    `UPDATE leads SET status = 'delivering', next_attempt_at = $1::timestamptz + make_interval(secs => $3)
     WHERE id IN (SELECT id FROM leads WHERE status IN ('pending', 'delivering') AND next_attempt_at <= $1
                  ORDER BY next_attempt_at FOR UPDATE SKIP LOCKED LIMIT $2)
     RETURNING id, next_attempt_at`,
    [now.toISOString(), options.limit ?? 50, leaseSeconds],
  )
  const run: DeliveryRun = {
    claimed: claimed.rowCount ?? 0,
    delivered: 0,
    failed: 0,
    deadLettered: 0,
  }
  // oldest first (RETURNING keeps no order)
  for (const { id, next_attempt_at: leasedUntil } of claimed.rows.sort((a, b) => a.id - b.id)) {
    // The lease starts again when the lead's turn comes, if this pass still holds it: a batch slower than one lease
    // (50 leads behind webhooks that time out) would otherwise hand its last leads to another instance's pass while
    // this one still means to send them. A lead another pass has taken over since is left to it.
    const renewed = await pool.query(
      `UPDATE leads SET next_attempt_at = $2::timestamptz + make_interval(secs => $3)
        WHERE id = $1 AND status = 'delivering' AND next_attempt_at = $4`,
      [id, (options.now ?? new Date()).toISOString(), leaseSeconds, leasedUntil],
    )
    if (renewed.rowCount === 0) {
      run.claimed--
      continue
    }
    const heartbeat = leaseHeartbeat(pool, id, settings.LEAD_LEASE_MS)
    try {
      const lead = (await payload.findByID({
        collection: 'leads',
        id,
        depth: 0,
        overrideAccess: true,
      })) as Lead
      const tenantId = relationId(lead.tenant)
      // the ADF vendor is the dealership the lead is for, else the site
      const { vendorName, context } = await adfContextOf(payload, lead)
      const destinations = (
        await payload.find({
          collection: 'lead-destinations',
          where: {
            and: [{ tenant: { equals: tenantId } }, { active: { equals: true } }],
          },
          depth: 0,
          limit: 50,
          pagination: false,
          overrideAccess: true,
        })
      ).docs.filter(
        (d) =>
          !d.dealership ||
          sameId(
            d.dealership,
            relationId(lead.dealership ?? (lead.car as { dealership?: unknown } | null)?.dealership),
          ),
      )
      const attempts: NonNullable<Lead['delivery_attempts']> = [...(lead.delivery_attempts ?? [])]
      let ok = destinations.length > 0
      if (!ok)
        attempts.push({
          at: now.toISOString(),
          destination: null,
          status: 'failed',
          error: 'No active lead destination for this site',
        })
      for (const destination of destinations) {
        const label = `${destination.kind}: ${destination.name}`
        try {
          await transport(payload, destination, lead, vendorName, context)
          attempts.push({
            at: new Date().toISOString(),
            destination: label,
            status: 'ok',
          })
        } catch (error) {
          ok = false
          attempts.push({
            at: new Date().toISOString(),
            destination: label,
            status: 'failed',
            error: String((error as Error)?.message ?? error).slice(0, 500),
          })
        }
      }
      const count = (lead.attempts ?? 0) + 1
      await heartbeat.stop()
      const delay = ok
        ? null
        : nextAttemptDelayMs(count, Math.random, settings.LEAD_BACKOFF_BASE_MS, settings.LEAD_BACKOFF_MAX_MS)
      const status = ok ? 'delivered' : delay === null ? 'dead_letter' : 'pending'
      await payload.update({
        collection: 'leads',
        id,
        data: {
          status,
          attempts: count,
          delivery_attempts: attempts.slice(-50),
          next_attempt_at: delay === null ? null : new Date(now.getTime() + delay).toISOString(),
        },
        overrideAccess: true,
        depth: 0,
        select: { status: true },
      })
      if (ok) run.delivered++
      else if (status === 'dead_letter') run.deadLettered++
      else run.failed++
    } finally {
      await heartbeat.stop()
    }
  }
  return run
}

/** How long a lead's lease is renewed while it is sent, at most (far beyond the webhook and mail timeouts). */
const MAX_SEND_MS = 5 * 60_000

/**
 * Keeps a claimed lead's lease while it is being sent: every third of the lease, its end moves to a full lease from now
 * (never earlier than it was) while the lead is still being delivered. `stop` ends it (and waits for a renewal under
 * way).
 */
function leaseHeartbeat(pool: Pool, id: number, leaseMs: number): { stop: () => Promise<void> } {
  let pending: Promise<unknown> = Promise.resolve()
  const started = Date.now()
  const timer = setInterval(
    () => {
      // a send that hangs past every transport's timeout lets its lease run out: another pass takes the lead
      if (Date.now() - started > MAX_SEND_MS) return clearInterval(timer)
      pending = pool
        .query(
          `UPDATE leads SET next_attempt_at = GREATEST(next_attempt_at, $2::timestamptz + make_interval(secs => $3))
          WHERE id = $1 AND status = 'delivering'`,
          [id, new Date().toISOString(), leaseMs / 1000],
        )
        .catch(() => undefined) // the database is away: the lease runs out and another pass takes the lead
    },
    Math.max(250, Math.floor(leaseMs / 3)),
  )
  timer.unref?.()
  return {
    stop: async () => {
      clearInterval(timer)
      await pending
    },
  }
}
