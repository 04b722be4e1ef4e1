/**
 * Webhooks and secrets on a real PostgreSQL ("Webhooks and secrets"): a lead destination's webhook can
 * never reach loopback, private, link-local or reserved addresses (refused at save time with a field error, and again
 * — resolved, pinned, no redirects — when the worker sends); the signing secret is write-only (answered once on
 * creation and on rotation, never read back through REST, GraphQL or queries); marketing sees no destinations; and
 * Payload's lock rows (who is editing what) are scoped to what a user may read.
 *
 *   tenant A: groupA, marketingA · tenant B: groupB, marketingB · super (all tenants)
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'

import { deliverDueLeads, leadTransport } from '@/data/leads/deliver'
import { verifyWebhook } from '@/data/leads/signature'
import { WEBHOOK_MESSAGES } from '@/domain/net/addressRanges'
import { pgPoolOf } from '@/lib/db/pool'
import { webhookUrlError, type Resolver } from '@/lib/net/webhookTarget'

import { createScoped, type Doc } from './helpers/fixtures'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { graphql, rest } from './helpers/rest'

type Session = { user: Doc; token: string }

const PASSWORD = 'Test-Passw0rd-2026'
const ADMIN = 'localhost:3000'
const stamp = Date.now().toString(36)

let payload: Payload
let tenantA: Doc
let tenantB: Doc
const s = {} as Record<'super' | 'groupA' | 'groupB' | 'marketingA' | 'marketingB', Session>
let destA: Doc
let destB: Doc
/** The secret destA was created with (answered once by the create request). */
let destASecret: string

const pool = () => pgPoolOf(payload)
const as = (session: Session) => ({ overrideAccess: false as const, user: session.user })
const storedSecret = async (id: number) =>
  (await pool().query<{ secret: string }>('SELECT secret FROM lead_destinations WHERE id = $1', [id])).rows[0]?.secret

async function createUser(email: string, roles: string[], tenants: Doc[]): Promise<Session> {
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, roles, tenants: tenants.map((t) => ({ tenant: t.id })) } as never,
    overrideAccess: true,
  })
  const result = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  return { user: result.user as Doc, token: result.token as string }
}

/** A local HTTP receiver that records what reaches it and answers with `answer`. */
async function startSink(answer: (res: http.ServerResponse) => void = (res) => res.writeHead(200).end('{"ok":true}')) {
  const received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      answer(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A pending lead of `tenant`, due now. */
async function pendingLead(tenant: Doc, label: string): Promise<number> {
  const lead = (await payload.create({
    collection: 'leads',
    data: {
      tenant: tenant.id,
      category: 'Vehicle Enquiry',
      subcategory: label,
      status: 'pending',
      next_attempt_at: new Date(Date.now() - 1000).toISOString(),
      name: 'Sam Shopper',
      email: 'sam@example.com',
      phone: '0400 000 000',
      fields: { name: 'Sam', message: label },
    } as never,
    overrideAccess: true,
  })) as Doc
  return lead.id
}

/** Runs delivery passes until the lead has been attempted; returns it. */
async function deliver(id: number, transport = leadTransport()): Promise<Doc> {
  for (let i = 0; i < 10; i++) {
    await deliverDueLeads(payload, { transport, now: new Date(Date.now() + i * 7_200_000) })
    const lead = (await payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })) as Doc
    if ((lead.attempts ?? 0) > 0) return lead
  }
  throw new Error(`lead ${id} was never attempted`)
}

/** A tenant whose only destination is `url` (written straight to the database, as if changed behind the admin's back). */
async function tenantWithOnlyDestination(label: string, url: string, secret = 'sink-secret'): Promise<Doc> {
  const tenant = (await payload.create({
    collection: 'tenants',
    data: { name: `Sink ${label}`, slug: `sink-${label}-${stamp}`, template: 'group' } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })) as Doc
  await pool().query(
    `INSERT INTO lead_destinations (tenant_id, name, kind, url, secret, active, updated_at, created_at)
     VALUES ($1, $2, 'webhook', $3, $4, true, now(), now())`,
    [tenant.id, `CRM ${label}`, url, secret],
  )
  return tenant
}

beforeAll(async () => {
  payload = await bootPayload()
  const tenant = (name: string, slug: string) =>
    payload.create({
      collection: 'tenants',
      data: { name, slug: `${slug}-${stamp}`, template: 'group' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    }) as Promise<Doc>
  tenantA = await tenant('Dest Alpha', 'dest-a')
  tenantB = await tenant('Dest Bravo', 'dest-b')
  s.super = await createUser(`super-${stamp}@dest.test`, ['super-admin'], [])
  s.groupA = await createUser(`group-a-${stamp}@dest.test`, ['group-admin'], [tenantA])
  s.groupB = await createUser(`group-b-${stamp}@dest.test`, ['group-admin'], [tenantB])
  s.marketingA = await createUser(`marketing-a-${stamp}@dest.test`, ['marketing'], [tenantA])
  s.marketingB = await createUser(`marketing-b-${stamp}@dest.test`, ['marketing'], [tenantB])

  const created = await rest('POST', '/api/lead-destinations', {
    host: ADMIN,
    token: s.groupA.token,
    body: { tenant: tenantA.id, name: 'Alpha CRM', kind: 'webhook', url: 'https://crm.example/alpha', active: false },
  })
  expect(created.status).toBe(201)
  destA = created.body.doc
  destASecret = created.body.doc.secret
  destB = (await payload.create({
    collection: 'lead-destinations',
    data: {
      tenant: tenantB.id,
      name: 'Bravo CRM',
      kind: 'webhook',
      url: 'https://crm.example/bravo',
      secret: 'bravo-given-secret',
      active: false,
    } as never,
    ...as(s.groupB),
  })) as Doc
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('SSRF at save time: a webhook URL that reaches inside the network is refused with a field error', () => {
  const refusedUrls = [
    'http://127.0.0.1:54329/',
    'https://127.0.0.1/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/',
    'https://172.16.5.4/',
    'https://192.168.1.20/crm',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://198.18.0.1/',
    'https://240.0.0.1/',
    'https://255.255.255.255/',
    'https://224.0.0.251/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://[fd00::1]/',
    'https://[fe80::1]/',
    'https://[64:ff9b::a00:1]/',
    'https://2130706433/',
    'https://0x7f.1/',
    'https://localhost/',
    'https://localhost.:8443/',
    'https://x.localhost/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://crm/',
  ]

  it.each(refusedUrls)('a group admin cannot point a webhook at %s (blind SSRF)', async (url) => {
    const res = await rest('POST', '/api/lead-destinations', {
      host: ADMIN,
      token: s.groupA.token,
      body: { tenant: tenantA.id, name: 'Internal', kind: 'webhook', url },
    })
    expect(res.status).toBe(400)
    const errors = res.body.errors?.[0]?.data?.errors as { path: string; message: string }[]
    expect(errors).toEqual([
      {
        path: 'url',
        label: expect.anything(),
        message: expect.stringMatching(
          /^This webhook URL points at a (private or local|link-local, reserved or broadcast) address \(/,
        ),
      },
    ])
  })

  it('a webhook URL cannot be changed later to a private address either (update is checked too)', async () => {
    const res = await rest('PATCH', `/api/lead-destinations/${destA.id}`, {
      host: ADMIN,
      token: s.groupA.token,
      body: { url: 'https://10.1.2.3/hook' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].data.errors[0]).toMatchObject({
      path: 'url',
      message: WEBHOOK_MESSAGES.private('10.1.2.3'),
    })
  })

  it('plain http to a public host is refused: webhooks need https', async () => {
    const res = await rest('POST', '/api/lead-destinations', {
      host: ADMIN,
      token: s.groupA.token,
      body: { tenant: tenantA.id, name: 'Plain', kind: 'webhook', url: 'http://crm.example/hook' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].data.errors[0]).toMatchObject({ path: 'url', message: WEBHOOK_MESSAGES.needsHttps })
  })

  it('a host name that resolves to a private address is refused, even when only one of its addresses is (DNS check)', async () => {
    const resolve: Resolver = async (hostname) =>
      hostname === 'mixed.attacker.example'
        ? [
            { address: '93.184.216.34', family: 4 },
            { address: '10.0.0.7', family: 4 },
          ]
        : hostname === 'v6.attacker.example'
          ? [{ address: '::ffff:169.254.169.254', family: 6 }]
          : [{ address: '93.184.216.34', family: 4 }]
    expect(await webhookUrlError('https://mixed.attacker.example/hook', { allowPrivate: false, resolve })).toBe(
      WEBHOOK_MESSAGES.private('mixed.attacker.example → 10.0.0.7'),
    )
    expect(await webhookUrlError('https://v6.attacker.example/', { allowPrivate: true, resolve })).toBe(
      WEBHOOK_MESSAGES.forbidden('v6.attacker.example → ::ffff:169.254.169.254'),
    )
    expect(await webhookUrlError('https://crm.good.example/hook', { allowPrivate: false, resolve })).toBeNull()
    // the system resolver: localhost.localdomain-style names resolving to loopback are refused (here: localhost)
    expect(await webhookUrlError('https://localhost/', { allowPrivate: false })).toBe(
      WEBHOOK_MESSAGES.private('localhost'),
    )
  })

  it('a public https webhook saves, and the on-premise switch (LEAD_DESTINATIONS_ALLOW_PRIVATE) is off by default', async () => {
    expect(process.env.LEAD_DESTINATIONS_ALLOW_PRIVATE).toBeUndefined()
    expect(destA.url).toBe('https://crm.example/alpha')
    // with the switch, a CRM inside the dealer's network (and plain http to it) would be accepted; link-local never
    expect(await webhookUrlError('http://10.0.0.5/hook', { allowPrivate: true })).toBeNull()
    expect(await webhookUrlError('http://169.254.169.254/', { allowPrivate: true })).toBe(
      WEBHOOK_MESSAGES.forbidden('169.254.169.254'),
    )
  })
})

describe('SSRF at send time: the worker resolves, checks and pins the address, and follows no redirect', () => {
  it('the worker refuses to send to a destination changed in the database to 127.0.0.1: a failed, logged attempt; nothing reaches it', async () => {
    const sink = await startSink()
    try {
      const tenant = await tenantWithOnlyDestination('loopback', sink.url)
      const id = await pendingLead(tenant, 'to loopback')
      const lead = await deliver(id) // the default transport: the operator's switch is off
      expect(lead.status).toBe('pending')
      expect(lead.delivery_attempts.at(-1)).toMatchObject({
        status: 'failed',
        destination: 'webhook: CRM loopback',
        error: WEBHOOK_MESSAGES.private('127.0.0.1'),
      })
      expect(sink.received).toHaveLength(0)
    } finally {
      await sink.close()
    }
  })

  it('a name that resolves to loopback when the worker sends (DNS rebinding after the save) is refused before connecting', async () => {
    const sink = await startSink()
    try {
      const tenant = await tenantWithOnlyDestination('rebind', `https://rebind.attacker.example:${sink.port}/hook`)
      const id = await pendingLead(tenant, 'rebinding')
      // at save time it looked public; now it answers with loopback among its addresses
      const resolve: Resolver = async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ]
      const lead = await deliver(id, leadTransport({ allowPrivate: false, resolve }))
      expect(lead.delivery_attempts.at(-1)).toMatchObject({
        status: 'failed',
        error: WEBHOOK_MESSAGES.private('rebind.attacker.example → 127.0.0.1'),
      })
      expect(sink.received).toHaveLength(0)
    } finally {
      await sink.close()
    }
  })

  it('the connection goes to the address that was checked, signed, with the switch on (an on-premise CRM)', async () => {
    const sink = await startSink()
    try {
      const tenant = await tenantWithOnlyDestination(
        'onprem',
        `http://crm.dealer.example:${sink.port}/hook`,
        'onprem-secret',
      )
      const id = await pendingLead(tenant, 'on premise')
      const looked: string[] = []
      const resolve: Resolver = async (hostname) => {
        looked.push(hostname)
        return [{ address: '127.0.0.1', family: 4 }]
      }
      const lead = await deliver(id, leadTransport({ allowPrivate: true, resolve }))
      expect(lead.status).toBe('delivered')
      expect(looked).toEqual(['crm.dealer.example'])
      expect(sink.received).toHaveLength(1)
      const got = sink.received[0]!
      expect(got.headers.host).toBe(`crm.dealer.example:${sink.port}`)
      expect(JSON.parse(got.body)).toMatchObject({ lead_id: String(id), subcategory: 'on premise' })
      expect(
        verifyWebhook(
          'onprem-secret',
          Number(got.headers['x-lead-timestamp']),
          got.body,
          String(got.headers['x-lead-signature']),
        ),
      ).toBe(true)
    } finally {
      await sink.close()
    }
  })

  it('a 302 from a webhook is not followed (no redirect to an internal service): a failed attempt with its status', async () => {
    const internal = await startSink()
    const redirector = await startSink((res) => res.writeHead(302, { location: internal.url }).end())
    try {
      const tenant = await tenantWithOnlyDestination('redirect', redirector.url)
      const id = await pendingLead(tenant, 'redirected')
      const lead = await deliver(id, leadTransport({ allowPrivate: true }))
      expect(lead.delivery_attempts.at(-1)).toMatchObject({
        status: 'failed',
        error: 'webhook answered 302 (redirects are not followed)',
      })
      expect(redirector.received).toHaveLength(1)
      expect(internal.received).toHaveLength(0)
    } finally {
      await internal.close()
      await redirector.close()
    }
  })
})

describe('signing secrets are write-only', () => {
  it('the secret is answered once when a destination is created, strong when generated, and stored', async () => {
    expect(destASecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    expect(await storedSecret(destA.id)).toBe(destASecret)
    expect(await storedSecret(destB.id)).toBe('bravo-given-secret')
  })

  it.each(['super', 'groupA', 'marketingA'] as const)(
    '%s cannot read a destination’s secret through REST (by id, list, select, depth)',
    async (who) => {
      const token = s[who].token
      for (const path of [
        `/api/lead-destinations/${destA.id}`,
        `/api/lead-destinations/${destA.id}?select[secret]=true`,
        `/api/lead-destinations?depth=2&limit=100`,
        `/api/lead-destinations?select[secret]=true`,
      ]) {
        const res = await rest('GET', path, { host: ADMIN, token })
        expect(JSON.stringify(res.body)).not.toContain(destASecret)
        expect(JSON.stringify(res.body)).not.toContain('bravo-given-secret')
        expect(JSON.stringify(res.body)).not.toMatch(/"secret"/)
      }
    },
  )

  it.each(['super', 'groupA', 'marketingA'] as const)(
    '%s cannot read a destination’s secret through GraphQL',
    async (who) => {
      const res = await graphql(
        `
          {
            LeadDestinations(limit: 100) {
              docs {
                id
                name
                secret
              }
            }
          }
        `,
        { host: ADMIN, token: s[who].token },
      )
      expect(JSON.stringify(res.body)).not.toContain(destASecret)
      expect(JSON.stringify(res.body)).not.toContain('bravo-given-secret')
      const docs = (res.body.data as Doc | undefined)?.LeadDestinations?.docs ?? []
      for (const doc of docs) expect(doc.secret ?? null).toBeNull()
    },
  )

  it('the secret cannot be guessed by querying on it (where[secret][like])', async () => {
    const res = await rest(
      'GET',
      `/api/lead-destinations?where[secret][like]=${encodeURIComponent(destASecret.slice(0, 8))}`,
      {
        host: ADMIN,
        token: s.super.token,
      },
    )
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).not.toContain(destASecret)
  })

  it('the secret cannot be overwritten through an update (only the rotate button changes it)', async () => {
    const res = await rest('PATCH', `/api/lead-destinations/${destA.id}`, {
      host: ADMIN,
      token: s.groupA.token,
      body: { secret: 'attacker-chosen' },
    })
    expect(res.status).toBe(200)
    expect(await storedSecret(destA.id)).toBe(destASecret)
  })

  it('rotate gives a group admin of the tenant a new secret, once; the old one is gone and the new one is never read back', async () => {
    const res = await rest('POST', `/api/lead-destinations/${destA.id}/rotate-secret`, {
      host: ADMIN,
      token: s.groupA.token,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body).toEqual({ id: destA.id, secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/) })
    expect(res.body.secret).not.toBe(destASecret)
    expect(await storedSecret(destA.id)).toBe(res.body.secret)
    const after = await rest('GET', `/api/lead-destinations/${destA.id}`, { host: ADMIN, token: s.groupA.token })
    expect(JSON.stringify(after.body)).not.toContain(res.body.secret)
    destASecret = res.body.secret
  })

  it('rotate is refused to marketing, to another tenant’s group admin (same 404 as an unknown id) and to the public', async () => {
    const path = `/api/lead-destinations/${destA.id}/rotate-secret`
    expect((await rest('POST', path, { host: ADMIN, token: s.marketingA.token })).status).toBe(403)
    const foreign = await rest('POST', path, { host: ADMIN, token: s.groupB.token })
    const unknown = await rest('POST', '/api/lead-destinations/2147483000/rotate-secret', {
      host: ADMIN,
      token: s.groupB.token,
    })
    expect([foreign.status, foreign.body]).toEqual([404, unknown.body])
    expect((await rest('POST', path, { host: ADMIN })).status).toBe(401)
    expect(
      (
        await rest('POST', '/api/lead-destinations/99999999999999/rotate-secret', {
          host: ADMIN,
          token: s.groupA.token,
        })
      ).status,
    ).toBe(404)
    expect(await storedSecret(destA.id)).toBe(destASecret)
  })

  it('the delivery worker still signs with the stored secret', async () => {
    const sink = await startSink()
    try {
      await pool().query('UPDATE lead_destinations SET url = $1, active = true WHERE id = $2', [sink.url, destB.id])
      const id = await pendingLead(tenantB, 'signed with the write-only secret')
      const lead = await deliver(id, leadTransport({ allowPrivate: true }))
      expect(lead.status).toBe('delivered')
      const got = sink.received.find((r) => JSON.parse(r.body).lead_id === String(id))!
      expect(
        verifyWebhook(
          'bravo-given-secret',
          Number(got.headers['x-lead-timestamp']),
          got.body,
          String(got.headers['x-lead-signature']),
        ),
      ).toBe(true)
    } finally {
      await pool().query('UPDATE lead_destinations SET active = false WHERE id = $1', [destB.id])
      await sink.close()
    }
  })
})

describe('marketing sees no lead destinations at all', () => {
  it('marketing lists none and cannot read one by id (REST and Local API)', async () => {
    const list = await rest('GET', '/api/lead-destinations?limit=100', { host: ADMIN, token: s.marketingA.token })
    expect(list.status).toBe(403)
    expect(JSON.stringify(list.body)).not.toContain('Alpha CRM')
    const one = await rest('GET', `/api/lead-destinations/${destA.id}`, { host: ADMIN, token: s.marketingA.token })
    expect(one.status).toBe(403)
    await expect(payload.find({ collection: 'lead-destinations', ...as(s.marketingA) })).rejects.toMatchObject({
      status: 403,
    })
  })

  it('marketing gets nothing from GraphQL', async () => {
    const res = await graphql(
      `
        {
          LeadDestinations {
            docs {
              id
              name
              url
            }
          }
        }
      `,
      { host: ADMIN, token: s.marketingA.token },
    )
    expect(JSON.stringify(res.body)).not.toContain('Alpha CRM')
    expect(JSON.stringify(res.body)).not.toContain('crm.example')
    expect(res.body.errors?.length ?? 0).toBeGreaterThan(0)
  })

  it('a group admin sees only their own tenant’s destinations', async () => {
    const res = await rest('GET', '/api/lead-destinations?limit=100', { host: ADMIN, token: s.groupA.token })
    expect(res.status).toBe(200)
    const names = (res.body.docs as Doc[]).map((d) => d.name)
    expect(names).toContain('Alpha CRM')
    expect(names).not.toContain('Bravo CRM')
    expect(
      (await rest('GET', `/api/lead-destinations/${destB.id}`, { host: ADMIN, token: s.groupA.token })).status,
    ).toBe(404)
  })
})

describe('payload-locked-documents is scoped to what a user may read', () => {
  let lockA: Doc
  let lockB: Doc
  let pageB: Doc

  beforeAll(async () => {
    const pageA = await createScoped(payload, 'pages', tenantA.id, `Lock Alpha ${stamp}`)
    pageB = await createScoped(payload, 'pages', tenantB.id, `Lock Bravo ${stamp}`)
    // as the admin writes them when someone opens a document
    const lock = (page: Doc, user: Doc) =>
      payload.db.create({
        collection: 'payload-locked-documents',
        data: { document: { relationTo: 'pages', value: page.id }, user: { relationTo: 'users', value: user.id } },
      }) as Promise<Doc>
    lockA = await lock(pageA, s.groupA.user)
    lockB = await lock(pageB, s.marketingB.user)
  })

  const ids = (res: { body: Doc }) => ((res.body.docs ?? []) as Doc[]).map((d) => d.id)

  it('tenant A’s marketing does not see who is editing tenant B’s documents', async () => {
    const res = await rest('GET', '/api/payload-locked-documents?depth=1&limit=100', {
      host: ADMIN,
      token: s.marketingA.token,
    })
    expect(res.status).toBe(200)
    expect(ids(res)).toContain(lockA.id)
    expect(ids(res)).not.toContain(lockB.id)
    expect(JSON.stringify(res.body)).not.toContain(s.marketingB.user.email)
    expect(
      (await rest('GET', `/api/payload-locked-documents/${lockB.id}`, { host: ADMIN, token: s.marketingA.token }))
        .status,
    ).toBe(404)
    const gql = await graphql(
      `
        {
          PayloadLockedDocuments(limit: 100) {
            docs {
              id
            }
          }
        }
      `,
      { host: ADMIN, token: s.marketingA.token },
    )
    const gqlIds = ((gql.body.data as Doc)?.PayloadLockedDocuments?.docs ?? []).map((d: Doc) => d.id)
    expect(gqlIds).not.toContain(lockB.id)
  })

  it('each tenant’s users still see the locks on their own tenant’s documents (the “someone is editing” notice); super admins see all', async () => {
    const b = await rest('GET', '/api/payload-locked-documents?limit=100', { host: ADMIN, token: s.groupB.token })
    expect(ids(b)).toContain(lockB.id)
    expect(ids(b)).not.toContain(lockA.id)
    const all = await rest('GET', '/api/payload-locked-documents?limit=100', { host: ADMIN, token: s.super.token })
    expect(ids(all)).toEqual(expect.arrayContaining([lockA.id, lockB.id]))
    // the query the admin makes when a document is opened
    const opened = await rest(
      'GET',
      `/api/payload-locked-documents?where[document.relationTo][equals]=pages&where[document.value][equals]=${pageB.id}`,
      { host: ADMIN, token: s.groupB.token },
    )
    expect(ids(opened)).toEqual([lockB.id])
  })

  it('a user always sees their own locks, even on a document they can no longer read', async () => {
    const own = (await payload.db.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'lead-destinations', value: destA.id },
        user: { relationTo: 'users', value: s.marketingA.user.id },
      },
    })) as Doc
    const mine = await rest('GET', '/api/payload-locked-documents?limit=100', {
      host: ADMIN,
      token: s.marketingA.token,
    })
    expect(ids(mine)).toContain(own.id)
    const others = await rest('GET', '/api/payload-locked-documents?limit=100', {
      host: ADMIN,
      token: s.marketingB.token,
    })
    expect(ids(others)).not.toContain(own.id)
  })

  it('tenant A’s marketing cannot delete, take over or plant a lock on tenant B’s document', async () => {
    const removed = await rest('DELETE', `/api/payload-locked-documents/${lockB.id}`, {
      host: ADMIN,
      token: s.marketingA.token,
    })
    expect([403, 404]).toContain(removed.status)
    const takeover = await rest('PATCH', `/api/payload-locked-documents/${lockB.id}`, {
      host: ADMIN,
      token: s.marketingA.token,
      body: { user: { relationTo: 'users', value: s.marketingA.user.id } },
    })
    expect([403, 404]).toContain(takeover.status)
    const planted = await rest('POST', '/api/payload-locked-documents', {
      host: ADMIN,
      token: s.marketingA.token,
      body: {
        document: { relationTo: 'pages', value: pageB.id },
        user: { relationTo: 'users', value: s.marketingA.user.id },
      },
    })
    expect(planted.status).toBe(403)
    const row = await payload.findByID({
      collection: 'payload-locked-documents',
      id: lockB.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(row.user).toMatchObject({ value: s.marketingB.user.id })
  })
})
