import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import {
  RESET_MESSAGES,
  RESET_TOKEN_BYTES,
  resetEmailText,
  resetPasswordPath,
  resetTokenExpiry,
  resetTokenUsable,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@/domain/accounts/passwordReset'
import type { TenantSite } from '@/domain/site'
import { textEmail } from '@/domain/email/layout'
import { pgPoolOf } from '@/lib/db/pool'

import { createSession, findByEmail, hashPassword, hashToken, toAccount, type ShopperAccount } from './accounts'
import { countLimiter } from '@/lib/sharedLimits'
import { siteOrigin } from './tenants'
import type { Customer } from '../../payload-types'

/**
 * Forgotten shopper passwords (docs/SECURITY.md "Shopper password reset"):
 *
 * - A request names an email. Whether or not this tenant has an account with it, the answer is the same and the
 *   same work is done (a random token is made and hashed, the tenant's expired tokens are swept); only for an
 *   account is the hash stored (password-reset-tokens: SHA-256, customer, tenant, expiry one hour on) and the email
 *   sent, through Payload's email adapter (SMTP, or the outbox folder in the demo and tests). The email goes out
 *   after the answer (`delivery`), so its time never shows in the response.
 * - A reset presents the token and a new password. The row is taken by one atomic DELETE … RETURNING limited to the
 *   request's tenant, so a token works once, never on another tenant's host, and two presentations at once cannot
 *   both succeed. Then the password is replaced, the account's other reset tokens and ALL its sessions are ended
 *   (whoever knew the old password is signed out everywhere) and one new session is made for this browser.
 * - Both endpoints are rate limited per client address (and requests also per email) per tenant.
 */

/** Requests per client address per tenant in RESET_WINDOW_MS. */
export const RESET_REQUESTS_PER_CLIENT = 5
/** Requests per email per tenant in RESET_WINDOW_MS (a mailbox cannot be flooded from many addresses). */
export const RESET_REQUESTS_PER_EMAIL = 3
/** Reset attempts (token + new password) per client address per tenant in RESET_WINDOW_MS. */
export const RESET_ATTEMPTS_PER_CLIENT = 10
export const RESET_WINDOW_MS = 15 * 60 * 1000

const limits = {
  perClient: countLimiter('reset-client', RESET_REQUESTS_PER_CLIENT, RESET_WINDOW_MS),
  perEmail: countLimiter('reset-email', RESET_REQUESTS_PER_EMAIL, RESET_WINDOW_MS),
  attempts: countLimiter('reset-attempt', RESET_ATTEMPTS_PER_CLIENT, RESET_WINDOW_MS),
}

/** "Too many attempts. Please try again in N minutes." (the account endpoints' 429 message) */
export const tooMany = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60)
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

export interface ResetClock {
  /** ms since the epoch (tests move it; the app uses Date.now) */
  now?: number
}

/**
 * The origin the email's link points at: the one the shopper asked from (`http(s)://{Host}`, a host that resolved to
 * this tenant, so the link can only lead to this tenant's site) when it is a plain host name, else the tenant's
 * canonical origin.
 */
export function resetLinkOrigin(tenant: TenantSite, request: { host: string | null; https: boolean }): string {
  const host = request.host?.toLowerCase() ?? ''
  return /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/.test(host)
    ? `${request.https ? 'https' : 'http'}://${host}`
    : siteOrigin(tenant)
}

export type ResetRequestResult =
  | {
      ok: true
      /** Settles when the email has been handed to the mail adapter (true) or when there was none to send (false). */
      delivery: Promise<boolean>
    }
  | { ok: false; status: 429; error: string; retryAfter: number }

/** Ask for a reset link (RESET_MESSAGES.requested is the answer either way). */
export async function requestPasswordReset(
  payload: Payload,
  tenant: TenantSite,
  input: ForgotPasswordInput,
  ip: string | null,
  { now = Date.now(), origin = siteOrigin(tenant) }: ResetClock & { origin?: string } = {},
): Promise<ResetRequestResult> {
  const client = `${tenant.id}|${ip ?? 'unknown'}`
  const wait =
    (await limits.perClient.hit(client, now)) || (await limits.perEmail.hit(`${tenant.id}|${input.email}`, now))
  if (wait) return { ok: false, status: 429, error: tooMany(wait), retryAfter: wait }

  // the same work whether or not the account exists
  const token = crypto.randomBytes(RESET_TOKEN_BYTES).toString('base64url')
  const tokenHash = hashToken(token)
  const [customer] = await Promise.all([
    findByEmail(payload, tenant, input.email),
    pgPoolOf(payload).query('DELETE FROM password_reset_tokens WHERE tenant_id = $1 AND expires_at <= $2', [
      tenant.id,
      new Date(now).toISOString(),
    ]),
  ])
  if (!customer) return { ok: true, delivery: Promise.resolve(false) }

  await payload.create({
    collection: 'password-reset-tokens',
    data: {
      token_hash: tokenHash,
      customer: customer.id,
      tenant: tenant.id as number,
      expires_at: resetTokenExpiry(now).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  const link = `${origin}${resetPasswordPath(token)}`
  const delivery = payload
    .sendEmail({
      to: customer.email,
      ...textEmail({
        siteName: tenant.name,
        brandColour: tenant.theme.primary,
        subject: RESET_MESSAGES.emailSubject(tenant.name),
        text: resetEmailText({ siteName: tenant.name, link }),
      }),
    })
    .then(() => true)
    .catch((error: unknown) => {
      payload.logger.error({ err: error, tenant: tenant.slug }, 'password reset email could not be sent')
      return false
    })
  return { ok: true, delivery }
}

/** Whether a token would be accepted now on this tenant (the reset page shows the form or says to ask again). */
export async function resetTokenValid(
  payload: Payload,
  tenant: TenantSite,
  token: string,
  { now = Date.now() }: ResetClock = {},
): Promise<boolean> {
  const { rows } = await pgPoolOf(payload).query<{ expires_at: Date }>(
    'SELECT expires_at FROM password_reset_tokens WHERE token_hash = $1 AND tenant_id = $2',
    [hashToken(token), tenant.id],
  )
  return rows[0] !== undefined && resetTokenUsable({ expiresAt: rows[0].expires_at }, now)
}

export type ResetResult =
  | { ok: true; account: ShopperAccount; token: string }
  | { ok: false; status: 400 | 429; error: string; retryAfter?: number }

/** Use a token: the new password, every other token and session ended, a new session (its token) for this browser. */
export async function resetPassword(
  payload: Payload,
  tenant: TenantSite,
  input: ResetPasswordInput,
  ip: string | null,
  { now = Date.now() }: ResetClock = {},
): Promise<ResetResult> {
  const wait = await limits.attempts.hit(`${tenant.id}|${ip ?? 'unknown'}`, now)
  if (wait) return { ok: false, status: 429, error: tooMany(wait), retryAfter: wait }
  // hashed before the token is taken, so a slow hash never leaves a used token and an unchanged password
  const password_hash = await hashPassword(input.password)
  const invalid = { ok: false, status: 400, error: RESET_MESSAGES.invalidLink } as const

  const { rows } = await pgPoolOf(payload).query<{ customer_id: number; expires_at: Date }>(
    'DELETE FROM password_reset_tokens WHERE token_hash = $1 AND tenant_id = $2 RETURNING customer_id, expires_at',
    [hashToken(input.token), tenant.id],
  )
  const row = rows[0]
  if (!row || !resetTokenUsable({ expiresAt: row.expires_at }, now)) return invalid
  const customer = (await payload
    .findByID({ collection: 'customers', id: row.customer_id, depth: 0, overrideAccess: true })
    .catch(() => null)) as Customer | null
  const customerTenant = typeof customer?.tenant === 'object' ? customer?.tenant?.id : customer?.tenant
  if (!customer || String(customerTenant) !== String(tenant.id)) return invalid

  await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { password_hash },
    overrideAccess: true,
    depth: 0,
  })
  const pool = pgPoolOf(payload)
  await pool.query('DELETE FROM password_reset_tokens WHERE customer_id = $1', [customer.id])
  await pool.query('DELETE FROM customer_sessions WHERE customer_id = $1', [customer.id])
  return { ok: true, account: toAccount(customer), token: await createSession(payload, customer.id) }
}
