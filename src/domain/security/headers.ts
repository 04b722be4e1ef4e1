/**
 * Security headers, pure: the proxy (src/proxy.ts) sends them with every page and API answer it handles, and
 * next.config.mjs adds the static ones to everything else (Next's own assets).
 *
 *   sitePolicy({ nonce: 'abc', chatOrigin: 'https://chat.example' })
 *     → "default-src 'self'; script-src 'self' 'nonce-abc' https://chat.example; … frame-ancestors 'self'"
 *   adminPolicy({ nonce: 'abc' }) → "… script-src 'self' 'nonce-abc'; … frame-ancestors 'none'"
 *   hsts(true) → 'max-age=63072000; includeSubDomains'     hsts(false) → null (never over plain http)
 *
 * Scripts: only this origin and scripts carrying the request's nonce (Next puts it on its own inline and bundle
 * scripts when the request's Content-Security-Policy names one), plus the tenant's configured chat provider's origin.
 * No 'strict-dynamic': with it, any script a page script inserts would load whatever its origin, and the chat
 * provider allowance would mean nothing. Styles allow 'unsafe-inline' (React style attributes for tenant theme
 * colours, Payload's admin); a style cannot run script.
 */
import { VIDEO_EMBED_PREFIXES } from '../vehicle/video'

export const HSTS_VALUE = 'max-age=63072000; includeSubDomains'
export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

const VIDEO_ORIGINS = [...new Set(VIDEO_EMBED_PREFIXES.map((prefix) => new URL(prefix).origin))]

/** Stripe.js and the Payment Element's frames, and the API it calls: allowed only on a Stripe tenant's payment pages. */
export const STRIPE_SCRIPT_ORIGIN = 'https://js.stripe.com'
export const STRIPE_API_ORIGIN = 'https://api.stripe.com'

/** The pages where a shopper pays a deposit (the reserve page at either checkout path, the purchase journey). */
export function isPaymentPath(path: string): boolean {
  return (
    /^\/cars\/[^/]+\/(checkout|buy-online)$/.test(path) || path === '/checkout-journey' || path === '/online-payment'
  )
}

export interface PolicyInput {
  nonce: string
  /** `next dev` needs eval for React's debugging aids; never in production. */
  dev?: boolean
  /** The request came over https: ask the browser to upgrade any http sub-resource. */
  https?: boolean
}

function join(directives: [string, ...string[]][]): string {
  return directives.map((d) => d.join(' ')).join('; ')
}

function scriptSrc(nonce: string, dev: boolean | undefined, extra: string[] = []): [string, ...string[]] {
  return ['script-src', "'self'", `'nonce-${nonce}'`, ...extra, ...(dev ? ["'unsafe-eval'"] : [])]
}

/**
 * A tenant's public pages (and the demo index). `chatOrigin`: the tenant's chat provider, or null.
 * `previewFrameAncestors`: the admin's origins, given only for a marketer's live-preview request (draft mode with
 * a preview cookie for this tenant, src/proxy.ts), so the admin on its own origin can show the page in its live
 * preview frame; every other answer may be framed by the site itself only.
 */
export function sitePolicy({
  nonce,
  dev,
  https,
  chatOrigin,
  previewFrameAncestors = [],
  stripe = false,
}: PolicyInput & {
  chatOrigin?: string | null
  previewFrameAncestors?: readonly string[]
  /** A Stripe tenant's payment pages: Stripe.js and its card frames (STRIPE_SCRIPT_ORIGIN, STRIPE_API_ORIGIN). */
  stripe?: boolean
}): string {
  const chat = chatOrigin ? [chatOrigin] : []
  const stripeJs = stripe ? [STRIPE_SCRIPT_ORIGIN] : []
  return join([
    ['default-src', "'self'"],
    scriptSrc(nonce, dev, [...chat, ...stripeJs]),
    ['style-src', "'self'", "'unsafe-inline'"],
    // dealers' photos and CMS images may live on any https host; images cannot run script
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...chat, ...(stripe ? [STRIPE_API_ORIGIN] : [])],
    ['media-src', "'self'", 'blob:', 'https:'],
    ['frame-src', "'self'", ...VIDEO_ORIGINS, ...chat, ...stripeJs],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'", ...previewFrameAncestors],
    ...(https ? ([['upgrade-insecure-requests']] as [string][]) : []),
  ])
}

/**
 * The admin's live preview frames a document's tenant site: any https site (each tenant's own domain;
 * the admin only ever frames the URL admin.livePreview.url makes) and the local demo's http://{slug}.localhost.
 * A frame runs in its own origin: framing grants the framed page nothing in the admin.
 */
export const ADMIN_FRAME_SOURCES = ['https:', 'http://*.localhost:*'] as const

/** Payload's admin: never framed by anyone. */
export function adminPolicy({ nonce, dev, https }: PolicyInput): string {
  return join([
    ['default-src', "'self'"],
    scriptSrc(nonce, dev),
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['media-src', "'self'", 'blob:'],
    ['frame-src', "'self'", ...ADMIN_FRAME_SOURCES],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(https ? ([['upgrade-insecure-requests']] as [string][]) : []),
  ])
}

/** JSON and other API answers: nothing may load or frame them. (Payload's media files set their own sandbox.) */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** Strict-Transport-Security only for a request that came over https (a header over http is ignored anyway). */
export function hsts(https: boolean): string | null {
  return https ? HSTS_VALUE : null
}

/** The headers every answer carries. */
export function baseHeaders(https: boolean): Record<string, string> {
  const out: Record<string, string> = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': REFERRER_POLICY }
  const sts = hsts(https)
  if (sts) out['Strict-Transport-Security'] = sts
  return out
}

/** 'payload-token=a; theme=dark; payload-lng=en' → 'theme=dark' (Payload's cookies removed), or null when none remain. */
export function withoutPayloadCookies(cookie: string | null): string | null {
  if (!cookie) return null
  const kept = cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !/^payload-/i.test(part.split('=')[0]!.trim()))
  return kept.length ? kept.join('; ') : null
}

/** A Set-Cookie value with `Secure` added (once). */
export function secureCookie(setCookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(setCookie) ? setCookie : `${setCookie}; Secure`
}
