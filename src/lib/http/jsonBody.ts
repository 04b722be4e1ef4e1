/**
 * Reading a JSON request body that may come from anyone: bounded in bytes, in nesting and in what its strings may
 * hold, so input that can never succeed gets a clear 4xx here instead of failing deeper (a stack overflow hashing
 * 50,000 nested arrays, Postgres refusing a NUL byte or an unpaired surrogate) and being answered 5xx "try again".
 *
 *   413 { error }  more than `maxBytes` (Content-Length, or counted while reading a chunked body)
 *   400 { error }  not UTF-8, not JSON, nested deeper than `maxDepth`, or a string (or key) holding a NUL character or
 *                  an unpaired UTF-16 surrogate — the message names where (`fields.message`)
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024
export const DEFAULT_MAX_JSON_DEPTH = 16

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413; error: string }

export type JsonBodyOptions = { maxBytes?: number; maxDepth?: number }

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why a string cannot be stored as text, or null when it can. */
export function badTextReason(value: string): string | null {
  if (value.includes('\u0000')) return 'a NUL character'
  if (LONE_SURROGATE.test(value)) return 'an unpaired surrogate (invalid Unicode)'
  return null
}

/**
 * Checks a parsed JSON value without recursion (so no input can overflow the stack): nesting depth, and every
 * string and key. Returns the problem, or null.
 */
export function checkJsonValue(value: unknown, maxDepth = DEFAULT_MAX_JSON_DEPTH): string | null {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: '', depth: 0 }]
  while (stack.length > 0) {
    const { v, path, depth } = stack.pop()!
    if (typeof v === 'string') {
      const reason = badTextReason(v)
      if (reason) return `The text ${path ? `in '${path}' ` : ''}contains ${reason}, which is not allowed.`
      continue
    }
    if (v === null || typeof v !== 'object') continue
    if (depth >= maxDepth) return `The JSON is nested more than ${maxDepth} levels deep.`
    if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ v: item, path: `${path}[${i}]`, depth: depth + 1 }))
      continue
    }
    for (const [key, item] of Object.entries(v as Record<string, unknown>)) {
      const reason = badTextReason(key)
      if (reason) return `A field name ${path ? `in '${path}' ` : ''}contains ${reason}, which is not allowed.`
      stack.push({ v: item, path: path ? `${path}.${key}` : key, depth: depth + 1 })
    }
  }
  return null
}

/**
 * The request body as UTF-8 text, read up to `maxBytes` (413 beyond it, whatever Content-Length claims; 400 when it is
 * not UTF-8).
 */
export async function readTextBody(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; text: string } | { ok: false; status: 400 | 413; error: string }> {
  const tooLarge = {
    ok: false,
    status: 413,
    error:
      maxBytes >= 1024 * 1024
        ? `The request body is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB.`
        : `The request body is larger than ${Math.round(maxBytes / 1024)} KiB.`,
  } as const
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return tooLarge
      }
      chunks.push(value)
    }
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const c of chunks) {
    bytes.set(c, offset)
    offset += c.byteLength
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { ok: false, status: 400, error: 'The request body is not valid UTF-8.' }
  }
}

/** The request's body as JSON, within the bounds above. Reads at most `maxBytes + 1` bytes whatever the client sends. */
export async function readJsonBody(request: Request, options: JsonBodyOptions = {}): Promise<JsonBodyResult> {
  const body = await readTextBody(request, options.maxBytes ?? DEFAULT_MAX_BODY_BYTES)
  if (!body.ok) return body
  let value: unknown
  try {
    value = JSON.parse(body.text)
  } catch {
    return { ok: false, status: 400, error: 'The request body must be JSON.' }
  }
  const problem = checkJsonValue(value, options.maxDepth ?? DEFAULT_MAX_JSON_DEPTH)
  if (problem) return { ok: false, status: 400, error: problem }
  return { ok: true, value }
}

/** A query string no route can use: a NUL character or an unpaired surrogate in any name or value. Null when fine. */
export function checkSearchParams(params: URLSearchParams): string | null {
  for (const [key, value] of params) {
    const reason = badTextReason(key) ?? badTextReason(value)
    if (reason) return `The parameter '${badTextReason(key) ? 'name' : key}' contains ${reason}, which is not allowed.`
  }
  return null
}
