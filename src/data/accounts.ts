import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { ACCOUNT_MESSAGES, type RegisterInput, type SignInInput } from '@/domain/accounts/schema'
import { emailVerified } from '@/domain/accounts/trust'
import { WATCHLIST_MESSAGES } from '@/domain/accounts/watchlist'
import type { TenantSite } from '@/domain/site'

import { hashPassword, verifyPassword } from './accountsPassword'
import { attemptLimiter, countLimiter } from '@/lib/sharedLimits'
import { siteVehiclesWhere } from './vehicleScope'
import type { Customer, Vehicle } from '../../payload-types'

/**
 * Shopper accounts (spec §6): per tenant, the site's own sign-in rather than Payload's auth (whose
 * `payload-token` cookie would be shared with the admin and whose email uniqueness is per collection, not per
 * tenant). docs/architecture/accounts.md, docs/SECURITY.md.
 *
 * - Passwords: scrypt (node:crypto; N=16384, r=8, p=1, 16-byte salt, 32-byte key), stored as
 *   `scrypt$16384$8$1$<salt b64>$<key b64>`, compared with timingSafeEqual. An unknown email costs the same scrypt.
 * - Sessions: 32 random bytes (base64url) in the HttpOnly, SameSite=Lax cookie; the database keeps only its SHA-256
 *   (customer-sessions), with an expiry of SESSION_DAYS. A session is valid only on its account's own tenant.
 * - Failed sign-ins: SIGN_IN_FAILURES per client address and email per tenant in SIGN_IN_WINDOW_MS, then 429.
 * - Sign-ups: SIGN_UPS_PER_CLIENT attempts per client address per tenant in SIGN_UP_WINDOW_MS, then 429 (a script
 *   can neither fill the customer table nor test which emails have an account through the "email taken" answer).
 * - Forgotten passwords: src/data/accountsReset.ts.
 */

export { hashPassword, verifyPassword }

export const SESSION_COOKIE = 'dp_shopper'
export const SESSION_DAYS = 30
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000
export const SIGN_IN_FAILURES = 5
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
export const SIGN_UPS_PER_CLIENT = 10
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000

/** Hashed once per process: an unknown email is checked against it, so its answer takes as long as a real one. */
let dummyHash: Promise<string> | null = null
const dummy = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')))

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

// ---- throttle -------------------------------------------------------------------------------------------------

const failures = attemptLimiter('sign-in', SIGN_IN_FAILURES, SIGN_IN_WINDOW_MS)
const signUps = countLimiter('sign-up', SIGN_UPS_PER_CLIENT, SIGN_UP_WINDOW_MS)

/** "Too many … attempts. Please try again in N minutes." */
const tooManyAttempts = (what: string, retryAfter: number) => {
  const minutes = Math.ceil(retryAfter / 60)
  return `Too many ${what} attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

// ---- accounts ---------------------------------------------------------------------------------------------------

export interface ShopperAccount {
  id: number
  name: string
  email: string
  phone: string | null
  /** the email is confirmed (alert emails go only to confirmed addresses: src/data/accountsTrust.ts) */
  emailVerified: boolean
  /** the shopper asked for an email when a car on their watchlist drops in price (src/data/alerts/job.ts) */
  watchAlerts: boolean
}

export const toAccount = (c: Customer): ShopperAccount => ({
  id: c.id,
  name: c.name,
  email: c.email,
  phone: c.phone ?? null,
  emailVerified: emailVerified(c),
  watchAlerts: c.watch_alerts === true,
})

export async function findByEmail(payload: Payload, tenant: TenantSite, email: string): Promise<Customer | null> {
  const found = await payload.find({
    collection: 'customers',
    where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: email } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return (found.docs[0] as Customer | undefined) ?? null
}

export type AccountResult =
  | { ok: true; account: ShopperAccount; token: string }
  | { ok: false; status: 401 | 409 | 429; error: string; retryAfter?: number }

export async function registerAccount(
  payload: Payload,
  tenant: TenantSite,
  input: RegisterInput,
  ip: string | null,
  { now = Date.now() }: { now?: number } = {},
): Promise<AccountResult> {
  const wait = await signUps.hit(`${tenant.id}|${ip ?? 'unknown'}`, now)
  if (wait) return { ok: false, status: 429, retryAfter: wait, error: tooManyAttempts('sign-up', wait) }
  const password_hash = await hashPassword(input.password)
  if (await findByEmail(payload, tenant, input.email))
    return { ok: false, status: 409, error: ACCOUNT_MESSAGES.emailTaken }
  let doc: Customer
  try {
    doc = (await payload.create({
      collection: 'customers',
      data: {
        tenant: tenant.id as number,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        marketing_opt_in: input.marketing_opt_in ?? false,
        password_hash,
      },
      overrideAccess: true,
      depth: 0,
    })) as Customer
  } catch (error) {
    // two registrations of one email at once: the unique index decides
    if (await findByEmail(payload, tenant, input.email))
      return { ok: false, status: 409, error: ACCOUNT_MESSAGES.emailTaken }
    throw error
  }
  return { ok: true, account: toAccount(doc), token: await createSession(payload, doc.id) }
}

export async function signInAccount(
  payload: Payload,
  tenant: TenantSite,
  input: SignInInput,
  ip: string | null,
): Promise<AccountResult> {
  const key = `${tenant.id}|${ip ?? 'unknown'}|${input.email}`
  // counted as failed until it succeeds, so parallel guesses cannot slip past the limit
  const attempt = await failures.take(key)
  if (!attempt.ok)
    return {
      ok: false,
      status: 429,
      retryAfter: attempt.retryAfter,
      error: tooManyAttempts('sign-in', attempt.retryAfter),
    }
  const doc = await findByEmail(payload, tenant, input.email)
  const ok = await verifyPassword(input.password, doc?.password_hash ?? (await dummy()))
  if (!doc || !ok) return { ok: false, status: 401, error: ACCOUNT_MESSAGES.signInFailed }
  await failures.giveBack(key, attempt.id)
  return { ok: true, account: toAccount(doc), token: await createSession(payload, doc.id) }
}

export async function createSession(payload: Payload, customerId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url')
  // this account's expired sessions go first
  await payload.delete({
    collection: 'customer-sessions',
    where: { and: [{ customer: { equals: customerId } }, { expires_at: { less_than: new Date().toISOString() } }] },
    overrideAccess: true,
    depth: 0,
  })
  await payload.create({
    collection: 'customer-sessions',
    data: {
      token_hash: hashToken(token),
      customer: customerId,
      expires_at: new Date(Date.now() + SESSION_MS).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  return token
}

/** The signed-in shopper of this tenant whose session token this is, or null (unknown, expired, other tenant). */
export async function accountForToken(
  payload: Payload,
  tenant: TenantSite,
  token: string | null | undefined,
): Promise<ShopperAccount | null> {
  if (!token || token.length > 100) return null
  const found = await payload.find({
    collection: 'customer-sessions',
    where: { token_hash: { equals: hashToken(token) } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const session = found.docs[0]
  if (!session) return null
  if (new Date(session.expires_at).getTime() <= Date.now()) {
    await payload.delete({ collection: 'customer-sessions', id: session.id, overrideAccess: true, depth: 0 })
    return null
  }
  const customer = session.customer
  if (!customer || typeof customer !== 'object') return null
  const tenantOf = typeof customer.tenant === 'object' && customer.tenant ? customer.tenant.id : customer.tenant
  if (String(tenantOf) !== String(tenant.id)) return null
  return toAccount(customer)
}

export async function endSession(payload: Payload, token: string | null | undefined): Promise<void> {
  if (!token || token.length > 100) return
  await payload.delete({
    collection: 'customer-sessions',
    where: { token_hash: { equals: hashToken(token) } },
    overrideAccess: true,
    depth: 0,
  })
}

export async function updatePhone(payload: Payload, account: ShopperAccount, phone: string): Promise<ShopperAccount> {
  const doc = (await payload.update({
    collection: 'customers',
    id: account.id,
    data: { phone },
    overrideAccess: true,
    depth: 0,
  })) as Customer
  return toAccount(doc)
}

// ---- watchlist --------------------------------------------------------------------------------------------------

export interface WatchlistEntry {
  /** SAVE-12: each entry has an id. */
  id: number
  car: {
    id: number
    name: string
    slug: string
    status: string
    price: number | null
    km: number | null
    carType: string
    image: string | null
  }
  savedAt: string
}

export async function watchlistOf(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
): Promise<WatchlistEntry[]> {
  const found = await payload.find({
    collection: 'watchlist',
    where: { and: [{ tenant: { equals: tenant.id } }, { customer: { equals: account.id } }] },
    sort: '-createdAt',
    limit: 200,
    depth: 1,
    overrideAccess: true,
  })
  const out: WatchlistEntry[] = []
  for (const row of found.docs) {
    const v = row.vehicle
    if (!v || typeof v !== 'object' || v.show_on_dealer_website === false) continue
    out.push({
      id: row.id,
      car: {
        id: v.id,
        name: v.name,
        slug: v.slug,
        status: v.status,
        price: v.price ?? null,
        km: v.km ?? null,
        carType: v.car_type,
        image: v.primary_image_url ?? null,
      },
      savedAt: row.createdAt,
    })
  }
  return out
}

export type WatchlistChange = { status: number; body: { success: boolean; message: string } }

/** This tenant's car shown on the site, or null. */
async function tenantCar(payload: Payload, tenant: TenantSite, carId: number): Promise<Vehicle | null> {
  const found = await payload.find({
    collection: 'vehicles',
    where: siteVehiclesWhere(tenant.id, { id: { equals: carId } }),
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (found.docs[0] as Vehicle | undefined) ?? null
}

async function entryOf(payload: Payload, account: ShopperAccount, carId: number) {
  const found = await payload.find({
    collection: 'watchlist',
    where: { and: [{ customer: { equals: account.id } }, { vehicle: { equals: carId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** Spec §7 save-car / remove-car: the phone must be the shopper's own, the car this tenant's. */
export async function changeWatchlist(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
  input: { phone: string | null; carId: number; action: 'save' | 'remove' },
): Promise<WatchlistChange> {
  if (!account.phone || input.phone !== account.phone)
    return { status: 403, body: { success: false, message: WATCHLIST_MESSAGES.wrongPhone } }
  const car = await tenantCar(payload, tenant, input.carId)
  if (!car) return { status: 404, body: { success: false, message: WATCHLIST_MESSAGES.noCar } }
  const existing = await entryOf(payload, account, car.id)
  if (input.action === 'remove') {
    if (existing) await payload.delete({ collection: 'watchlist', id: existing.id, overrideAccess: true, depth: 0 })
    return { status: 200, body: { success: true, message: WATCHLIST_MESSAGES.removed } }
  }
  if (existing) return { status: 200, body: { success: true, message: WATCHLIST_MESSAGES.saved } }
  if (car.status === 'sold') return { status: 409, body: { success: false, message: WATCHLIST_MESSAGES.sold } }
  try {
    await payload.create({
      collection: 'watchlist',
      data: { tenant: tenant.id as number, customer: account.id, vehicle: car.id },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // a double click racing itself: the unique (customer, vehicle) index keeps one row
    if (!(await entryOf(payload, account, car.id))) throw error
  }
  return { status: 200, body: { success: true, message: WATCHLIST_MESSAGES.saved } }
}
