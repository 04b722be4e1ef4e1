/**
 * The access matrix, on a real PostgreSQL: two tenants, four admin users, one document per tenant in every
 * tenant-scoped collection; then what each user (and the anonymous public, per host) may read and write,
 * through the Local API with overrideAccess: false, through REST and through GraphQL.
 *
 *   tenant A 'alpha' (group template, dealer group g1)   tenant B 'bravo' (brand template, dealer group g2)
 *   superAdmin · groupAdminA · marketingA · marketingB
 */
import type { CollectionSlug, Payload } from 'payload'

import { resolveSiteConfig } from '@/domain/siteConfig'

import {
  MANAGER_ONLY,
  MARKETING_EDITABLE,
  SCOPED,
  TITLE_FIELD,
  createScoped,
  mediaFile,
  scopedData,
  tenantOf,
  type Doc,
  type ScopedSlug,
} from './helpers/fixtures'
import { ACCOUNT_MAX_LOGIN_ATTEMPTS } from '../../collections/Users'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { graphql, rest } from './helpers/rest'

interface Session {
  user: Doc
  token: string
}

const PASSWORD = 'Test-Passw0rd-2026'
const FLAG_GROUPS = [
  'features',
  'finance',
  'prices',
  'stock',
  'phones',
  'forms',
  'share',
  'reviews',
  'hours',
  'gating',
  'chat',
]
const ALPHA = 'alpha.localhost:3000'
const BRAVO = 'bravo.localhost:3000'
const PLATFORM = 'localhost:3000'
const BRAVO_DOMAIN = 'www.bravo-motors.com.au'

/** Requirement IDs a collection's scoping tests carry. */
const IDS: Partial<Record<ScopedSlug, string>> = {
  'promo-tiles': 'TEN-09',
  banners: 'TEN-10',
  navigation: 'TEN-11',
  'legal-texts': 'TEN-12',
}
const idsFor = (slug: ScopedSlug) => `${IDS[slug] ?? 'TEN-02'}`

let payload: Payload
let tenantA: Doc
let tenantB: Doc
const s = {} as Record<'superAdmin' | 'groupAdminA' | 'marketingA' | 'marketingB', Session>
const docs = {} as Record<ScopedSlug, { a: Doc; b: Doc }>
let draftPageA: Doc
let hiddenVehicleA: Doc
let superAdminWithTenantA: Doc

const as = (session: Session) => ({ overrideAccess: false as const, user: session.user })
const col = (slug: ScopedSlug | 'tenants' | 'users') => slug as CollectionSlug

/** Resolves to the error's HTTP status when the operation is refused; fails the test when it succeeds. */
async function refused(operation: Promise<unknown>): Promise<number> {
  try {
    await operation
  } catch (error) {
    return (error as { status?: number }).status ?? 500
  }
  throw new Error('Expected the operation to be refused, but it succeeded')
}

const reread = (slug: ScopedSlug | 'tenants' | 'users', id: number | string) =>
  payload.findByID({
    collection: col(slug),
    id,
    overrideAccess: true,
    depth: 0,
    showHiddenFields: true,
  }) as Promise<Doc>

async function exists(slug: ScopedSlug, id: number | string): Promise<boolean> {
  const found = await payload.find({
    collection: col(slug),
    where: { id: { equals: id } },
    overrideAccess: true,
    depth: 0,
    draft: true,
  })
  return found.totalDocs === 1
}

async function createUser(email: string, roles: string[], tenants: Doc[]): Promise<Doc> {
  return payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, roles, tenants: tenants.map((t) => ({ tenant: t.id })) } as never,
    overrideAccess: true,
  }) as Promise<Doc>
}

async function login(email: string): Promise<Session> {
  const result = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  return { user: result.user as Doc, token: result.token as string }
}

function tenantIds(list: Doc[]): string[] {
  return [...new Set(list.map((d) => String(tenantOf(d))))]
}

beforeAll(async () => {
  payload = await bootPayload()

  const tenant = (name: string, slug: string, template: string, dealerGroup: string, domains: string[] = []) =>
    payload.create({
      collection: 'tenants',
      data: {
        name,
        slug,
        template,
        dealer_group: dealerGroup,
        domains: domains.map((hostname) => ({ hostname })),
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    }) as Promise<Doc>
  tenantA = await tenant('Alpha Motor Group', 'alpha', 'group', 'g1')
  tenantB = await tenant('Bravo Toyota', 'bravo', 'brand', 'g2', [BRAVO_DOMAIN])

  await createUser('super@test.local', ['super-admin'], [])
  await createUser('group-a@test.local', ['group-admin'], [tenantA])
  await createUser('marketing-a@test.local', ['marketing'], [tenantA])
  await createUser('marketing-b@test.local', ['marketing'], [tenantB])
  superAdminWithTenantA = await createUser('super-a@test.local', ['super-admin'], [tenantA])
  s.superAdmin = await login('super@test.local')
  s.groupAdminA = await login('group-a@test.local')
  s.marketingA = await login('marketing-a@test.local')
  s.marketingB = await login('marketing-b@test.local')

  for (const slug of SCOPED) {
    if (slug === 'locations') continue
    docs[slug] = {
      a: await createScoped(payload, slug, tenantA.id, 'Alpha'),
      b: await createScoped(payload, slug, tenantB.id, 'Bravo'),
    }
  }
  docs.locations = {
    a: await createScoped(payload, 'locations', tenantA.id, 'Alpha', { dealership: docs.dealerships.a.id }),
    b: await createScoped(payload, 'locations', tenantB.id, 'Bravo', { dealership: docs.dealerships.b.id }),
  }
  draftPageA = await createScoped(payload, 'pages', tenantA.id, 'Alpha draft', { _status: 'draft' })
  hiddenVehicleA = await createScoped(payload, 'vehicles', tenantA.id, 'Alpha hidden', {
    show_on_dealer_website: false,
  })
})

afterAll(async () => {
  await shutdownPayload(payload)
})

describe('fixtures', () => {
  it('every scoped collection has one document per tenant, and the draft page is a draft', async () => {
    for (const slug of SCOPED) {
      expect(tenantOf(docs[slug].a)).toBe(tenantA.id)
      expect(tenantOf(docs[slug].b)).toBe(tenantB.id)
    }
    expect(docs.pages.a._status).toBe('published')
    expect((await reread('pages', draftPageA.id))._status).toBe('draft')
    expect(s.marketingA.user.collection).toBe('users')
  })
})

describe('marketing user of tenant A (Local API)', () => {
  // the per-collection titles below carry their IDs through idsFor(); this one names them where a reader (and
  // docs/requirements.md) can see them
  it('TEN-09 TEN-10 TEN-11 TEN-12 promo tiles, banners, navigation and legal texts: a marketer finds only their own tenant’s', async () => {
    for (const slug of ['promo-tiles', 'banners', 'navigation', 'legal-texts'] as const) {
      const found = await payload.find({ collection: col(slug), ...as(s.marketingA), depth: 0, limit: 100 })
      expect(found.docs.map((d) => d.id)).toContain(docs[slug].a.id)
      expect(tenantIds(found.docs)).toEqual([String(tenantA.id)])
    }
  })

  describe.each(SCOPED)('%s', (slug) => {
    it(`${idsFor(slug)} find returns only tenant A's documents`, async () => {
      const found = await payload.find({ collection: col(slug), ...as(s.marketingA), depth: 0, limit: 100 })
      const ids = found.docs.map((d) => d.id)
      expect(ids).toContain(docs[slug].a.id)
      expect(ids).not.toContain(docs[slug].b.id)
      expect(tenantIds(found.docs)).toEqual([String(tenantA.id)])
    })

    it(`${idsFor(slug)} a where clause naming tenant B finds nothing`, async () => {
      const found = await payload.find({
        collection: col(slug),
        where: { tenant: { equals: tenantB.id } },
        ...as(s.marketingA),
        depth: 0,
      })
      expect(found.docs).toEqual([])
    })

    it(`${idsFor(slug)} findByID of tenant B's document is refused`, async () => {
      const status = await refused(
        payload.findByID({ collection: col(slug), id: docs[slug].b.id, ...as(s.marketingA), depth: 0 }),
      )
      expect([403, 404]).toContain(status)
    })

    it(`${idsFor(slug)} update of tenant B's document is refused and it stays unchanged`, async () => {
      const field = TITLE_FIELD[slug]
      const before = await reread(slug, docs[slug].b.id)
      const status = await refused(
        payload.update({
          collection: col(slug),
          id: docs[slug].b.id,
          data: { [field]: 'Hacked by A' } as never,
          ...as(s.marketingA),
        }),
      )
      expect([403, 404]).toContain(status)
      const after = await reread(slug, docs[slug].b.id)
      expect(after[field]).toBe(before[field])
      expect(after.updatedAt).toBe(before.updatedAt)
    })

    it(`${idsFor(slug)} a bulk update across tenants changes only tenant A's documents`, async () => {
      const field = TITLE_FIELD[slug]
      const before = await reread(slug, docs[slug].b.id)
      await payload
        .update({
          collection: col(slug),
          where: { id: { equals: docs[slug].b.id } },
          data: { [field]: 'Bulk hacked by A' } as never,
          ...as(s.marketingA),
        })
        .catch(() => undefined)
      expect((await reread(slug, docs[slug].b.id))[field]).toBe(before[field])
    })

    it(`${idsFor(slug)} delete of tenant B's document is refused and it still exists`, async () => {
      const status = await refused(payload.delete({ collection: col(slug), id: docs[slug].b.id, ...as(s.marketingA) }))
      expect([403, 404]).toContain(status)
      expect(await exists(slug, docs[slug].b.id)).toBe(true)
    })

    it(`${idsFor(slug)} create with tenant B is refused`, async () => {
      const data = scopedData(
        slug,
        tenantB.id,
        'Sneaky',
        slug === 'locations' ? { dealership: docs.dealerships.b.id } : {},
      )
      const file = slug === 'media' ? await mediaFile('sneaky.png') : undefined
      const before = await payload.count({
        collection: col(slug),
        where: { tenant: { equals: tenantB.id } },
        overrideAccess: true,
      })
      const status = await refused(
        payload.create({ collection: col(slug), data: data as never, file, ...as(s.marketingA) }),
      )
      expect([400, 403]).toContain(status)
      const after = await payload.count({
        collection: col(slug),
        where: { tenant: { equals: tenantB.id } },
        overrideAccess: true,
      })
      expect(after.totalDocs).toBe(before.totalDocs)
    })
  })

  it.each(MARKETING_EDITABLE)('TEN-02 %s: create with tenant A succeeds', async (slug) => {
    if (slug === 'navigation') {
      // One header & footer per tenant (isGlobal): replace tenant A's.
      await payload.delete({ collection: 'navigation', id: docs.navigation.a.id, overrideAccess: true })
    }
    const created = (await payload.create({
      collection: col(slug),
      data: scopedData(slug, tenantA.id, 'Marketing A') as never,
      ...as(s.marketingA),
      depth: 0,
    })) as Doc
    expect(tenantOf(created)).toBe(tenantA.id)
    if (slug === 'navigation') docs.navigation.a = created
  })

  it('TEN-02 media: create with tenant A succeeds', async () => {
    const created = (await payload.create({
      collection: 'media',
      data: scopedData('media', tenantA.id, 'Marketing A') as never,
      file: await mediaFile('marketing-a.png'),
      ...as(s.marketingA),
      depth: 0,
    })) as Doc
    expect(tenantOf(created)).toBe(tenantA.id)
  })

  it.each(MARKETING_EDITABLE)("TEN-02 %s: update of tenant A's document succeeds", async (slug) => {
    const field = TITLE_FIELD[slug]
    const updated = (await payload.update({
      collection: col(slug),
      id: docs[slug].a.id,
      data: { [field]: `Alpha ${slug} edited` } as never,
      ...as(s.marketingA),
      depth: 0,
    })) as Doc
    expect(updated[field]).toBe(`Alpha ${slug} edited`)
  })

  it.each(MANAGER_ONLY)('TEN-02 %s: create with tenant A is refused (managers only)', async (slug) => {
    const data = scopedData(
      slug,
      tenantA.id,
      'Marketing A',
      slug === 'locations' ? { dealership: docs.dealerships.a.id } : {},
    )
    const status = await refused(payload.create({ collection: col(slug), data: data as never, ...as(s.marketingA) }))
    expect(status).toBe(403)
  })

  it.each(MANAGER_ONLY)(
    "TEN-02 %s: update and delete of tenant A's document are refused (managers only)",
    async (slug) => {
      const field = TITLE_FIELD[slug]
      const before = await reread(slug, docs[slug].a.id)
      expect(
        await refused(
          payload.update({
            collection: col(slug),
            id: docs[slug].a.id,
            data: { [field]: 'Nope' } as never,
            ...as(s.marketingA),
          }),
        ),
      ).toBe(403)
      expect((await reread(slug, docs[slug].a.id))[field]).toBe(before[field])
      expect(await refused(payload.delete({ collection: col(slug), id: docs[slug].a.id, ...as(s.marketingA) }))).toBe(
        403,
      )
      expect(await exists(slug, docs[slug].a.id)).toBe(true)
    },
  )

  it("TEN-11 navigation: marketing cannot delete its tenant's header & footer", async () => {
    expect(
      await refused(payload.delete({ collection: 'navigation', id: docs.navigation.a.id, ...as(s.marketingA) })),
    ).toBe(403)
    expect(await exists('navigation', docs.navigation.a.id)).toBe(true)
  })

  it('marketing of tenant B sees only tenant B (the mirror case)', async () => {
    for (const slug of ['pages', 'promo-tiles', 'vehicles'] as const) {
      const found = await payload.find({ collection: col(slug), ...as(s.marketingB), depth: 0, limit: 100 })
      expect(tenantIds(found.docs)).toEqual([String(tenantB.id)])
    }
  })
})

describe('marketing user: tenants, flags and users (Local API)', () => {
  it('TEN-02 TEN-29 reading tenant A returns no flag groups', async () => {
    const tenant = (await payload.findByID({
      collection: 'tenants',
      id: tenantA.id,
      ...as(s.marketingA),
      depth: 0,
    })) as Doc
    expect(tenant.slug).toBe('alpha')
    for (const group of FLAG_GROUPS) expect(tenant).not.toHaveProperty(group)
    const listed = await payload.find({ collection: 'tenants', ...as(s.marketingA), depth: 0 })
    expect(listed.docs.map((t) => t.id)).toEqual([tenantA.id])
    for (const group of FLAG_GROUPS) expect(listed.docs[0]).not.toHaveProperty(group)
  })

  it('TEN-02 reading tenant B is refused', async () => {
    expect([403, 404]).toContain(
      await refused(payload.findByID({ collection: 'tenants', id: tenantB.id, ...as(s.marketingA) })),
    )
  })

  it('TEN-03 TEN-29 changing features.garage_enabled is refused or ignored', async () => {
    await payload
      .update({
        collection: 'tenants',
        id: tenantA.id,
        data: { features: { garage_enabled: 'off' } } as never,
        ...as(s.marketingA),
      })
      .catch(() => undefined)
    const after = await reread('tenants', tenantA.id)
    expect(after.features.garage_enabled).toBe('default')
  })

  it('TEN-06 changing prices.visible is refused or ignored', async () => {
    await payload
      .update({
        collection: 'tenants',
        id: tenantA.id,
        data: { prices: { visible: 'off' } } as never,
        ...as(s.marketingA),
      })
      .catch(() => undefined)
    expect((await reread('tenants', tenantA.id)).prices.visible).toBe('default')
  })

  it('finding users returns only the marketing user', async () => {
    const found = await payload.find({ collection: 'users', ...as(s.marketingA), depth: 0 })
    expect(found.docs.map((u) => u.id)).toEqual([s.marketingA.user.id])
  })

  it('creating a user is refused', async () => {
    const status = await refused(
      payload.create({
        collection: 'users',
        data: {
          email: 'new-by-marketing@test.local',
          password: PASSWORD,
          roles: ['marketing'],
          tenants: [{ tenant: tenantA.id }],
        } as never,
        ...as(s.marketingA),
      }),
    )
    expect(status).toBe(403)
  })

  it('granting itself super-admin or another tenant is refused or ignored', async () => {
    await payload
      .update({
        collection: 'users',
        id: s.marketingA.user.id,
        data: { roles: ['super-admin'], tenants: [{ tenant: tenantA.id }, { tenant: tenantB.id }] } as never,
        ...as(s.marketingA),
      })
      .catch(() => undefined)
    const after = await reread('users', s.marketingA.user.id)
    expect(after.roles).toEqual(['marketing'])
    expect(after.tenants.map((row: Doc) => tenantOf(row))).toEqual([tenantA.id])
  })

  it('updating another user is refused', async () => {
    expect([403, 404]).toContain(
      await refused(
        payload.update({
          collection: 'users',
          id: s.marketingB.user.id,
          data: { name: 'x' } as never,
          ...as(s.marketingA),
        }),
      ),
    )
  })
})

describe('group admin of tenant A (Local API)', () => {
  it("TEN-02 TEN-03 TEN-29 can switch tenant A's garage off; the site configuration follows", async () => {
    const updated = (await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { features: { garage_enabled: 'off' } } as never,
      ...as(s.groupAdminA),
    })) as Doc
    expect(updated.features.garage_enabled).toBe('off')
    const stored = await reread('tenants', tenantA.id)
    expect(stored.features.garage_enabled).toBe('off')
    expect(resolveSiteConfig(stored).features.garageEnabled).toBe(false)
    expect(resolveSiteConfig(await reread('tenants', tenantB.id)).features.garageEnabled).toBe(true)
  })

  it("TEN-06 can hide tenant A's prices", async () => {
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { prices: { visible: 'off' } } as never,
      ...as(s.groupAdminA),
    })
    const stored = await reread('tenants', tenantA.id)
    expect(stored.prices.visible).toBe('off')
    expect(resolveSiteConfig(stored).prices.visible).toBe(false)
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { prices: { visible: 'default' } } as never,
      overrideAccess: true,
    })
  })

  it("VDP-30 VDP-31 sets tenant A's web chat (off, provider script, label); a non-https script is refused", async () => {
    const chat = {
      enabled: 'on',
      provider_script_url: 'https://chat.example.com/widget.js',
      provider_label: 'Talk to Alpha',
    }
    await payload.update({ collection: 'tenants', id: tenantA.id, data: { chat } as never, ...as(s.groupAdminA) })
    const stored = await reread('tenants', tenantA.id)
    expect(resolveSiteConfig(stored).chat).toEqual({
      enabled: true,
      providerScriptUrl: 'https://chat.example.com/widget.js',
      providerLabel: 'Talk to Alpha',
    })
    await expect(
      payload.update({
        collection: 'tenants',
        id: tenantA.id,
        data: { chat: { ...chat, provider_script_url: 'http://chat.example.com/w.js' } } as never,
        ...as(s.groupAdminA),
      }),
    ).rejects.toThrow(/Chat provider's script URL/)
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { chat: { enabled: 'off' } } as never,
      ...as(s.groupAdminA),
    })
    expect(resolveSiteConfig(await reread('tenants', tenantA.id)).chat.enabled).toBe(false)
    expect(resolveSiteConfig(await reread('tenants', tenantB.id)).chat.enabled).toBe(true)
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { chat: { enabled: 'default', provider_script_url: null, provider_label: null } } as never,
      overrideAccess: true,
    })
  })

  it('reads the flags of tenant A', async () => {
    const tenant = (await payload.findByID({
      collection: 'tenants',
      id: tenantA.id,
      ...as(s.groupAdminA),
      depth: 0,
    })) as Doc
    for (const group of FLAG_GROUPS) expect(tenant).toHaveProperty(group)
  })

  it('TEN-02 cannot read or update tenant B', async () => {
    expect([403, 404]).toContain(
      await refused(payload.findByID({ collection: 'tenants', id: tenantB.id, ...as(s.groupAdminA) })),
    )
    const status = await refused(
      payload.update({
        collection: 'tenants',
        id: tenantB.id,
        data: { features: { garage_enabled: 'off' } } as never,
        ...as(s.groupAdminA),
      }),
    )
    expect([403, 404]).toContain(status)
    expect((await reread('tenants', tenantB.id)).features.garage_enabled).toBe('default')
  })

  it('cannot create or delete tenants', async () => {
    expect(
      await refused(
        payload.create({
          collection: 'tenants',
          data: { name: 'X', slug: 'xray', template: 'group' } as never,
          ...as(s.groupAdminA),
        }),
      ),
    ).toBe(403)
    expect(await refused(payload.delete({ collection: 'tenants', id: tenantA.id, ...as(s.groupAdminA) }))).toBe(403)
  })

  it('cannot grant super-admin, to a new user, to a marketing user of A or to itself', async () => {
    expect(
      await refused(
        payload.create({
          collection: 'users',
          data: {
            email: 'new-super@test.local',
            password: PASSWORD,
            roles: ['super-admin'],
            tenants: [{ tenant: tenantA.id }],
          } as never,
          ...as(s.groupAdminA),
        }),
      ),
    ).toBe(403)
    expect(
      await refused(
        payload.update({
          collection: 'users',
          id: s.marketingA.user.id,
          data: { roles: ['super-admin'] } as never,
          ...as(s.groupAdminA),
        }),
      ),
    ).toBe(403)
    expect(
      await refused(
        payload.update({
          collection: 'users',
          id: s.groupAdminA.user.id,
          data: { roles: ['super-admin'] } as never,
          ...as(s.groupAdminA),
        }),
      ),
    ).toBe(403)
    expect((await reread('users', s.marketingA.user.id)).roles).toEqual(['marketing'])
    expect((await reread('users', s.groupAdminA.user.id)).roles).toEqual(['group-admin'])
    const count = await payload.count({
      collection: 'users',
      where: { email: { equals: 'new-super@test.local' } },
      overrideAccess: true,
    })
    expect(count.totalDocs).toBe(0)
  })

  it('can create a marketing user for tenant A', async () => {
    const created = (await payload.create({
      collection: 'users',
      data: {
        email: 'marketing-a2@test.local',
        password: PASSWORD,
        roles: ['marketing'],
        tenants: [{ tenant: tenantA.id }],
      } as never,
      ...as(s.groupAdminA),
    })) as Doc
    expect(created.roles).toEqual(['marketing'])
    expect(created.tenants.map((row: Doc) => tenantOf(row))).toEqual([tenantA.id])
  })

  it('cannot create a marketing user for tenant B', async () => {
    const status = await refused(
      payload.create({
        collection: 'users',
        data: {
          email: 'marketing-b2@test.local',
          password: PASSWORD,
          roles: ['marketing'],
          tenants: [{ tenant: tenantB.id }],
        } as never,
        ...as(s.groupAdminA),
      }),
    )
    expect([400, 403]).toContain(status)
    const count = await payload.count({
      collection: 'users',
      where: { email: { equals: 'marketing-b2@test.local' } },
      overrideAccess: true,
    })
    expect(count.totalDocs).toBe(0)
  })

  it('cannot give a marketing user of A tenant B, nor itself', async () => {
    for (const id of [s.marketingA.user.id, s.groupAdminA.user.id]) {
      const status = await refused(
        payload.update({
          collection: 'users',
          id,
          data: { tenants: [{ tenant: tenantA.id }, { tenant: tenantB.id }] } as never,
          ...as(s.groupAdminA),
        }),
      )
      expect(status).toBe(403)
      expect((await reread('users', id)).tenants.map((row: Doc) => tenantOf(row))).toEqual([tenantA.id])
    }
  })

  it('does not see, update or delete users of tenant B', async () => {
    const found = await payload.find({ collection: 'users', ...as(s.groupAdminA), depth: 0, limit: 100 })
    const emails = found.docs.map((u) => u.email)
    expect(emails).toContain('marketing-a@test.local')
    expect(emails).not.toContain('marketing-b@test.local')
    expect(emails).not.toContain('super@test.local')
    expect([403, 404]).toContain(
      await refused(
        payload.update({
          collection: 'users',
          id: s.marketingB.user.id,
          data: { name: 'x' } as never,
          ...as(s.groupAdminA),
        }),
      ),
    )
    expect([403, 404]).toContain(
      await refused(payload.delete({ collection: 'users', id: s.marketingB.user.id, ...as(s.groupAdminA) })),
    )
    expect((await reread('users', s.marketingB.user.id)).email).toBe('marketing-b@test.local')
  })

  // A group admin manages only users whose every tenant is theirs, and never a super admin (collections/Users/access.ts).
  it('cannot change, demote or delete a super admin who is assigned to tenant A', async () => {
    const before = await reread('users', superAdminWithTenantA.id)
    await payload
      .update({
        collection: 'users',
        id: superAdminWithTenantA.id,
        data: { email: 'taken@test.local', password: 'Owned-by-group-admin-1' } as never,
        ...as(s.groupAdminA),
      })
      .catch(() => undefined)
    await payload
      .update({
        collection: 'users',
        id: superAdminWithTenantA.id,
        data: { roles: ['marketing'] } as never,
        ...as(s.groupAdminA),
      })
      .catch(() => undefined)
    const after = await reread('users', superAdminWithTenantA.id)
    expect(after.email).toBe(before.email)
    expect(after.roles).toEqual(['super-admin'])
    await expect(
      payload.login({ collection: 'users', data: { email: 'super-a@test.local', password: PASSWORD } }),
    ).resolves.toBeTruthy()
    await payload
      .delete({ collection: 'users', id: superAdminWithTenantA.id, ...as(s.groupAdminA) })
      .catch(() => undefined)
    expect(
      (
        await payload.count({
          collection: 'users',
          where: { id: { equals: superAdminWithTenantA.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })

  // Same bug as above, cross-tenant form: a user of tenants A and B can be taken over by tenant A's group admin
  // (new password), which hands tenant B's content to a group admin of another dealer group.
  it('cannot change the password of a user who also belongs to tenant B', async () => {
    const shared = await createUser('shared-ab@test.local', ['marketing'], [tenantA, tenantB])
    await payload
      .update({
        collection: 'users',
        id: shared.id,
        data: { password: 'Owned-by-group-admin-1' } as never,
        ...as(s.groupAdminA),
      })
      .catch(() => undefined)
    await expect(
      payload.login({
        collection: 'users',
        data: { email: 'shared-ab@test.local', password: 'Owned-by-group-admin-1' },
      }),
    ).rejects.toThrow()
  })

  // A production hostname belongs to one tenant only (validated, and unique in the database).
  it("TEN-01 cannot claim another tenant's production domain", async () => {
    await payload
      .update({
        collection: 'tenants',
        id: tenantA.id,
        data: { domains: [{ hostname: BRAVO_DOMAIN }] } as never,
        ...as(s.groupAdminA),
      })
      .catch(() => undefined)
    const claimed = await payload.find({
      collection: 'tenants',
      where: { 'domains.hostname': { equals: BRAVO_DOMAIN } },
      overrideAccess: true,
    })
    expect(claimed.docs.map((t) => t.id)).toEqual([tenantB.id])
  })
})

describe('super admin (Local API)', () => {
  it('reads both tenants with their flags', async () => {
    const found = await payload.find({ collection: 'tenants', ...as(s.superAdmin), depth: 0 })
    // every tenant: this file's two, and any other test file's in the shared database
    expect(found.docs.map((t) => t.id)).toEqual(expect.arrayContaining([tenantA.id, tenantB.id]))
    for (const group of FLAG_GROUPS) expect(found.docs[0]).toHaveProperty(group)
  })

  it('reads every tenant’s documents in every scoped collection', async () => {
    for (const slug of SCOPED) {
      const found = await payload.find({ collection: col(slug), ...as(s.superAdmin), depth: 0, limit: 100 })
      const ids = found.docs.map((d) => d.id)
      expect(ids).toEqual(expect.arrayContaining([docs[slug].a.id, docs[slug].b.id]))
    }
  })
})

describe('REST as the marketing user of tenant A', () => {
  const token = () => s.marketingA.token

  it.each(['pages', 'promo-tiles', 'vehicles', 'banners', 'legal-texts', 'navigation'] as const)(
    'TEN-02 GET /api/%s lists no tenant B documents',
    async (slug) => {
      const res = await rest('GET', `/api/${slug}?depth=0&limit=100`, { host: ALPHA, token: token() })
      expect(res.status).toBe(200)
      expect(res.body.docs.length).toBeGreaterThan(0)
      expect(tenantIds(res.body.docs)).toEqual([String(tenantA.id)])
    },
  )

  it('TEN-02 GET /api/pages with a where naming tenant B, even on bravo’s host, lists nothing', async () => {
    const res = await rest('GET', `/api/pages?depth=0&where[tenant][equals]=${tenantB.id}`, {
      host: BRAVO,
      token: token(),
    })
    expect(res.status).toBe(200)
    expect(res.body.docs).toEqual([])
  })

  it("TEN-02 GET /api/pages/{B's id} is refused", async () => {
    const res = await rest('GET', `/api/pages/${docs.pages.b.id}`, { host: ALPHA, token: token() })
    expect([403, 404]).toContain(res.status)
  })

  it("TEN-02 PATCH /api/pages/{B's id} is refused and the page is unchanged", async () => {
    const before = await reread('pages', docs.pages.b.id)
    const res = await rest('PATCH', `/api/pages/${docs.pages.b.id}`, {
      host: ALPHA,
      token: token(),
      body: { title: 'Hacked via REST' },
    })
    expect([403, 404]).toContain(res.status)
    expect((await reread('pages', docs.pages.b.id)).title).toBe(before.title)
  })

  it("TEN-02 DELETE /api/pages/{B's id} is refused and the page still exists", async () => {
    const res = await rest('DELETE', `/api/pages/${docs.pages.b.id}`, { host: ALPHA, token: token() })
    expect([403, 404]).toContain(res.status)
    expect(await exists('pages', docs.pages.b.id)).toBe(true)
  })

  it('TEN-02 POST /api/pages with tenant B is refused', async () => {
    const res = await rest('POST', '/api/pages', {
      host: ALPHA,
      token: token(),
      body: scopedData('pages', tenantB.id, 'REST sneaky'),
    })
    expect([400, 403]).toContain(res.status)
    const count = await payload.count({
      collection: 'pages',
      where: { title: { equals: 'REST sneaky pages' } },
      overrideAccess: true,
    })
    expect(count.totalDocs).toBe(0)
  })

  it("TEN-09 PATCH /api/promo-tiles/{B's id} is refused and the tile is unchanged", async () => {
    const before = await reread('promo-tiles', docs['promo-tiles'].b.id)
    const res = await rest('PATCH', `/api/promo-tiles/${docs['promo-tiles'].b.id}`, {
      host: ALPHA,
      token: token(),
      body: { title: 'Hacked' },
    })
    expect([403, 404]).toContain(res.status)
    expect((await reread('promo-tiles', docs['promo-tiles'].b.id)).title).toBe(before.title)
  })

  it('TEN-09 POST /api/promo-tiles for tenant A succeeds', async () => {
    const res = await rest('POST', '/api/promo-tiles', {
      host: ALPHA,
      token: token(),
      body: scopedData('promo-tiles', tenantA.id, 'REST A'),
    })
    expect(res.status).toBe(201)
    expect(tenantOf(res.body.doc)).toBe(tenantA.id)
  })

  it("TEN-02 PATCH /api/vehicles/{A's id} and POST /api/vehicles are refused (managers only)", async () => {
    const before = await reread('vehicles', docs.vehicles.a.id)
    const patch = await rest('PATCH', `/api/vehicles/${docs.vehicles.a.id}`, {
      host: ALPHA,
      token: token(),
      body: { price: 1 },
    })
    expect(patch.status).toBe(403)
    expect((await reread('vehicles', docs.vehicles.a.id)).price).toBe(before.price)
    const post = await rest('POST', '/api/vehicles', {
      host: ALPHA,
      token: token(),
      body: scopedData('vehicles', tenantA.id, 'REST car'),
    })
    expect(post.status).toBe(403)
  })

  it('TEN-02 TEN-29 GET /api/tenants lists only tenant A, without flags', async () => {
    const res = await rest('GET', '/api/tenants?depth=0', { host: ALPHA, token: token() })
    expect(res.status).toBe(200)
    expect(res.body.docs.map((t: Doc) => t.id)).toEqual([tenantA.id])
    for (const group of FLAG_GROUPS) expect(res.body.docs[0]).not.toHaveProperty(group)
    const b = await rest('GET', `/api/tenants/${tenantB.id}`, { host: ALPHA, token: token() })
    expect([403, 404]).toContain(b.status)
  })

  it('TEN-03 PATCH /api/tenants/{A} cannot change a flag', async () => {
    const before = (await reread('tenants', tenantA.id)).features.garage_enabled
    const res = await rest('PATCH', `/api/tenants/${tenantA.id}`, {
      host: ALPHA,
      token: token(),
      body: { features: { garage_enabled: 'on' } },
    })
    expect(res.status).toBe(403)
    expect((await reread('tenants', tenantA.id)).features.garage_enabled).toBe(before)
  })

  it('GET /api/users lists only itself; POST /api/users is refused', async () => {
    const list = await rest('GET', '/api/users?depth=0', { host: ALPHA, token: token() })
    expect(list.status).toBe(200)
    expect(list.body.docs.map((u: Doc) => u.id)).toEqual([s.marketingA.user.id])
    const post = await rest('POST', '/api/users', {
      host: ALPHA,
      token: token(),
      body: {
        email: 'rest-new@test.local',
        password: PASSWORD,
        roles: ['marketing'],
        tenants: [{ tenant: tenantA.id }],
      },
    })
    expect(post.status).toBe(403)
  })

  it('TEN-29 flags stay hidden when tenants are populated: /api/users/me, /api/users/{self}?depth=1 and the login response', async () => {
    const me = await rest('GET', '/api/users/me?depth=1', { host: ALPHA, token: token() })
    const self = await rest('GET', `/api/users/${s.marketingA.user.id}?depth=1`, { host: ALPHA, token: token() })
    const loginRes = await rest('POST', '/api/users/login?depth=1', {
      host: ALPHA,
      body: { email: 'marketing-a@test.local', password: PASSWORD },
    })
    expect(loginRes.status).toBe(200)
    for (const user of [me.body.user, self.body, loginRes.body.user]) {
      expect(user.id).toBe(s.marketingA.user.id)
      const tenant = user.tenants[0].tenant
      expect(tenant).toMatchObject({ id: tenantA.id, slug: 'alpha' })
      for (const group of FLAG_GROUPS) expect(tenant).not.toHaveProperty(group)
    }
  })

  it('TEN-29 flags stay hidden when a page is read with its tenant populated', async () => {
    const res = await rest('GET', `/api/pages/${docs.pages.a.id}?depth=1`, { host: ALPHA, token: token() })
    expect(res.status).toBe(200)
    expect(res.body.tenant).toMatchObject({ id: tenantA.id })
    for (const group of FLAG_GROUPS) expect(res.body.tenant).not.toHaveProperty(group)
  })

  it('PATCH /api/users/{self} cannot grant super-admin', async () => {
    await rest('PATCH', `/api/users/${s.marketingA.user.id}`, {
      host: ALPHA,
      token: token(),
      body: { roles: ['super-admin'] },
    })
    expect((await reread('users', s.marketingA.user.id)).roles).toEqual(['marketing'])
  })
})

describe('REST as the group admin of tenant A', () => {
  it('TEN-02 PATCH /api/tenants/{A} changes a flag; PATCH /api/tenants/{B} is refused', async () => {
    const ok = await rest('PATCH', `/api/tenants/${tenantA.id}`, {
      host: ALPHA,
      token: s.groupAdminA.token,
      body: { finance: { default_term: 5 } },
    })
    expect(ok.status).toBe(200)
    expect((await reread('tenants', tenantA.id)).finance.default_term).toBe(5)
    const refusedB = await rest('PATCH', `/api/tenants/${tenantB.id}`, {
      host: BRAVO,
      token: s.groupAdminA.token,
      body: { finance: { default_term: 2 } },
    })
    expect([403, 404]).toContain(refusedB.status)
    expect((await reread('tenants', tenantB.id)).finance.default_term ?? null).toBeNull()
  })
})

describe('REST and GraphQL as the anonymous public', () => {
  it('TEN-02 GET /api/tenants is refused or empty on every host', async () => {
    for (const host of [ALPHA, PLATFORM, BRAVO_DOMAIN]) {
      const res = await rest('GET', '/api/tenants', { host })
      expect(res.body.docs ?? []).toEqual([])
      expect([200, 403]).toContain(res.status)
    }
    const one = await rest('GET', `/api/tenants/${tenantA.id}`, { host: ALPHA })
    expect([403, 404]).toContain(one.status)
  })

  it('TEN-02 populating the tenant of a public page reveals no tenant document', async () => {
    const res = await rest('GET', `/api/pages/${docs.pages.a.id}?depth=2`, { host: ALPHA })
    expect(res.status).toBe(200)
    expect(
      typeof res.body.tenant === 'object' && res.body.tenant !== null ? Object.keys(res.body.tenant) : [],
    ).not.toContain('features')
    expect(JSON.stringify(res.body)).not.toContain('garage_enabled')
  })

  it('GET /api/users is refused', async () => {
    const res = await rest('GET', '/api/users', { host: ALPHA })
    expect(res.body.docs ?? []).toEqual([])
    expect([401, 403]).toContain(res.status)
    const me = await rest('GET', `/api/users/${s.marketingA.user.id}`, { host: ALPHA })
    expect([401, 403, 404]).toContain(me.status)
  })

  it("TEN-02 GET /api/pages on alpha's host lists only tenant A's published pages", async () => {
    for (const query of ['?depth=0&limit=100', '?depth=0&limit=100&draft=true']) {
      const res = await rest('GET', `/api/pages${query}`, { host: ALPHA })
      expect(res.status).toBe(200)
      const ids = res.body.docs.map((d: Doc) => d.id)
      expect(ids).toContain(docs.pages.a.id)
      expect(ids).not.toContain(draftPageA.id)
      expect(ids).not.toContain(docs.pages.b.id)
      expect(tenantIds(res.body.docs)).toEqual([String(tenantA.id)])
      for (const page of res.body.docs) expect(page._status).toBe('published')
    }
    const draft = await rest('GET', `/api/pages/${draftPageA.id}?draft=true`, { host: ALPHA })
    expect([403, 404]).toContain(draft.status)
  })

  it("GET /api/vehicles on alpha's host lists only tenant A's vehicles shown on the dealer website", async () => {
    const res = await rest('GET', '/api/vehicles?depth=0&limit=100', { host: ALPHA })
    expect(res.status).toBe(200)
    const ids = res.body.docs.map((d: Doc) => d.id)
    expect(ids).toContain(docs.vehicles.a.id)
    expect(ids).not.toContain(hiddenVehicleA.id)
    expect(ids).not.toContain(docs.vehicles.b.id)
    for (const vehicle of res.body.docs) expect(vehicle.show_on_dealer_website).toBe(true)
  })

  it.each(SCOPED)(
    "%s: alpha's host lists only tenant A, bravo's only tenant B, whatever the where clause",
    async (slug) => {
      for (const [host, own, other] of [
        [ALPHA, tenantA, tenantB],
        [BRAVO, tenantB, tenantA],
      ] as const) {
        const res = await rest('GET', `/api/${slug}?depth=0&limit=100`, { host })
        expect(res.status).toBe(200)
        expect(res.body.docs.length).toBeGreaterThan(0)
        expect(tenantIds(res.body.docs)).toEqual([String(own.id)])
        const sneaky = await rest('GET', `/api/${slug}?depth=0&where[tenant][equals]=${other.id}`, { host })
        expect(sneaky.body.docs ?? []).toEqual([])
      }
    },
  )

  it("media files are served only on their own tenant's host", async () => {
    const fileB = (await reread('media', docs.media.b.id)).filename as string
    expect(fileB).toBeTruthy()
    const onBravo = await rest('GET', `/api/media/file/${encodeURIComponent(fileB)}`, { host: BRAVO })
    expect(onBravo.status).toBe(200)
    for (const host of [ALPHA, PLATFORM]) {
      const res = await rest('GET', `/api/media/file/${encodeURIComponent(fileB)}`, { host })
      expect([403, 404]).toContain(res.status)
    }
  })

  it('TEN-01 a production domain answers for its own tenant', async () => {
    const res = await rest('GET', '/api/pages?depth=0', { host: BRAVO_DOMAIN })
    expect(res.status).toBe(200)
    expect(tenantIds(res.body.docs)).toEqual([String(tenantB.id)])
  })

  it.each(SCOPED)('%s: the platform host and unknown hosts list no scoped documents', async (slug) => {
    for (const host of [PLATFORM, '127.0.0.1:3000', 'nobody.localhost:3000', 'www.unknown-dealer.com.au']) {
      const res = await rest('GET', `/api/${slug}?depth=0`, { host })
      expect([200, 403]).toContain(res.status)
      expect(res.body.docs ?? []).toEqual([])
    }
  })

  it("GraphQL on alpha's host returns only tenant A's published pages and no tenants or users", async () => {
    const res = await graphql<{
      Pages: { docs: Doc[] } | null
      Tenants: { docs: Doc[] } | null
      Users: { docs: Doc[] } | null
    }>('{ Pages(limit: 100) { docs { id title } } Tenants { docs { id } } Users { docs { id } } }', { host: ALPHA })
    const data = res.body.data
    const published = await payload.find({
      collection: 'pages',
      where: { and: [{ tenant: { equals: tenantA.id } }, { _status: { equals: 'published' } }] },
      overrideAccess: true,
      depth: 0,
      limit: 100,
    })
    const ids = data?.Pages?.docs.map((p) => p.id) ?? []
    expect(ids).toContain(docs.pages.a.id)
    expect(ids).not.toContain(draftPageA.id)
    expect(ids).not.toContain(docs.pages.b.id)
    expect([...ids].sort()).toEqual(published.docs.map((p) => p.id).sort())
    expect(data?.Tenants?.docs ?? []).toEqual([])
    expect(data?.Users?.docs ?? []).toEqual([])
  })

  it('GraphQL on the platform host returns no pages', async () => {
    const res = await graphql<{ Pages: { docs: Doc[] } | null }>('{ Pages { docs { id } } }', { host: PLATFORM })
    expect(res.body.data?.Pages?.docs ?? []).toEqual([])
  })

  it('GraphQL cannot read page versions anonymously', async () => {
    const res = await graphql<{ versionsPages: { docs: Doc[] } | null }>('{ versionsPages { docs { id } } }', {
      host: ALPHA,
    })
    expect(res.body.data?.versionsPages?.docs ?? []).toEqual([])
  })
})

describe('login lockout', () => {
  it(`${ACCOUNT_MAX_LOGIN_ATTEMPTS} failed logins (from many addresses: one is throttled long before) lock the account; the right password is then refused`, async () => {
    await createUser('lockme@test.local', ['marketing'], [tenantA])
    for (let attempt = 1; attempt <= ACCOUNT_MAX_LOGIN_ATTEMPTS; attempt++) {
      await expect(
        payload.login({ collection: 'users', data: { email: 'lockme@test.local', password: 'wrong-password' } }),
      ).rejects.toThrow()
    }
    const locked = await payload
      .login({ collection: 'users', data: { email: 'lockme@test.local', password: PASSWORD } })
      .then(
        () => null,
        (error: Error) => error,
      )
    expect(locked).not.toBeNull()
    expect(locked?.name).toBe('LockedAuth')
    const stored = await reread(
      'users',
      (
        await payload.find({
          collection: 'users',
          where: { email: { equals: 'lockme@test.local' } },
          overrideAccess: true,
        })
      ).docs[0]!.id,
    )
    expect(new Date(stored.lockUntil).getTime()).toBeGreaterThan(Date.now())
  }, 180_000)

  it('a locked account is refused through REST too', async () => {
    const res = await rest('POST', '/api/users/login', {
      host: ALPHA,
      body: { email: 'lockme@test.local', password: PASSWORD },
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.body.token).toBeUndefined()
  })
})

describe('shopper accounts and watchlists: no tenant reads another’s, the public reads none', () => {
  const shopper = {} as Record<'a' | 'b', Doc>
  const entry = {} as Record<'a' | 'b', Doc>
  const session = {} as Record<'a', Doc>
  beforeAll(async () => {
    for (const [key, t] of [
      ['a', tenantA],
      ['b', tenantB],
    ] as const) {
      shopper[key] = (await payload.create({
        collection: 'customers',
        data: { tenant: t.id, name: `Shopper ${key}`, email: `shopper@${key}.test`, password_hash: 'scrypt$x' },
        overrideAccess: true,
      })) as Doc
      entry[key] = (await payload.create({
        collection: 'watchlist',
        data: { tenant: t.id, customer: shopper[key].id, vehicle: docs.vehicles[key].id },
        overrideAccess: true,
      })) as Doc
    }
    session.a = (await payload.create({
      collection: 'customer-sessions',
      data: {
        token_hash: 'h'.repeat(64),
        customer: shopper.a.id,
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      },
      overrideAccess: true,
    })) as Doc
  })

  it('TEN-16 one email may hold an account on each tenant, but only one per tenant (unique tenant + email)', async () => {
    const again = payload.create({
      collection: 'customers',
      data: { tenant: tenantA.id, name: 'Dup', email: 'shopper@a.test', password_hash: 'scrypt$x' },
      overrideAccess: true,
    })
    await expect(again).rejects.toBeTruthy()
    const other = (await payload.create({
      collection: 'customers',
      data: { tenant: tenantB.id, name: 'Same email', email: 'shopper@a.test', password_hash: 'scrypt$x' },
      overrideAccess: true,
    })) as Doc
    await payload.delete({ collection: 'customers', id: other.id, overrideAccess: true })
  })

  it("TEN-16 SAVE-12 marketing of A lists A's shoppers and watchlist only, never the password hash, and cannot edit them", async () => {
    for (const slug of ['customers', 'watchlist'] as const) {
      const found = await payload.find({ collection: slug, ...as(s.marketingA), depth: 0, limit: 100 })
      const ids = found.docs.map((d) => d.id)
      expect(ids).toContain(slug === 'customers' ? shopper.a.id : entry.a.id)
      expect(ids).not.toContain(slug === 'customers' ? shopper.b.id : entry.b.id)
    }
    const mine = await payload.findByID({ collection: 'customers', id: shopper.a.id, ...as(s.marketingA) })
    expect(mine).not.toHaveProperty('password_hash')
    expect(
      await refused(payload.findByID({ collection: 'customers', id: shopper.b.id, ...as(s.marketingA) })),
    ).toBeGreaterThanOrEqual(403)
    expect(
      await refused(
        payload.update({ collection: 'customers', id: shopper.a.id, data: { name: 'X' }, ...as(s.marketingA) }),
      ),
    ).toBe(403)
    expect(await refused(payload.delete({ collection: 'watchlist', id: entry.a.id, ...as(s.marketingA) }))).toBe(403)
    expect(await refused(payload.find({ collection: 'customer-sessions', ...as(s.superAdmin) }))).toBe(403)
  })

  it('TEN-16 the public reads no shopper, watchlist or session through REST or GraphQL, on any host', async () => {
    for (const host of [ALPHA, BRAVO_DOMAIN, PLATFORM]) {
      for (const path of [
        '/api/customers',
        '/api/watchlist',
        '/api/customer-sessions',
        `/api/customers/${shopper.a.id}`,
      ]) {
        const res = await rest('GET', path, { host })
        expect([path, res.body.docs ?? []]).toEqual([path, []])
        expect([401, 403, 404]).toContain(res.status)
      }
      const created = await rest('POST', '/api/customers', {
        host,
        body: { tenant: tenantA.id, name: 'Mallory', email: 'm@x.test', password_hash: 'scrypt$x' },
      })
      expect([401, 403]).toContain(created.status)
    }
    const gql = await graphql('{ Customers { docs { id email password_hash } } }', { host: ALPHA })
    expect(JSON.stringify(gql.body.data ?? {})).not.toContain('shopper@a.test')
  })

  it('TEN-16 saved searches and sent alerts are nobody’s to read or write but the shopper’s own, through the site: staff and the public are refused everywhere', async () => {
    const search = (await payload.create({
      collection: 'saved-searches',
      data: { tenant: tenantA.id, customer: shopper.a.id, name: 'Utes', query: 'query=ute', frequency: 'daily' },
      overrideAccess: true,
    })) as Doc
    const sent = (await payload.create({
      collection: 'sent-alerts',
      data: {
        tenant: tenantA.id,
        customer: shopper.a.id,
        vehicle: docs.vehicles.a.id,
        saved_search: search.id,
        reason: 'new_match',
        key: `new_match:${docs.vehicles.a.id}`,
      },
      overrideAccess: true,
    })) as Doc
    for (const [slug, doc] of [
      ['saved-searches', search],
      ['sent-alerts', sent],
    ] as const) {
      for (const who of [s.superAdmin, s.groupAdminA, s.marketingA]) {
        expect(await refused(payload.find({ collection: slug, ...as(who) }))).toBe(403)
        expect(await refused(payload.findByID({ collection: slug, id: doc.id, ...as(who) }))).toBe(403)
        expect(
          await refused(payload.update({ collection: slug, id: doc.id, data: { key: 'x', name: 'x' }, ...as(who) })),
        ).toBe(403)
        expect(await refused(payload.delete({ collection: slug, id: doc.id, ...as(who) }))).toBe(403)
      }
      for (const host of [ALPHA, PLATFORM]) {
        for (const token of [undefined, s.superAdmin.token, s.marketingA.token]) {
          const res = await rest('GET', `/api/${slug}`, { host, token })
          expect([slug, res.status, res.body.docs ?? []]).toEqual([slug, 403, []])
        }
      }
    }
    const gql = await graphql('{ SavedSearches { docs { id query } } }', { host: ALPHA, token: s.superAdmin.token })
    expect(JSON.stringify(gql.body.data ?? {})).not.toContain('query=ute')
    await payload.delete({ collection: 'sent-alerts', id: sent.id, overrideAccess: true })
    await payload.delete({ collection: 'saved-searches', id: search.id, overrideAccess: true })
  })

  it("TEN-16 marketing of A over REST: A's shoppers without password hashes; B's refused", async () => {
    const list = await rest('GET', '/api/customers?depth=0&limit=100', { host: ALPHA, token: s.marketingA.token })
    expect(list.status).toBe(200)
    expect(list.body.docs.map((d: Doc) => d.id)).toEqual([shopper.a.id])
    expect(JSON.stringify(list.body)).not.toContain('scrypt$')
    const other = await rest('GET', `/api/watchlist/${entry.b.id}`, { host: ALPHA, token: s.marketingA.token })
    expect([403, 404]).toContain(other.status)
  })

  it('deleting a shopper takes their sessions and watchlist with them', async () => {
    await payload.delete({ collection: 'customers', id: shopper.b.id, overrideAccess: true })
    const left = await payload.find({
      collection: 'watchlist',
      where: { id: { equals: entry.b.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})
