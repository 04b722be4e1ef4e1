/**
 * A local stand-in for the part of the S3 API that @payloadcms/storage-s3 calls, path-style
 * (`/<bucket>/<key>`): PutObject, GetObject (with Range), HeadObject and DeleteObject. Objects are kept in memory.
 * Signatures are not verified, but a request without an Authorization header is refused as S3 would refuse an
 * unsigned one. Every request is recorded.
 */
import crypto from 'node:crypto'
import http from 'node:http'

import { listenOnFirstFree, portRange } from './listen'

export interface StoredObject {
  body: Buffer
  contentType: string
  etag: string
}

export interface S3Request {
  method: string
  bucket: string
  key: string
  authorization: string | null
}

export interface FakeS3 {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  url: string
  /** Objects by bucket, then key. */
  buckets: Map<string, Map<string, StoredObject>>
  requests: S3Request[]
  close(): Promise<void>
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`

/**
 * The payload of an `aws-chunked` body (the SDK's streaming uploads): `<hex size>[;chunk-signature=…]\r\n<data>\r\n`
 * repeated, ended by a zero-size chunk and optional trailers.
 */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at)
    if (lineEnd < 0) break
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16)
    if (!Number.isFinite(size) || size === 0) break
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

function objectHeaders(object: StoredObject): Record<string, string> {
  return {
    'content-type': object.contentType,
    etag: object.etag,
    'last-modified': new Date().toUTCString(),
    'accept-ranges': 'bytes',
  }
}

/** Starts the fixture on the first free port of `ports` (default 5650–5699). */
export async function startFakeS3(ports: number[] = portRange(5650, 5699)): Promise<FakeS3> {
  const buckets = new Map<string, Map<string, StoredObject>>()
  const requests: S3Request[] = []

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.local')
      const [bucket = '', ...rest] = url.pathname.slice(1).split('/')
      const key = rest.map(decodeURIComponent).join('/')
      const method = req.method ?? 'GET'
      requests.push({ method, bucket, key, authorization: req.headers.authorization ?? null })
      const send = (status: number, headers: Record<string, string> = {}, body?: Buffer | string) => {
        res.writeHead(status, headers)
        res.end(method === 'HEAD' ? undefined : body)
      }
      if (!req.headers.authorization) {
        send(403, { 'content-type': 'application/xml' }, xmlError('AccessDenied', 'Access Denied'))
        return
      }
      const objects = buckets.get(bucket) ?? new Map<string, StoredObject>()
      buckets.set(bucket, objects)
      const object = objects.get(key)

      if (method === 'PUT') {
        const raw = Buffer.concat(chunks)
        const chunked =
          String(req.headers['content-encoding'] ?? '').includes('aws-chunked') ||
          String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')
        const body = chunked ? decodeAwsChunked(raw) : raw
        const etag = `"${crypto.createHash('md5').update(body).digest('hex')}"`
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          etag,
        })
        send(200, { etag })
        return
      }
      if (method === 'DELETE') {
        objects.delete(key)
        send(204)
        return
      }
      if (method === 'GET' || method === 'HEAD') {
        if (!object) {
          send(404, { 'content-type': 'application/xml' }, xmlError('NoSuchKey', 'The specified key does not exist.'))
          return
        }
        const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''))
        if (range && method === 'GET') {
          const start = Number(range[1])
          const end = range[2] ? Math.min(Number(range[2]), object.body.length - 1) : object.body.length - 1
          const part = object.body.subarray(start, end + 1)
          send(
            206,
            {
              ...objectHeaders(object),
              'content-length': String(part.length),
              'content-range': `bytes ${start}-${end}/${object.body.length}`,
            },
            part,
          )
          return
        }
        send(200, { ...objectHeaders(object), 'content-length': String(object.body.length) }, object.body)
        return
      }
      send(405, { 'content-type': 'application/xml' }, xmlError('MethodNotAllowed', `${method} is not supported`))
    })
  })

  const port = await listenOnFirstFree(server, ports)
  return {
    url: `http://127.0.0.1:${port}`,
    buckets,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
