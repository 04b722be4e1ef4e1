import sharp from 'sharp'
import { z } from 'zod'

import { MAKE_LOGO_FILE, makeLogoSvg, nameFromSlug } from '@/demo/logos'
import { clampWidth, parsePlaceholderFile, parseTheme, PLACEHOLDER_FILE, placeholderSvg } from '@/demo/placeholderImage'

/**
 * GET /demo-images/{kind}-{seed}.jpg[?w=300]: a deterministic demo JPEG drawn locally from src/demo (no network);
 * `.svg` serves the drawing itself (a few KB). Promo and hero pictures take the tenant's colours from their name
 * (`promo-7-0b2545-c9a227.jpg`) or, on older URLs, from `?p=&a=` (6-digit hex, anything else ignored). /demo-images/make-{slug}.svg[?n=Name] is a make's wordmark badge.
 * Bad names answer 404 JSON. Rendered buffers are kept in a small in-memory LRU; browsers and the image optimiser
 * may cache them forever (the URL fixes the bytes). Our own SVG has no script, but it is still served sandboxed.
 */

export const runtime = 'nodejs'

const fileSchema = z.string().max(60)

const MAX_ENTRIES = 200
const rendered = new Map<string, Buffer>()
const inFlight = new Map<string, Promise<Buffer>>()

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
}

function remember(key: string, value: Buffer): void {
  rendered.delete(key)
  rendered.set(key, value)
  while (rendered.size > MAX_ENTRIES) {
    const oldest = rendered.keys().next().value
    if (oldest === undefined) break
    rendered.delete(oldest)
  }
}

async function render(key: string, svg: () => string, width: number | null): Promise<Buffer> {
  const hit = rendered.get(key)
  if (hit) {
    remember(key, hit)
    return hit
  }
  const pending = inFlight.get(key)
  if (pending) return pending
  const job = (async () => {
    let image = sharp(Buffer.from(svg()))
    if (width !== null) image = image.resize({ width })
    const buffer = await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer()
    remember(key, buffer)
    return buffer
  })().finally(() => inFlight.delete(key))
  inFlight.set(key, job)
  return job
}

function ok(body: string | Buffer, headers: Record<string, string>): Response {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body)
  return new Response(bytes, {
    status: 200,
    headers: {
      ...headers,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params
  const name = fileSchema.safeParse(file)
  const query = new URL(request.url).searchParams
  const make = name.success ? MAKE_LOGO_FILE.exec(name.data) : null
  if (make) {
    const display = (query.get('n') ?? '').slice(0, 30).trim() || nameFromSlug(make[1]!)
    return ok(makeLogoSvg(display), SVG_HEADERS)
  }
  const spec = name.success && PLACEHOLDER_FILE.test(name.data) ? parsePlaceholderFile(name.data) : null
  if (!spec) {
    return Response.json(
      {
        error: 'not_found',
        message:
          'Unknown demo image. Use /demo-images/{kind}-{number}.jpg (or .svg; promo and hero may add -{primary}-{accent} hex colours), kind one of car, hatch, sedan, wagon, coupe, convertible, suv, people, van, ute, bike, truck, caravan, promo, hero, location, spin, interior; or /demo-images/make-{slug}.svg',
      },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const themed = spec.kind === 'promo' || spec.kind === 'hero'
  const theme = spec.theme ?? (themed ? parseTheme(query.get('p'), query.get('a')) : null)
  const svg = () => placeholderSvg(spec.kind, spec.seed, theme)
  if (spec.format === 'svg') return ok(svg(), SVG_HEADERS)
  const width = clampWidth(query.get('w'))
  const key = `${spec.kind}-${spec.seed}@${width ?? 'full'}${theme ? `:${theme.primary}${theme.accent}` : ''}`
  const buffer = await render(key, svg, width)
  return ok(buffer, { 'Content-Type': 'image/jpeg' })
}
