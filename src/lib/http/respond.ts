import { NextResponse } from 'next/server'
import type { z } from 'zod'

import { readJsonBody, type JsonBodyOptions } from './jsonBody'

/**
 * How the site's API routes answer (src/app/(site)/api/**): JSON, never kept by browsers or proxies unless a route
 * says otherwise, errors as `{ error }`.
 *   json({ saved: true })                                     200, Cache-Control: no-store
 *   json(gauge, 200, { 'Cache-Control': 'public, max-age=60' })   a header given here replaces the default
 *   jsonError('Not found', 404)                               404 { error: 'Not found' }, no-store
 */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): NextResponse {
  const merged = new Headers(NO_STORE)
  for (const [name, value] of Object.entries(headers)) merged.set(name, value)
  return NextResponse.json(body, { status, headers: merged })
}

export function jsonError(error: string, status: number, headers: Record<string, string> = {}): NextResponse {
  return json({ error }, status, headers)
}

/** An answer without a body (204), not kept by browsers or proxies. */
export function noContent(): NextResponse {
  return new NextResponse(null, { status: 204, headers: NO_STORE })
}

/** Either what a step produced, or the response the route answers with instead. */
export type Answer<T> = ({ ok: true } & T) | { ok: false; response: NextResponse }

/**
 * The request's JSON body within the bounds of readJsonBody (src/lib/http/jsonBody.ts), or its 400/413 `{ error }`
 * answer. A route that words the error itself calls readJsonBody directly.
 */
export async function jsonBody(request: Request, options?: JsonBodyOptions): Promise<Answer<{ value: unknown }>> {
  const read = await readJsonBody(request, options)
  if (!read.ok) return { ok: false, response: jsonError(read.error, read.status) }
  return { ok: true, value: read.value }
}

/** A failed zod parse as one line: `path: message; …`, the path 'body' for the body itself. */
export function issuesText(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')
}
