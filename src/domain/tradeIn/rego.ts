/**
 * Registration lookup input (spec §7 Valuation steps: rego and regoState). A rego is 1–9 letters or digits
 * (spaces and dashes typed by the shopper are dropped, letters upper-cased); the state is one of the eight
 * Australian states and territories.
 */
export const REGO_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const
export type RegoState = (typeof REGO_STATES)[number]

export const REGO_INVALID = 'Enter a registration of 1 to 9 letters or numbers.'
export const REGO_STATE_INVALID = 'Choose the state the car is registered in.'
export const REGO_NOT_FOUND = "We couldn't find that registration; enter the details instead."

/** Upper-cases and drops spaces and dashes: ' abc-123 ' → 'ABC123'. */
export function normaliseRego(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase()
}

export function isValidRego(raw: string): boolean {
  return /^[A-Z0-9]{1,9}$/.test(normaliseRego(raw))
}

export function isRegoState(raw: string): raw is RegoState {
  return (REGO_STATES as readonly string[]).includes(raw.trim().toUpperCase())
}

export type RegoCheck =
  { ok: true; rego: string; state: RegoState } | { ok: false; errors: { rego?: string; regoState?: string } }

export function checkRego(rego: string, state: string): RegoCheck {
  const errors: { rego?: string; regoState?: string } = {}
  if (!isValidRego(rego)) errors.rego = REGO_INVALID
  if (!isRegoState(state)) errors.regoState = REGO_STATE_INVALID
  if (errors.rego || errors.regoState) return { ok: false, errors }
  return { ok: true, rego: normaliseRego(rego), state: state.trim().toUpperCase() as RegoState }
}

/** The spec's default state (CONST-01 'qld'): only the last fallback of defaultRegoState. */
export const SPEC_DEFAULT_REGO_STATE: RegoState = 'QLD'

/**
 * The trade-in form's starting registration state: the tenant's own state (from its primary location's address:
 * Harbour NSW, Coastal QLD, Westside WA); the spec's 'qld' (CONST-01) only when the tenant has no usable state.
 *   'nsw' → 'NSW'; ' WA ' → 'WA'; null / 'Sydney' → 'QLD'
 */
export function defaultRegoState(tenantState: string | null | undefined): RegoState {
  const s = (tenantState ?? '').trim().toUpperCase()
  return isRegoState(s) ? (s as RegoState) : SPEC_DEFAULT_REGO_STATE
}
