/**
 * Host → tenant key. Pure: the proxy and the data layer both use it.
 *
 *   'harbour.localhost:3000'      → { kind: 'slug', slug: 'harbour' }
 *   'localhost:3000', '127.0.0.1' → { kind: 'platform' }   (the demo index)
 *   'www.harbourmotors.com.au'    → { kind: 'domain', hostname: 'www.harbourmotors.com.au' }
 *   '', 'bad host!'               → { kind: 'invalid' }
 */
export type HostMatch =
  { kind: 'slug'; slug: string } | { kind: 'domain'; hostname: string } | { kind: 'platform' } | { kind: 'invalid' }

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/
const SLUG = /^[a-z0-9]([a-z0-9-]{0,62})$/

export function stripPort(host: string): string {
  const trimmed = host.trim().toLowerCase()
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1)
  const colon = trimmed.lastIndexOf(':')
  return colon === -1 ? trimmed : trimmed.slice(0, colon)
}

export function parseHost(host: string | null | undefined): HostMatch {
  if (!host) return { kind: 'invalid' }
  const hostname = stripPort(host).replace(/\.$/, '')
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]') return { kind: 'platform' }
  if (!HOSTNAME.test(hostname)) return { kind: 'invalid' }
  if (hostname.endsWith('.localhost')) {
    const slug = hostname.slice(0, -'.localhost'.length)
    return SLUG.test(slug) ? { kind: 'slug', slug } : { kind: 'invalid' }
  }
  return { kind: 'domain', hostname }
}

/** Whether a string is a valid tenant slug (lowercase letters, digits, hyphens). */
export function isValidSlug(value: string): boolean {
  return SLUG.test(value)
}

/** The URL a tenant answers on locally: http://{slug}.localhost:{port}. */
export function localTenantUrl(slug: string, port: number | string = 3000): string {
  return `http://${slug}.localhost:${port}`
}
