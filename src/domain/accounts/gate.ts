/**
 * Which site paths need a signed-in shopper (spec §6; TEN-19, TEN-25..27, RTE-23) and what happens on arrival.
 *
 *   gatedType('/my-garage', config)        → 'my-garage'   (always: TEN-25)
 *   gatedType('/spin-to-win', config)      → 'spin-to-win' (RTE-23)
 *   gatedType('/trade-in', config)         → 'trade-in' when the tenant's gating.tradeIn is on, else null
 *   gateDecision('/my-garage', { signedIn: false, config })
 *     → { kind: 'sign-in', to: '/sign-in?type=my-garage&redirect=%2Fmy-garage' }      (TEN-26)
 *   gateDecision('/my-garage', { signedIn: true, config }) → { kind: 'through' }      (TEN-27)
 *
 * Routes gated by a tenant flag whose page is shared by the page cache (trade-in, sell-my-car, finance) cannot
 * redirect on the server without making their HTML depend on the visitor; they show a sign-in notice linking to the
 * same address instead (tradeInRoute.tsx). /my-garage is never cached and redirects.
 */
import { GARAGE_PATH, signInPath, type SignInType } from './signIn'

export interface GateConfig {
  gating: { checkout: boolean; finance: boolean; spinToWin: boolean; tradeIn: boolean; sellMyCar: boolean }
}

/** RTE-23: gated on every tenant (garage pages: TEN-25). */
const ALWAYS: ReadonlyArray<[prefix: string, type: SignInType]> = [
  [GARAGE_PATH, 'my-garage'],
  ['/spin-to-win', 'spin-to-win'],
  ['/online-payment', 'online-payment'],
]

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

/** The sign-in type a path is gated by on this tenant, or null when anyone may open it. */
export function gatedType(pathWithQuery: string, config: GateConfig): SignInType | null {
  const path = pathWithQuery.split(/[?#]/)[0] ?? ''
  for (const [prefix, type] of ALWAYS) if (under(path, prefix)) return type
  const g = config.gating
  if (g.spinToWin && under(path, '/spin-to-win')) return 'spin-to-win'
  if (g.tradeIn && (under(path, '/trade-in') || under(path, '/cars/trade-in'))) return 'trade-in'
  if (g.sellMyCar && (under(path, '/sell-my-car') || under(path, '/sell-your-car'))) return 'trade-in'
  if (g.finance && (under(path, '/apply-for-finance') || under(path, '/finance-pre-approval'))) return 'finance'
  if (g.checkout && /^\/cars\/[^/]+\/(checkout|buy-online)$/.test(path)) return 'checkout'
  // the buy-online journey (TEN-20); its page asks only once it knows the car (TEN-28)
  if (g.checkout && path === '/checkout-journey') return 'checkout'
  return null
}

export type GateDecision = { kind: 'through' } | { kind: 'sign-in'; to: string }

/** TEN-26 / TEN-27: a visitor goes to sign-in (and comes back to the page), a signed-in shopper straight through. */
export function gateDecision(
  path: string,
  { signedIn, config }: { signedIn: boolean; config: GateConfig },
): GateDecision {
  const type = gatedType(path, config)
  if (!type || signedIn) return { kind: 'through' }
  return { kind: 'sign-in', to: signInPath({ type, redirect: path }) }
}
