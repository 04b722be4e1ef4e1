/**
 * Media uploads are served from the tenant's own origin (and the admin's): an SVG with a <script> uploaded by a
 * marketing user must never run there — against shoppers on the site, or against a super admin who opens it on the
 * admin host (marketing → super-admin escalation).
 */
import type { Payload } from 'payload'

import { MEDIA_CSP } from '../../collections/Media'
import type { User } from '../../payload-types'
import { bootPayload, shutdownPayload } from './helpers/payload'
import { rest } from './helpers/rest'

let payload: Payload
let filename: string
let superToken: string

const SCRIPTED =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/api/users/me")</script><rect width="10" height="10"/></svg>'
const PLAIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0b3d91"/></svg>'
let marketing: User
let tenantId: number | string

function upload(svg: string, name: string) {
  const data = Buffer.from(svg)
  return payload.create({
    collection: 'media',
    data: { alt: 'logo', tenant: tenantId } as never,
    file: { data, mimetype: 'image/svg+xml', name, size: data.length },
    overrideAccess: false,
    user: marketing,
    context: { disableRevalidate: true },
  }) as unknown as Promise<{ filename: string }>
}

beforeAll(async () => {
  payload = await bootPayload()
  const tenant = await payload.create({
    collection: 'tenants',
    data: { name: 'Media Motors', slug: 'media-motors', template: 'group', dealer_group: 'mm' } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  tenantId = tenant.id
  marketing = (await payload.create({
    collection: 'users',
    data: {
      email: 'marketing@media.test',
      password: 'Test-Passw0rd-2026',
      roles: ['marketing'],
      tenants: [{ tenant: tenant.id }],
    } as never,
    overrideAccess: true,
  })) as User
  filename = (await upload(PLAIN, 'logo.svg')).filename
  await payload.create({
    collection: 'users',
    data: { email: 'super@media.test', password: 'Test-Passw0rd-2026', roles: ['super-admin'] } as never,
    overrideAccess: true,
  })
  superToken = (
    await payload.login({ collection: 'users', data: { email: 'super@media.test', password: 'Test-Passw0rd-2026' } })
  ).token!
})

afterAll(async () => {
  await shutdownPayload(payload)
})

it('an SVG carrying a <script> is refused at upload (Payload inspects SVG uploads)', async () => {
  await expect(upload(SCRIPTED, 'evil.svg')).rejects.toThrow(/invalid: file/)
})

it("should an SVG slip past the upload check, any media file is served sandboxed with no script, on the tenant's and the admin host", async () => {
  // a shopper on the site, and a super admin on the admin host
  for (const [host, token] of [
    ['media-motors.localhost:3000', undefined],
    ['localhost:3000', superToken],
  ] as const) {
    const res = await rest('GET', `/api/media/file/${encodeURIComponent(filename)}`, { host, token })
    expect({ host, status: res.status, body: res.status === 200 ? null : res.body }).toEqual({
      host,
      status: 200,
      body: null,
    })
    expect(res.headers.get('content-security-policy')).toBe(MEDIA_CSP)
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/)
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  }
})
