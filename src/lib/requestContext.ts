/**
 * Who is asking, as the edge (server/server.mjs → server/edge.mjs) decided from the socket and TRUSTED_PROXIES.
 * The edge strips every forwarded header a client sent and writes one client address, the effective Host and the
 * protocol, stamped with a per-process secret (`x-dp-edge`). These readers trust those headers only alongside that
 * secret, so a server started without the edge (plain `next start`, a test calling a handler) sees an unknown client
 * rather than whatever a client wrote in X-Forwarded-For.
 */
import { EDGE_SECRET } from './edgeContract.mjs'

export const EDGE_HEADER = 'x-dp-edge'

type HeaderSource = { get(name: string): string | null } | null | undefined

/** Whether these headers were written by this process's edge. */
export function fromEdge(headers: HeaderSource): boolean {
  const secret = EDGE_SECRET.get()
  return Boolean(secret && headers?.get(EDGE_HEADER) === secret)
}

/** The client's IP address (the socket peer, or what a trusted proxy reported), or null when unknown. */
export function clientAddress(headers: HeaderSource): string | null {
  if (!fromEdge(headers)) return null
  return headers?.get('x-forwarded-for')?.trim() || null
}

/** Whether the request reached us over https (directly, or as a trusted proxy reported). */
export function isHttps(headers: HeaderSource): boolean {
  return fromEdge(headers) && headers?.get('x-forwarded-proto') === 'https'
}

/**
 * The request's host (with port, as sent). The edge puts the effective host in Host (X-Forwarded-Host only from a
 * trusted proxy), so Host is the one header every resolver reads; X-Forwarded-Host is never read by the app.
 */
export function requestHost(headers: HeaderSource): string | null {
  return headers?.get('host') ?? null
}
