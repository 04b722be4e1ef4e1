/**
 * Call Payload's REST and GraphQL handlers (the ones src/app/(payload)/api mounts) without an HTTP server.
 *
 *   const res = await rest('GET', '/api/pages?depth=0', { host: 'alpha.localhost:3000', token })
 *   res.status → 200, res.body → { docs: [...] }
 *
 * The Host header matters: anonymous reads are scoped to the tenant whose host the request came to.
 */
import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import type { Doc } from './fixtures'

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export interface RestOptions {
  /** Host the request is made to, e.g. 'alpha.localhost:3000'. */
  host?: string
  /** A JWT from payload.login; omitted means an anonymous visitor. */
  token?: string
  body?: unknown
}

export interface RestResult<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
}
const graphqlHandler = GRAPHQL_POST(config)

function buildRequest(
  method: RestMethod,
  path: string,
  { host = 'localhost:3000', token, body }: RestOptions,
): Request {
  const headers = new Headers({ host, accept: 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  if (body !== undefined) headers.set('content-type', 'application/json')
  return new Request(new URL(path, `http://${host}`), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text()
  try {
    return (text ? JSON.parse(text) : {}) as T
  } catch {
    return { raw: text } as T
  }
}

/** `path` starts with /api/, e.g. '/api/pages/12?depth=0'. */
export async function rest<T = Doc>(
  method: RestMethod,
  path: string,
  options: RestOptions = {},
): Promise<RestResult<T>> {
  const { pathname } = new URL(path, 'http://x')
  if (!pathname.startsWith('/api/')) throw new Error(`REST path must start with /api/: ${path}`)
  const slug = pathname.slice('/api/'.length).split('/').filter(Boolean).map(decodeURIComponent)
  const response = await handlers[method](buildRequest(method, path, options), { params: Promise.resolve({ slug }) })
  return { status: response.status, body: await readBody<T>(response), headers: response.headers }
}

export async function graphql<T = Doc>(
  query: string,
  options: Omit<RestOptions, 'body'> & { variables?: Record<string, unknown> } = {},
): Promise<RestResult<{ data?: T; errors?: { message: string; path?: string[] }[] }>> {
  const response = await graphqlHandler(
    buildRequest('POST', '/api/graphql', { ...options, body: { query, variables: options.variables } }),
  )
  return { status: response.status, body: await readBody(response), headers: response.headers }
}
