/**
 * Media on S3-compatible storage (src/lib/mediaStorage.ts): with S3_BUCKET set, an uploaded image and its sizes go
 * to the bucket under S3_PREFIX, nothing to ${DATA_DIR}/media; the media URL stays /api/media/file/<name>, answered
 * through Payload from the bucket with the media collection's headers and tenant-scoped access; deleting the
 * document deletes its objects. The bucket is a local fixture (./helpers/fakeS3.ts) speaking the S3 REST API.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { startFakeS3, type FakeS3 } from './helpers/fakeS3'
import type { shutdownPayload as shutdown } from './helpers/payload'
import type { rest as restCall } from './helpers/rest'

const BUCKET = 'dealer-media'
const PREFIX = 'site-media'
const OWN = 's3-motors.localhost:3000'
const OTHER = 's3-other.localhost:3000'

let s3: FakeS3
let payload: Payload
let rest: typeof restCall
let shutdownPayload: typeof shutdown
let tenantId: number | string
const saved: Record<string, string | undefined> = {}

const S3_ENV = (url: string): Record<string, string> => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: url,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'fixture-access-key',
  S3_SECRET_ACCESS_KEY: 'fixture-secret-key',
  S3_FORCE_PATH_STYLE: '1',
  S3_PREFIX: `/${PREFIX}/`,
})

const objects = () => s3.buckets.get(BUCKET) ?? new Map()

beforeAll(async () => {
  s3 = await startFakeS3()
  // payload.config.ts reads the environment when first imported: set it before the config (in the helpers) loads.
  for (const [key, value] of Object.entries(S3_ENV(s3.url))) {
    saved[key] = process.env[key]
    process.env[key] = value
  }
  const boot = await import('./helpers/payload')
  shutdownPayload = boot.shutdownPayload
  rest = (await import('./helpers/rest')).rest
  payload = await boot.bootPayload()
  for (const slug of ['s3-motors', 's3-other']) {
    const tenant = await payload.create({
      collection: 'tenants',
      data: { name: slug, slug, template: 'group', dealer_group: slug } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    if (slug === 's3-motors') tenantId = tenant.id
  }
})

afterAll(async () => {
  await shutdownPayload?.(payload)
  await s3?.close()
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

it('stores an uploaded image and its sizes in the bucket, serves them at the media URL, and deletes them with the document', async () => {
  // large enough for both image sizes (Payload does not enlarge a smaller image)
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#0b3d91' } })
    .png()
    .toBuffer()
  const doc = (await payload.create({
    collection: 'media',
    data: { alt: 'Showroom', tenant: tenantId } as never,
    file: { data: png, mimetype: 'image/png', name: 'showroom.png', size: png.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })) as unknown as {
    id: number
    filename: string
    url: string
    prefix: string
    sizes: Record<string, { filename: string | null; url: string | null }>
  }

  // stored in the bucket, under the prefix, with each image size beside it; nothing on local disk
  const keys = [doc.filename, doc.sizes.thumb!.filename!, doc.sizes.card!.filename!].map((f) => `${PREFIX}/${f}`)
  expect([...objects().keys()].sort()).toEqual([...keys].sort())
  expect(objects().get(keys[0]!)!.contentType).toBe('image/png')
  expect(doc.prefix).toBe(PREFIX)
  expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'media', doc.filename))).toBe(false)

  // the URL the site uses is Payload's own, not the bucket's (with the prefix the object was stored under)
  const urlOf = (filename: string) => `/api/media/file/${encodeURIComponent(filename)}?prefix=${PREFIX}`
  expect(doc.url).toBe(urlOf(doc.filename))
  expect(doc.sizes.thumb!.url).toBe(urlOf(doc.sizes.thumb!.filename!))

  const { MEDIA_CSP } = await import('../../collections/Media')
  const { REST_GET } = await import('@payloadcms/next/routes')
  const { default: config } = await import('@payload-config')
  const get = REST_GET(config)
  const fetchFile = async (url: string, host: string) => {
    const { pathname } = new URL(url, 'http://x')
    const slug = pathname.slice('/api/'.length).split('/').map(decodeURIComponent)
    return get(new Request(`http://${host}${url}`, { headers: { host } }), { params: Promise.resolve({ slug }) })
  }
  const served = await fetchFile(doc.url, OWN)
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/png')
  expect(served.headers.get('content-security-policy')).toBe(MEDIA_CSP)
  expect(Buffer.from(await served.arrayBuffer()).equals(objects().get(keys[0]!)!.body)).toBe(true)
  const thumb = await fetchFile(doc.sizes.thumb!.url!, OWN)
  expect(thumb.status).toBe(200)
  expect(Buffer.from(await thumb.arrayBuffer()).equals(objects().get(keys[1]!)!.body)).toBe(true)

  // tenant-scoped as on local disk: another tenant's host does not get the file
  const reads = s3.requests.filter((r) => r.method === 'GET').length
  const elsewhere = await fetchFile(doc.url, OTHER)
  expect([403, 404]).toContain(elsewhere.status)
  expect(s3.requests.filter((r) => r.method === 'GET').length).toBe(reads)

  // every request to the bucket was signed
  expect(s3.requests.length).toBeGreaterThan(0)
  expect(s3.requests.every((r) => r.authorization?.startsWith('AWS4-HMAC-SHA256'))).toBe(true)

  // deleting the document deletes its objects
  const deleted = await rest('DELETE', `/api/media/${doc.id}`, { host: OWN })
  expect(deleted.status).not.toBe(200) // the public may not delete
  expect(objects().size).toBe(3)
  await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true, context: { disableRevalidate: true } })
  expect([...objects().keys()]).toEqual([])
  expect(
    s3.requests
      .filter((r) => r.method === 'DELETE')
      .map((r) => r.key)
      .sort(),
  ).toEqual([...keys].sort())
  expect([403, 404]).toContain((await fetchFile(doc.url, OWN)).status)
})
