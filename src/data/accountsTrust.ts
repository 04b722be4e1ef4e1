import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { RESET_TOKEN_BYTES } from '@/domain/accounts/passwordReset'
import { savedSearchPath } from '@/domain/alerts/savedSearch'
import {
  emailChangeNoticeText,
  emailTokenExpiry,
  TRUST_MESSAGES,
  verifyEmailPath,
  verifyEmailText,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type DeleteAccountInput,
} from '@/domain/accounts/trust'
import type { TenantSite } from '@/domain/site'
import { textEmail } from '@/domain/email/layout'
import { pgPoolOf } from '@/lib/db/pool'
import { attemptLimiter, countLimiter } from '@/lib/sharedLimits'

import {
  createSession,
  findByEmail,
  hashPassword,
  hashToken,
  toAccount,
  verifyPassword,
  type ShopperAccount,
} from './accounts'
import { accountListCars } from './accountLists'
import { tooMany } from './accountsReset'
import { siteOrigin } from './tenants'
import type { Customer } from '../../payload-types'

/**
 * Accounts a shopper can trust (docs/architecture/accounts.md "Trust", docs/SECURITY.md):
 *
 * - **Confirming an email.** Sign-up, and a change of email, email a link (/verify-email?token=…) to the address to
 *   confirm: a 256-bit token whose SHA-256 is kept in email-verifications with the account, the tenant, the address
 *   and an expiry 24 hours on. Opening the page only looks; its button POSTs the token, which is taken by one atomic
 *   DELETE … RETURNING limited to the request's tenant (once, on that tenant only). A sign-up's link sets
 *   email_verified_at; a change's link also replaces the email (unless another account of the tenant took it since).
 *   Alert emails go only to confirmed addresses.
 * - **Changing the email or the password, deleting the account** ask for the current password (a stolen session
 *   alone cannot take the account over). A new password ends every other session; a change of email is told to the
 *   old address too, and never says whether the new one has an account (the link goes out either way).
 * - **Signing out everywhere** ends every session of the account, this one included.
 * - **Downloading my data** (APP 12): the account, its watchlist, saved searches, reservations and the enquiries sent
 *   with its email on this tenant, as JSON.
 * - **Deleting the account** (APP 11.2): the account, its sessions, tokens, watchlist, saved searches and the record of
 *   alerts sent to it are deleted. What the dealer
 *   must keep stays, unlinked from the account: reservations and buy-online journeys (records of a payment, kept
 *   under tax law) and enquiries (the dealer's record of a request the shopper made of it). The unsubscribe list
 *   keeps the address so the dealer never emails it again (Spam Act 2003).
 * Rate limits: password checks share the sign-in throttle's numbers (5 failures per account per 15 minutes);
 * confirmation emails 3 per account per 15 minutes.
 */

const PASSWORD_CHECKS = 5
const EMAILS_PER_ACCOUNT = 3
const WINDOW_MS = 15 * 60 * 1000

const limits = {
  passwordChecks: attemptLimiter('account-password-check', PASSWORD_CHECKS, WINDOW_MS),
  emails: countLimiter('account-email', EMAILS_PER_ACCOUNT, WINDOW_MS),
}

export type TrustResult<T = object> =
  | ({ ok: true; message: string } & T)
  | { ok: false; status: 400 | 401 | 409 | 429; error: string; retryAfter?: number; field?: string }

async function customerOf(payload: Payload, id: number): Promise<Customer | null> {
  return (await payload
    .findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, showHiddenFields: true })
    .catch(() => null)) as Customer | null
}

/** The account's current password checked (throttled per account), or the answer to give. */
async function checkPassword(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
  password: string,
  now: number,
): Promise<{ ok: true; customer: Customer } | Extract<TrustResult, { ok: false }>> {
  const key = `${tenant.id}|${account.id}`
  // counted as failed until it succeeds (as sign-in's throttle), so parallel guesses cannot slip past the limit
  const attempt = await limits.passwordChecks.take(key, now)
  if (!attempt.ok) return { ok: false, status: 429, error: tooMany(attempt.retryAfter), retryAfter: attempt.retryAfter }
  const customer = await customerOf(payload, account.id)
  if (!customer) return { ok: false, status: 401, error: 'Please sign in to continue.' }
  if (!(await verifyPassword(password, customer.password_hash)))
    return { ok: false, status: 400, error: TRUST_MESSAGES.wrongPassword, field: 'current_password' }
  await limits.passwordChecks.giveBack(key, attempt.id)
  return { ok: true, customer }
}

/**
 * Store a confirmation link for `email` (the account's own, or the new one of a change; the account's earlier links
 * go) and email it to that address. Settles once the link is stored; `delivery` once the mail is handed to the
 * adapter (false: it could not be made or sent, said in the log).
 */
export async function sendVerification(
  payload: Payload,
  tenant: TenantSite,
  customer: { id: number; email: string },
  { email = customer.email, origin = siteOrigin(tenant), now = Date.now() } = {},
): Promise<{ delivery: Promise<boolean> }> {
  const failed = (error: unknown, what: string) => {
    payload.logger.error({ err: error, tenant: tenant.slug }, what)
    return false
  }
  const token = crypto.randomBytes(RESET_TOKEN_BYTES).toString('base64url')
  try {
    await pgPoolOf(payload).query(
      'DELETE FROM email_verifications WHERE customer_id = $1 OR (tenant_id = $2 AND expires_at <= $3)',
      [customer.id, tenant.id, new Date(now).toISOString()],
    )
    await payload.create({
      collection: 'email-verifications',
      data: {
        token_hash: hashToken(token),
        customer: customer.id,
        tenant: tenant.id as number,
        email,
        expires_at: emailTokenExpiry(now).toISOString(),
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // the account was deleted meanwhile, or the database is away
    return { delivery: Promise.resolve(failed(error, 'email confirmation could not be stored')) }
  }
  const change = email !== customer.email
  const delivery = payload
    .sendEmail({
      to: email,
      ...textEmail({
        siteName: tenant.name,
        brandColour: tenant.theme.primary,
        subject: change ? TRUST_MESSAGES.changeSubject(tenant.name) : TRUST_MESSAGES.verifySubject(tenant.name),
        text: verifyEmailText({ siteName: tenant.name, link: `${origin}${verifyEmailPath(token)}`, change }),
      }),
    })
    .then(() => true)
    .catch((error: unknown) => failed(error, 'email confirmation could not be sent'))
  return { delivery }
}

/** Whether a confirmation token would be accepted now on this tenant (the page shows its button or says why not). */
export async function verificationValid(
  payload: Payload,
  tenant: TenantSite,
  token: string,
  { now = Date.now() } = {},
): Promise<boolean> {
  const { rows } = await pgPoolOf(payload).query<{ expires_at: Date }>(
    'SELECT expires_at FROM email_verifications WHERE token_hash = $1 AND tenant_id = $2',
    [hashToken(token), tenant.id],
  )
  return rows[0] !== undefined && now < new Date(rows[0].expires_at).getTime()
}

/** Use a confirmation token: the address confirmed (and, for a change, made the account's email). */
export async function confirmEmail(
  payload: Payload,
  tenant: TenantSite,
  token: string,
  { now = Date.now() } = {},
): Promise<TrustResult<{ account: ShopperAccount; changed: boolean }>> {
  const invalid = { ok: false, status: 400, error: TRUST_MESSAGES.invalidLink } as const
  const { rows } = await pgPoolOf(payload).query<{ customer_id: number; email: string; expires_at: Date }>(
    'DELETE FROM email_verifications WHERE token_hash = $1 AND tenant_id = $2 RETURNING customer_id, email, expires_at',
    [hashToken(token), tenant.id],
  )
  const row = rows[0]
  if (!row || now >= new Date(row.expires_at).getTime()) return invalid
  const customer = await customerOf(payload, row.customer_id)
  const customerTenant = typeof customer?.tenant === 'object' ? customer?.tenant?.id : customer?.tenant
  if (!customer || String(customerTenant) !== String(tenant.id)) return invalid
  const changed = row.email !== customer.email
  if (changed) {
    const holder = await findByEmail(payload, tenant, row.email)
    if (holder && holder.id !== customer.id) return { ok: false, status: 409, error: TRUST_MESSAGES.emailNowTaken }
  }
  let updated: Customer
  try {
    updated = (await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { email: row.email, email_verified_at: new Date(now).toISOString() },
      overrideAccess: true,
      depth: 0,
    })) as Customer
  } catch (error) {
    // the same address taken at this moment by a sign-up: the unique index decides
    if (changed && (await findByEmail(payload, tenant, row.email)))
      return { ok: false, status: 409, error: TRUST_MESSAGES.emailNowTaken }
    throw error
  }
  return {
    ok: true,
    message: changed ? TRUST_MESSAGES.changed : TRUST_MESSAGES.verified,
    account: toAccount(updated),
    changed,
  }
}

/** Send the signed-in shopper's confirmation link again (3 per account per 15 minutes). */
export async function resendVerification(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
  { origin = siteOrigin(tenant), now = Date.now() } = {},
): Promise<TrustResult<{ delivery: Promise<boolean> }>> {
  const customer = await customerOf(payload, account.id)
  if (!customer) return { ok: false, status: 401, error: 'Please sign in to continue.' }
  if (customer.email_verified_at)
    return { ok: true, message: TRUST_MESSAGES.verified, delivery: Promise.resolve(false) }
  const wait = await limits.emails.hit(`${tenant.id}|${account.id}`, now)
  if (wait) return { ok: false, status: 429, error: tooMany(wait), retryAfter: wait }
  return {
    ok: true,
    message: TRUST_MESSAGES.verificationSent,
    delivery: (await sendVerification(payload, tenant, customer, { origin, now })).delivery,
  }
}

/** A new password: every other session ends; this browser gets a new session (its token). */
export async function changePassword(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
  input: ChangePasswordInput,
  { now = Date.now() } = {},
): Promise<TrustResult<{ token: string }>> {
  const checked = await checkPassword(payload, tenant, account, input.current_password, now)
  if (!checked.ok) return checked
  await payload.update({
    collection: 'customers',
    id: account.id,
    data: { password_hash: await hashPassword(input.password) },
    overrideAccess: true,
    depth: 0,
  })
  const pool = pgPoolOf(payload)
  await pool.query('DELETE FROM customer_sessions WHERE customer_id = $1', [account.id])
  await pool.query('DELETE FROM password_reset_tokens WHERE customer_id = $1', [account.id])
  return { ok: true, message: TRUST_MESSAGES.passwordChanged, token: await createSession(payload, account.id) }
}

/**
 * Ask to change the email: a confirmation link to the new address (whether or not another account has it: the
 * answer never says) and a notice to the old one. The email changes when the link is opened (confirmEmail).
 */
export async function requestEmailChange(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
  input: ChangeEmailInput,
  { origin = siteOrigin(tenant), now = Date.now() } = {},
): Promise<TrustResult<{ delivery: Promise<boolean> }>> {
  if (input.email === account.email) return { ok: false, status: 400, error: TRUST_MESSAGES.sameEmail, field: 'email' }
  const checked = await checkPassword(payload, tenant, account, input.current_password, now)
  if (!checked.ok) return checked
  const wait = await limits.emails.hit(`${tenant.id}|${account.id}`, now)
  if (wait) return { ok: false, status: 429, error: tooMany(wait), retryAfter: wait }
  const notice = payload
    .sendEmail({
      to: account.email,
      ...textEmail({
        siteName: tenant.name,
        brandColour: tenant.theme.primary,
        subject: TRUST_MESSAGES.changedNoticeSubject(tenant.name),
        text: emailChangeNoticeText({ siteName: tenant.name, to: input.email }),
      }),
    })
    .then(() => true)
    .catch(() => false)
  const { delivery: link } = await sendVerification(payload, tenant, checked.customer, {
    email: input.email,
    origin,
    now,
  })
  return {
    ok: true,
    message: TRUST_MESSAGES.changeSent,
    delivery: Promise.all([notice, link]).then(([a, b]) => a && b),
  }
}

/** End every session of the account (this browser's too). */
export async function signOutEverywhere(payload: Payload, account: ShopperAccount): Promise<number> {
  const { rowCount } = await pgPoolOf(payload).query('DELETE FROM customer_sessions WHERE customer_id = $1', [
    account.id,
  ])
  return rowCount ?? 0
}

/** Everything this tenant keeps about the shopper, as the download (APP 12) gives it. */
export interface AccountExport {
  exported_at: string
  site: { name: string; origin: string }
  account: {
    name: string
    email: string
    email_confirmed_at: string | null
    phone: string | null
    agreed_to_marketing: boolean
    price_drop_emails_for_watchlist: boolean
    created_at: string
    signed_in_devices: number
  }
  watchlist: { car: string; address: string; status: string; saved_at: string }[]
  reservations: {
    reference: string
    car: string | null
    status: string
    deposit_cents: number | null
    made_at: string
  }[]
  enquiries: { kind: string; car: string | null; sent_at: string; status: string | null }[]
  saved_searches: { name: string; search: string; frequency: string; emails: boolean; paused: boolean }[]
  favourites: { car: string; address: string }[]
  recently_viewed: { car: string; address: string }[]
}

export async function exportAccount(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
  { now = Date.now() } = {},
): Promise<AccountExport | null> {
  const customer = await customerOf(payload, account.id)
  if (!customer) return null
  const origin = siteOrigin(tenant)
  const pool = pgPoolOf(payload)
  const [watch, reservations, leads, sessions, searches, lists] = await Promise.all([
    pool.query<{ name: string; slug: string; status: string; created_at: Date }>(
      `SELECT v.name, v.slug, v.status, w.created_at FROM watchlist w JOIN vehicles v ON v.id = w.vehicle_id
       WHERE w.customer_id = $1 AND w.tenant_id = $2 ORDER BY w.created_at DESC`,
      [account.id, tenant.id],
    ),
    pool.query<{
      reference: string
      car: string | null
      status: string
      amount_cents: number | null
      created_at: Date
    }>(
      `SELECT r.reference, v.name AS car, r.status, r.amount_cents, r.created_at FROM reservations r
       LEFT JOIN vehicles v ON v.id = r.vehicle_id WHERE r.customer_id = $1 AND r.tenant_id = $2 ORDER BY r.created_at DESC`,
      [account.id, tenant.id],
    ),
    pool.query<{ category: string | null; car: string | null; created_at: Date; status: string | null }>(
      `SELECT l.category, v.name AS car, l.created_at, l.status FROM leads l LEFT JOIN vehicles v ON v.id = l.vehicle_id
       WHERE l.tenant_id = $1 AND lower(l.email) = $2 ORDER BY l.created_at DESC LIMIT 500`,
      [tenant.id, customer.email],
    ),
    pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM customer_sessions WHERE customer_id = $1 AND expires_at > now()',
      [account.id],
    ),
    pool.query<{ name: string; query: string | null; frequency: string; alerts: boolean; paused: boolean }>(
      'SELECT name, query, frequency, alerts, paused FROM saved_searches WHERE customer_id = $1 AND tenant_id = $2 ORDER BY created_at',
      [account.id, tenant.id],
    ),
    accountListCars(payload, tenant, account),
  ])
  const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null)
  return {
    exported_at: new Date(now).toISOString(),
    site: { name: tenant.name, origin },
    account: {
      name: customer.name,
      email: customer.email,
      email_confirmed_at: iso(customer.email_verified_at),
      phone: customer.phone ?? null,
      agreed_to_marketing: customer.marketing_opt_in === true,
      price_drop_emails_for_watchlist: customer.watch_alerts === true,
      created_at: iso(customer.createdAt)!,
      signed_in_devices: sessions.rows[0]?.n ?? 0,
    },
    watchlist: watch.rows.map((r) => ({
      car: r.name,
      address: `${origin}/cars/${r.slug}`,
      status: r.status,
      saved_at: iso(r.created_at)!,
    })),
    reservations: reservations.rows.map((r) => ({
      reference: r.reference,
      car: r.car,
      status: r.status,
      deposit_cents: r.amount_cents === null ? null : Number(r.amount_cents),
      made_at: iso(r.created_at)!,
    })),
    saved_searches: searches.rows.map((r) => ({
      name: r.name,
      search: `${origin}${savedSearchPath(r.query ?? '')}`,
      frequency: r.frequency,
      emails: r.alerts,
      paused: r.paused,
    })),
    favourites: lists.favourites.map((c) => ({ car: c.name, address: `${origin}/cars/${c.slug}` })),
    recently_viewed: lists.viewed.map((c) => ({ car: c.name, address: `${origin}/cars/${c.slug}` })),
    enquiries: leads.rows.map((r) => ({
      kind: r.category ?? 'enquiry',
      car: r.car,
      sent_at: iso(r.created_at)!,
      status: r.status,
    })),
  }
}

/**
 * Delete the account (its password and the typed confirmation checked): sessions, tokens, confirmation links and the
 * watchlist go with it; reservations and buy-online journeys stay for the dealer, unlinked; enquiries stay as the
 * dealer's record of them (they never linked to the account).
 */
export async function deleteAccount(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
  input: DeleteAccountInput,
  { now = Date.now() } = {},
): Promise<TrustResult> {
  const checked = await checkPassword(payload, tenant, account, input.current_password, now)
  if (!checked.ok) return checked
  const pool = pgPoolOf(payload)
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    for (const table of [
      'customer_sessions',
      'password_reset_tokens',
      'email_verifications',
      'watchlist',
      'sent_alerts',
      'saved_searches',
    ])
      await client.query(`DELETE FROM ${table} WHERE customer_id = $1`, [account.id])
    await client.query('UPDATE reservations SET customer_id = NULL WHERE customer_id = $1', [account.id])
    await client.query('UPDATE checkout_journeys SET customer_id = NULL WHERE customer_id = $1', [account.id])
    await client.query('DELETE FROM customers WHERE id = $1 AND tenant_id = $2', [account.id, tenant.id])
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
  return { ok: true, message: TRUST_MESSAGES.deleted }
}
