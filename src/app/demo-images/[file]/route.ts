import sharp from 'sharp'
import { z } from 'zod'

import { clampWidth, parsePlaceholderFile, PLACEHOLDER_FILE, placeholderSvg } from '@/demo/placeholderImage'

/**
 * GET /demo-images/{kind}-{seed}.jpg[?w=300]: a deterministic placeholder JPEG drawn locally from
 * src/demo/placeholderImage (no network). Bad names answer 404 JSON. Rendered buffers are kept in a
 * small in-memory LRU; browsers and the image optimiser may cache them forever (the name fixes the bytes).
 */

export const runtime = 'nodejs'

const fileSchema = z.string().max(40).regex(PLACEHOLDER_FILE)

const MAX_ENTRIES = 200
const rendered = new Map<string, Buffer>()
const inFlight = new Map<string, Promise<Buffer>>()

function remember(key: string, value: Buffer): void {
  rendered.delete(key)
  rendered.set(key, value)
  while (rendered.size > MAX_ENTRIES) {
    const oldest = rendered.keys().next().value
    if (oldest === undefined) break
    rendered.delete(oldest)
  }
}

async function render(file: string, width: number | null): Promise<Buffer> {
  const key = `${file}@${width ?? 'full'}`
  const hit = rendered.get(key)
  if (hit) {
    remember(key, hit)
    return hit
  }
  const pending = inFlight.get(key)
  if (pending) return pending
  const spec = parsePlaceholderFile(file)!
  const job = (async () => {
    let image = sharp(Buffer.from(placeholderSvg(spec.kind, spec.seed)))
    if (width !== null) image = image.resize({ width })
    const buffer = await image.jpeg({ quality: 80 }).toBuffer()
    remember(key, buffer)
    return buffer
  })().finally(() => inFlight.delete(key))
  inFlight.set(key, job)
  return job
}

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params
  const parsed = fileSchema.safeParse(file)
  if (!parsed.success) {
    return Response.json(
      {
        error: 'not_found',
        message:
          'Unknown demo image. Use /demo-images/{car|ute|suv|bike|truck|caravan|promo|hero|location|spin|interior}-{number}.jpg',
      },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const width = clampWidth(new URL(request.url).searchParams.get('w'))
  const buffer = await render(parsed.data, width)
  return new Response(new Uint8Array(buffer), {
    status: 200,
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(buffer.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
