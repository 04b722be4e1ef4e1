/**
 * Lead delivery as the running app does it: the outbox email transport (Payload's email adapter without SMTP_HOST
 * writes one .eml per message to ${DATA_DIR}/outbox) carrying the ADF 1.0 XML, the worker's start guard, and the
 * outbox with several app instances on one PostgreSQL: passes at once send each lead once, and a lead whose pass died
 * after claiming it is delivered by another once the lease is over.
 */
import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import type { Payload } from 'payload'
import { getPayload } from 'payload'

import { deliverDueLeads, type LeadTransport } from '@/data/leads/deliver'
import { isLeadWorkerRunning, leadWorkerWanted, startLeadWorker, stopLeadWorker } from '@/data/leads/worker'
import { outboxDir } from '@/lib/email/adapter'
import { env } from '@/lib/env'

import type { Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { shutdownPayload as shutdownOther } from './helpers/shutdown'

let payload: Payload
/** a second instance on the same database, as another app server would have */
let other: Payload
let tenantId: number
const stamp = Date.now().toString(36)

/** The decoded body of each MIME part of a message nodemailer rendered (base64 or quoted-printable). */
function mimeParts(eml: string): Array<{ headers: string; body: string }> {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(eml)?.[1]
  const chunks = boundary ? eml.split(`--${boundary}`).slice(1, -1) : [eml]
  return chunks.map((chunk) => {
    const at = chunk.search(/\r?\n\r?\n/)
    const headers = chunk.slice(0, at)
    let body = chunk.slice(at).trim()
    if (/content-transfer-encoding:\s*base64/i.test(headers))
      body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    else if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
      body = Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8')
    return { headers, body }
  })
}

beforeAll(async () => {
  payload = await bootPayload()
  other = await getPayload({ config, key: 'second-instance' })
  other.logger.level = payload.logger.level
  const tenant = (await payload.create({
    collection: 'tenants',
    data: { name: 'Delivery Motors', slug: `delivery-${stamp}`, template: 'group' } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })) as Doc
  tenantId = tenant.id
  await payload.create({
    collection: 'lead-destinations',
    data: {
      tenant: tenantId,
      name: 'Sales inbox',
      kind: 'email',
      email: `leads@delivery-${stamp}.example`,
      active: true,
    },
    overrideAccess: true,
  })
})
afterAll(async () => {
  stopLeadWorker()
  await shutdownOther(other)
  await shutdownPayload(payload)
})

/** A pending lead of this file's tenant, due now. */
const dueLead = async (label: string): Promise<number> =>
  (
    (await payload.create({
      collection: 'leads',
      data: {
        tenant: tenantId,
        category: 'General Enquiry',
        subcategory: label,
        status: 'pending',
        next_attempt_at: new Date(Date.now() - 1000).toISOString(),
        name: 'Jo Smith',
        email: 'jo@example.com',
        fields: { name: 'Jo', last_name: 'Smith', message: label },
      } as never,
      overrideAccess: true,
    })) as Doc
  ).id as number

/** A transport that records each send per lead id; `hold` decides whether a send waits for a gate first. */
function countingTransport(hold: (id: number) => Promise<void> | undefined = () => undefined) {
  const sent = new Map<number, number>()
  const transport: LeadTransport = async (_p, _d, lead) => {
    await (hold(lead.id) ?? new Promise((resolve) => setTimeout(resolve, 5)))
    sent.set(lead.id, (sent.get(lead.id) ?? 0) + 1)
  }
  return { sent, transport }
}

const leadDoc = async (id: number) => (await payload.findByID({ collection: 'leads', id, overrideAccess: true })) as Doc

describe('lead email delivery through the outbox transport', () => {
  it('LEAD-05 LEAD-38 writes a parseable .eml whose ADF XML has requestdate, vehicle year/make/model, customer name, phone, email and vendor name', async () => {
    const lead = (await payload.create({
      collection: 'leads',
      data: {
        tenant: tenantId,
        category: 'Vehicle Enquiry',
        status: 'pending',
        next_attempt_at: new Date(Date.now() - 1000).toISOString(),
        name: 'Jo Smith',
        email: 'jo@example.com',
        phone: '0400 000 000',
        postcode: '3000',
        fields: { name: 'Jo', last_name: 'Smith', message: 'Is it still available?', PreferredContactMethod: 'Phone' },
        car: { year: 2021, make: 'Toyota', model: 'HiLux', stock_number: 'W123', car_type: 'used' },
      } as never,
      overrideAccess: true,
    })) as Doc
    const dir = outboxDir(process.env.DATA_DIR ?? '.data')
    const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : [])

    // deliver due leads until ours is done (other files' leads may be due in the same database)
    for (let i = 0; i < 10; i++) {
      await deliverDueLeads(payload)
      const now = (await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })) as Doc
      if (now.status !== 'pending' && now.status !== 'delivering') break
    }
    const after = (await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })) as Doc
    expect(after.status).toBe('delivered')
    expect(after.delivery_attempts.at(-1)).toMatchObject({ status: 'ok', destination: 'email: Sales inbox' })

    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml') && !before.has(f))
    const mine = files
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .filter((eml) => eml.includes(`leads@delivery-${stamp}.example`))
    expect(mine).toHaveLength(1)
    const eml = mine[0]!
    expect(eml).toMatch(/^Subject: Vehicle Enquiry #\d+/m)
    expect(eml).toMatch(/^From: .*<leads@dealer-platform\.example>/m)
    expect(eml).toMatch(/^Message-ID: </m)

    const parts = mimeParts(eml)
    const text = parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers))
    const xmlPart = parts.find((p) => /content-type:\s*application\/xml/i.test(p.headers))
    expect(text).toBeDefined()
    expect(xmlPart).toBeDefined()
    expect(xmlPart!.headers).toMatch(new RegExp(`filename="?lead-${lead.id}\\.adf\\.xml`))
    for (const xml of [text!.body, xmlPart!.body]) {
      expect(xml).toContain('<?adf version="1.0"?>')
      expect(xml).toMatch(/<requestdate>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00<\/requestdate>/)
      expect(xml).toContain('<year>2021</year><make>Toyota</make><model>HiLux</model>')
      expect(xml).toContain('<name part="first">Jo</name><name part="last">Smith</name>')
      expect(xml).toContain('<email>jo@example.com</email>')
      expect(xml).toContain('<phone preferredcontact="1">0400 000 000</phone>')
      expect(xml).toContain('<vendorname>Delivery Motors</vendorname>')
      // balanced: every opened element is closed
      const opened = (xml.match(/<[a-z]+[\s>]/g) ?? []).length
      const closed = (xml.match(/<\/[a-z]+>/g) ?? []).length
      expect(closed).toBe(opened)
    }
  })
})

describe('lead worker start guard', () => {
  it('LEAD-38 runs the worker only in the nodejs server runtime, never during next build, and not with LEAD_WORKER=0', () => {
    expect(leadWorkerWanted({ runtime: 'nodejs' })).toBe(true)
    expect(leadWorkerWanted({ runtime: 'nodejs', flag: '1' })).toBe(true)
    expect(leadWorkerWanted({ runtime: 'nodejs', flag: '0' })).toBe(false)
    expect(leadWorkerWanted({ runtime: 'nodejs', phase: 'phase-production-build' })).toBe(false)
    expect(leadWorkerWanted({ runtime: 'edge' })).toBe(false)
    expect(leadWorkerWanted({})).toBe(false)
  })

  it('LEAD-38 starts one loop per process and stops it', () => {
    expect(isLeadWorkerRunning()).toBe(false)
    startLeadWorker({ intervalMs: 60_000 })
    startLeadWorker({ intervalMs: 60_000 })
    expect(isLeadWorkerRunning()).toBe(true)
    stopLeadWorker()
    expect(isLeadWorkerRunning()).toBe(false)
  })
})

describe('lead delivery with several instances', () => {
  it('two instances’ passes at once deliver each lead once', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => dueLead(`twice-${i}`)))
    const { sent, transport } = countingTransport()
    // a small batch, so the two passes take turns claiming from the same due leads
    for (let i = 0; i < 10; i++) {
      const [one, two] = await Promise.all([
        deliverDueLeads(payload, { transport, limit: 4 }),
        deliverDueLeads(other, { transport, limit: 4 }),
      ])
      if (one.claimed + two.claimed === 0) break
    }
    for (const id of ids) {
      expect(sent.get(id)).toBe(1)
      expect(await leadDoc(id)).toMatchObject({ status: 'delivered', attempts: 1 })
      expect((await leadDoc(id)).delivery_attempts).toHaveLength(1)
    }
  })

  it('a lead claimed by a pass that died is claimed again once its lease is over, and delivered once', async () => {
    const id = await dueLead('orphan')
    // the first instance claims the lead, then dies before its send finishes (the send never returns)
    let sending = false
    const dead = countingTransport((lead) =>
      lead === id ? ((sending = true), new Promise<void>(() => {})) : undefined,
    )
    void deliverDueLeads(payload, { transport: dead.transport })
    for (let i = 0; i < 100 && !sending; i++) await new Promise((r) => setTimeout(r, 20))
    expect((await leadDoc(id)).status).toBe('delivering')

    const live = countingTransport()
    // within the lease another instance leaves it alone
    await deliverDueLeads(other, { transport: live.transport })
    expect(live.sent.get(id)).toBeUndefined()
    // after the lease it takes the lead over and delivers it
    // (a live pass renews its lease while it sends: well past any renewal)
    const afterLease = new Date(Date.now() + 10 * env().LEAD_LEASE_MS)
    await deliverDueLeads(other, { transport: live.transport, now: afterLease })
    expect(live.sent.get(id)).toBe(1)
    expect(dead.sent.get(id)).toBeUndefined()
    expect(await leadDoc(id)).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('a batch slower than its lease leaves the leads another instance took over to it', async () => {
    const [first, second] = [await dueLead('slow-first'), await dueLead('slow-second')]
    const t = Date.now()
    // the first instance claims both; its send of the first lead hangs past the lease
    let unblock!: () => void
    const gate = new Promise<void>((resolve) => (unblock = resolve))
    let sending = false
    const slow = countingTransport((lead) => (lead === first ? ((sending = true), gate) : undefined))
    const slowPass = deliverDueLeads(payload, { transport: slow.transport, now: new Date(t) })
    for (let i = 0; i < 100 && !sending; i++) await new Promise((r) => setTimeout(r, 20))
    expect(sending).toBe(true)
    // meanwhile the lease ran out: another instance claims both and delivers them
    const fast = countingTransport()
    await deliverDueLeads(other, { transport: fast.transport, now: new Date(t + 10 * env().LEAD_LEASE_MS) })
    expect(fast.sent.get(first)).toBe(1)
    expect(fast.sent.get(second)).toBe(1)
    unblock()
    await slowPass
    // the lead in flight when its lease ran out went twice (at least once: receivers dedupe by lead id); the one
    // behind it in the slow batch was not sent again
    expect(slow.sent.get(first)).toBe(1)
    expect(slow.sent.get(second)).toBeUndefined()
    expect(await leadDoc(second)).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(await leadDoc(first)).toMatchObject({ status: 'delivered' })
  })
})
