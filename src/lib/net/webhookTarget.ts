/**
 * Outbound webhooks that staff configure, without server-side request forgery: a lead destination's URL may reach
 * only public https servers (or, with LEAD_DESTINATIONS_ALLOW_PRIVATE=1, private/loopback ones for an on-premise
 * CRM). The rules are src/domain/net/addressRanges.ts; this module adds DNS.
 *
 * - Save time (webhookUrlError): the URL's own host, then every address its name resolves to; any refused address
 *   refuses the URL. A name that does not resolve now is accepted (https only): the send-time check decides.
 * - Send time (postWebhook): the connection's DNS lookup is replaced by one that resolves, refuses the whole request
 *   if ANY address is refused, and hands the socket exactly the addresses it checked — so a DNS answer that changes
 *   between check and connect (rebinding) cannot slip through. TLS still verifies the certificate for the URL's
 *   host name (SNI). Redirects are never followed: a 3xx is a failed attempt.
 *
 * Not imported with 'server-only': payload.config.ts (read by the payload CLI too) reaches it through the
 * collection's validate.
 */
import { lookup as dnsLookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

import {
  checkWebhookUrl,
  classifyAddress,
  targetVerdict,
  verdictMessage,
  WEBHOOK_MESSAGES,
} from '../../domain/net/addressRanges'

export type ResolvedAddress = { address: string; family: number }
/** Every address a host name resolves to (the OS resolver, like any HTTP client). Injectable for tests. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true })

export type WebhookTargetOptions = {
  /** LEAD_DESTINATIONS_ALLOW_PRIVATE=1: private and loopback targets (and plain http to them) are allowed. */
  allowPrivate: boolean
  resolve?: Resolver
}

/** The first refused address among `addresses`, as a message; null when all may be reached. */
function refusedAddress(
  hostname: string,
  addresses: ResolvedAddress[],
  options: { allowPrivate: boolean; protocol: 'http:' | 'https:' },
): string | null {
  if (addresses.length === 0) return `The webhook host ${hostname} has no address`
  for (const { address } of addresses) {
    const cls = classifyAddress(address) ?? 'reserved'
    const verdict = targetVerdict(cls, options)
    if (!verdict.ok) return verdictMessage(verdict.reason, `${hostname} → ${address}`)
  }
  return null
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * Save-time check of a webhook URL: null when it may be saved, else the field error to show.
 *   'https://10.0.0.1/'        → 'This webhook URL points at a private or local address (10.0.0.1). …'
 *   'https://localhost/'       → same, without DNS
 *   'https://evil.example/'    → resolves; refused when any address is private, link-local or reserved
 */
export async function webhookUrlError(
  raw: unknown,
  { allowPrivate, resolve = systemResolver, timeoutMs = 3000 }: WebhookTargetOptions & { timeoutMs?: number },
): Promise<string | null> {
  const parsed = checkWebhookUrl(raw, allowPrivate)
  if (!parsed.ok) return parsed.error
  const { host, protocol } = parsed
  if (host.kind === 'address') return null
  let addresses: ResolvedAddress[]
  try {
    addresses = await withTimeout(resolve(host.hostname), timeoutMs)
  } catch {
    // unknown now (no DNS, a name not yet published): the send-time check decides; plain http only for a local name
    return protocol === 'https:' || host.class !== 'public' ? null : WEBHOOK_MESSAGES.needsHttps
  }
  return refusedAddress(host.hostname, addresses, { allowPrivate, protocol })
}

/** Thrown for a destination the rules refuse: the delivery attempt fails with this message (and is logged). */
export class WebhookRefused extends Error {}

/**
 * A socket lookup that resolves `hostname`, refuses if any address is refused, and returns only checked addresses.
 * Node's http(s) agents call it (with `all: true` when trying families in turn).
 */
export function checkedLookup(options: WebhookTargetOptions & { protocol: 'http:' | 'https:' }): LookupFunction {
  const resolve = options.resolve ?? systemResolver
  return ((
    hostname: string,
    lookupOptions: { family?: number | string; all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = refusedAddress(hostname, addresses, options)
        if (refused) return callback(new WebhookRefused(refused))
        const family = Number(lookupOptions?.family) || 0
        const usable = family ? addresses.filter((a) => a.family === family) : addresses
        if (usable.length === 0)
          return callback(Object.assign(new Error(`no IPv${family} address for ${hostname}`), { code: 'ENOTFOUND' }))
        if (lookupOptions?.all) return callback(null, usable)
        const [first] = usable
        return callback(null, first!.address, first!.family)
      },
      (error: unknown) => callback(error),
    )
  }) as unknown as LookupFunction
}

export type WebhookResponse = { status: number }

/**
 * POSTs `body` to a webhook URL under the rules above. Resolves with the status for a 2xx; throws otherwise:
 *   WebhookRefused('This webhook URL points at a private or local address (…)')  — nothing was sent
 *   Error('webhook answered 302 (redirects are not followed)')
 *   Error('webhook answered 500'), Error('webhook timed out after 10 s'), connection errors
 */
export async function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  { timeoutMs = 10_000, ...options }: WebhookTargetOptions & { timeoutMs?: number },
): Promise<WebhookResponse> {
  const parsed = checkWebhookUrl(rawUrl, options.allowPrivate)
  if (!parsed.ok) throw new WebhookRefused(parsed.error)
  const { url, host, protocol } = parsed
  const client = protocol === 'https:' ? https : http
  const signal = AbortSignal.timeout(timeoutMs)
  return new Promise<WebhookResponse>((resolve, reject) => {
    const request = client.request(
      {
        method: 'POST',
        protocol,
        // an address goes straight to the socket (already checked); a name goes through the checked lookup
        hostname: host.kind === 'address' ? host.address : url.hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: {
          ...headers,
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'dealer-platform-webhook/1',
        },
        lookup: host.kind === 'name' ? checkedLookup({ ...options, protocol }) : undefined,
        // a fresh connection per delivery: never a pooled socket opened for another destination
        agent: false,
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0
        // the answer's body is not read: drain it so the socket closes
        response.resume()
        response.on('end', () => {
          if (status >= 200 && status < 300) resolve({ status })
          else if (status >= 300 && status < 400)
            reject(new Error(`webhook answered ${status} (redirects are not followed)`))
          else reject(new Error(`webhook answered ${status}`))
        })
        response.on('error', reject)
      },
    )
    request.on('error', (error: Error & { name?: string }) => {
      if (error instanceof WebhookRefused) reject(error)
      else if (signal.aborted) reject(new Error(`webhook timed out after ${Math.round(timeoutMs / 1000)} s`))
      else reject(error)
    })
    request.end(body)
  })
}
