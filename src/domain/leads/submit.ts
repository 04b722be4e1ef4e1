/**
 * Browser-side lead submission, pure TypeScript with injected fetch/storage (LEAD-27..40, LEAD-64, ERR-11..13).
 * One Idempotency-Key per submission attempt, reused on retry until the server answers success.
 */
import { FORM_ERRORS_HEADING, LEAD_SUBMIT_FAILED, LEAD_UNEXPECTED, type LeadRequestInput } from './schema'

export const STORAGE_KEYS = {
  user: 'lead:user',
  lastCar: 'lead:lastCar',
  successCategory: 'lead:successCategory',
} as const

export const REMEMBERED_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const
export type RememberedUser = Partial<Record<(typeof REMEMBERED_FIELDS)[number], string>>

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/** LEAD-64: remember the user's contact details. */
export function rememberUser(storage: StorageLike, fields: Record<string, unknown>): void {
  const user: RememberedUser = {}
  for (const k of REMEMBERED_FIELDS) if (typeof fields[k] === 'string' && fields[k]) user[k] = fields[k] as string
  try {
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(user))
  } catch {
    /* storage full or blocked: nothing to remember */
  }
}

/**
 * After a lead is accepted: the contact details are remembered (LEAD-64) and the success page's context kept, its
 * category and, for a lead about a car, `lastCar` ({ id, … }). Blocked storage loses only these.
 */
export function rememberLeadSuccess(
  storage: StorageLike,
  fields: Record<string, unknown>,
  category: string,
  lastCar: Record<string, unknown> | null,
): void {
  rememberUser(storage, fields)
  try {
    if (lastCar) storage.setItem(STORAGE_KEYS.lastCar, JSON.stringify(lastCar))
    storage.setItem(STORAGE_KEYS.successCategory, category)
  } catch {
    /* storage blocked */
  }
}

/**
 * Whether the contact details being sent are the ones the browser remembered (LEAD-64), so the shopper typed none of
 * them: the form's `form_prefilled`, which tells the server's time-to-fill check that speed says nothing here.
 *   prefilledFromMemory({ email: 'a@b.au', phone: '0412…' }, { email: 'a@b.au', phone: '0412…', message: '' }) → true
 *   prefilledFromMemory({ email: 'a@b.au' }, { email: 'c@d.au' }) → false (typed over)
 */
export function prefilledFromMemory(remembered: RememberedUser, sent: Record<string, unknown>): boolean {
  if (!remembered.email && !remembered.phone) return false
  return REMEMBERED_FIELDS.every((k) => {
    const v = sent[k]
    return v === undefined || v === '' || v === remembered[k]
  })
}

export function rememberedUser(storage: StorageLike | undefined): RememberedUser {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.user)
    if (!raw) return {}
    const parsed = JSON.parse(raw) as Record<string, unknown>
    const out: RememberedUser = {}
    for (const k of REMEMBERED_FIELDS) if (typeof parsed[k] === 'string') out[k] = parsed[k] as string
    return out
  } catch {
    return {}
  }
}

export type SubmitOutcome =
  | {
      ok: true
      leadId: string
      /** the first step of a multi-step lead: send it back with lead_id on every later step (kept in memory only) */
      continuationToken?: string
    }
  | {
      ok: false
      /** the server's error, else the enquiry form's failure text (ERR-12) */
      message: string
      /** whether `message` is the server's own (ERR-11: the multi-step form falls back to its own text otherwise) */
      fromServer: boolean
      fieldErrors: Record<string, string>
      retryAfterSeconds?: number
    }

/** Reads the server's answer: 201 { lead_id, continuation_token? }, 422 { error, fieldErrors }, 429 Retry-After, 409, 5xx. */
export async function readLeadResponse(
  res: Pick<Response, 'ok' | 'status' | 'headers' | 'json'>,
): Promise<SubmitOutcome> {
  let body: Record<string, unknown> = {}
  try {
    body = ((await res.json()) ?? {}) as Record<string, unknown>
  } catch {
    body = {}
  }
  if (res.ok && typeof body.lead_id === 'string' && body.lead_id)
    return {
      ok: true,
      leadId: body.lead_id,
      ...(typeof body.continuation_token === 'string' && body.continuation_token
        ? { continuationToken: body.continuation_token }
        : {}),
    }
  const fieldErrors: Record<string, string> = {}
  if (body.fieldErrors && typeof body.fieldErrors === 'object') {
    for (const [k, v] of Object.entries(body.fieldErrors as Record<string, unknown>))
      if (typeof v === 'string') fieldErrors[k] = v
  }
  const retry = Number(res.headers.get('Retry-After'))
  const fromServer = typeof body.error === 'string' && body.error !== ''
  return {
    ok: false,
    message: fromServer ? (body.error as string) : LEAD_SUBMIT_FAILED,
    fromServer,
    fieldErrors,
    ...(res.status === 429 && Number.isFinite(retry) && retry > 0 ? { retryAfterSeconds: retry } : {}),
  }
}

/**
 * A fresh Idempotency-Key: a random UUID, else (no crypto.randomUUID: a page served over plain http from a host other
 * than localhost) the time and a random number.
 */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`
}

/** Keeps one Idempotency-Key for the current submission until it succeeds (LEAD retries are safe). */
export class SubmissionKey {
  private key: string | null = null
  constructor(private readonly makeId: () => string = newIdempotencyKey) {}
  current(): string {
    if (!this.key) this.key = this.makeId()
    return this.key
  }
  succeeded(): void {
    this.key = null
  }
}

/**
 * Milliseconds since a form was first shown, for `form_elapsed_ms` (the server's time-to-fill check, MIN_FILL_MS).
 *   const since = formClock(); … since() → 5230
 */
export function formClock(
  now: () => number = () => (typeof performance !== 'undefined' ? performance.now() : Date.now()),
): () => number {
  const started = now()
  return () => Math.max(0, Math.round(now() - started))
}

export async function submitLead(
  request: LeadRequestInput,
  key: SubmissionKey,
  fetchImpl: typeof fetch,
  endpoint = '/api/leads',
): Promise<SubmitOutcome> {
  let outcome: SubmitOutcome
  try {
    const res = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key.current() },
      body: JSON.stringify(request),
    })
    outcome = await readLeadResponse(res)
  } catch {
    outcome = { ok: false, message: LEAD_SUBMIT_FAILED, fromServer: false, fieldErrors: {} }
  }
  if (outcome.ok) key.succeeded()
  return outcome
}

/**
 * The line a form's error box shows besides the errors it lists: an error box always names an error, so the bare
 * heading ('Please fix the following errors:') with nothing listed becomes the unexpected-error text (ERR-11), and a
 * message already listed (or the heading above a list) is not repeated.
 *   errorBoxMessage('Please fix the following errors:', []) → 'An unexpected error occured'
 */
export function errorBoxMessage(message: string | null, listed: readonly string[]): string | null {
  if (!message) return null
  if (message === FORM_ERRORS_HEADING) return listed.length ? null : LEAD_UNEXPECTED
  return listed.includes(message) ? null : message
}
