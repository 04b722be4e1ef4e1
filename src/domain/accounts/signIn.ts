/**
 * The sign-in page's address (RTE-21, RTE-22) and where it may send the shopper afterwards.
 *
 *   signInPath({ type: 'watchlist', redirect: '/cars/2021-mazda-cx-5' })
 *     → '/sign-in?type=watchlist&redirect=%2Fcars%2F2021-mazda-cx-5'
 *   signInType('finance') → 'finance'; signInType('admin') → null (a plain sign-in)
 *   safeSitePath('/my-garage?x=1') → '/my-garage?x=1'
 *   safeSitePath('//evil.example'), safeSitePath('https://evil.example'), safeSitePath('/\\evil') → null
 *
 * `redirect` and `back` are accepted only as paths of this site: anything a browser could read as another origin
 * (a scheme, '//', a backslash, control characters) is dropped, so the sign-in page cannot be used as an open
 * redirect (docs/SECURITY.md).
 */

/** RTE-22: the kinds of sign-in, each naming what the shopper was doing. */
export const SIGN_IN_TYPES = [
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
  'watchlist',
] as const
export type SignInType = (typeof SIGN_IN_TYPES)[number]

export const SIGN_IN_PATH = '/sign-in'
export const GARAGE_PATH = '/my-garage'
/** Longest redirect or back path kept. */
export const SAFE_PATH_MAX = 1024

/** A type of RTE-22, or null for anything else (the page then shows a plain sign-in). */
export function signInType(value: unknown): SignInType | null {
  return typeof value === 'string' && (SIGN_IN_TYPES as readonly string[]).includes(value)
    ? (value as SignInType)
    : null
}

/** A same-site path ('/…', not '//…', no backslash or control character, bounded), or null. */
export function safeSitePath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (value.length === 0 || value.length > SAFE_PATH_MAX) return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null
  // the sign-in page itself would loop
  if (value === SIGN_IN_PATH || value.startsWith(`${SIGN_IN_PATH}?`) || value.startsWith(`${SIGN_IN_PATH}/`))
    return null
  return value
}

export interface SignInTarget {
  type?: SignInType | null
  redirect?: string | null
  back?: string | null
}

/** RTE-21: /sign-in?type={type}&redirect={target}&back={origin}, each part only when given (and safe). */
export function signInPath({ type, redirect, back }: SignInTarget = {}): string {
  const query = new URLSearchParams()
  if (type && signInType(type)) query.set('type', type)
  const to = safeSitePath(redirect)
  if (to) query.set('redirect', to)
  const from = safeSitePath(back)
  if (from) query.set('back', from)
  const text = query.toString()
  return text ? `${SIGN_IN_PATH}?${text}` : SIGN_IN_PATH
}

type QueryValue = string | string[] | undefined
const first = (v: QueryValue): string | undefined => (Array.isArray(v) ? v[0] : v)

export interface SignInRequest {
  type: SignInType | null
  /** Where to go after signing in (the page asked for, or My garage). */
  redirect: string
  /** Where 'Back' leads (the page the shopper came from), or null. */
  back: string | null
}

/**
 * The sign-in page's query, cleaned: unknown type → null, unsafe or missing redirect → `fallback` (My garage; the
 * home page on a tenant whose garage is off), unsafe back → null.
 */
export function parseSignInQuery(query: Record<string, QueryValue>, fallback: string = GARAGE_PATH): SignInRequest {
  return {
    type: signInType(first(query.type)),
    redirect: safeSitePath(first(query.redirect)) ?? fallback,
    back: safeSitePath(first(query.back)),
  }
}

/** Headings of the sign-in page by type: what the shopper is signing in for. */
export const SIGN_IN_REASONS: Record<SignInType, string> = {
  'trade-in': 'Sign in to get your trade-in valuation',
  checkout: 'Sign in to reserve this car',
  finance: 'Sign in to apply for finance',
  'spin-to-win': 'Sign in to spin to win',
  'online-payment': 'Sign in to make a payment',
  'car-finance': 'Sign in to see your car finance',
  'my-garage': 'Sign in to your garage',
  watchlist: 'Sign in to save cars to your watchlist',
}
