/**
 * Password reset for shopper accounts: the rules every part shares (the pages, the endpoints, src/data/accountsReset).
 *
 *   A reset token is 32 random bytes (256 bits) written as base64url: 43 characters of [A-Za-z0-9_-].
 *   isResetTokenShape('abc')                      → false (never looked up)
 *   resetTokenUsable({ expiresAt }, now)          → true while now < expiresAt (one hour after it was made)
 *   resetPasswordPath('Zk…')                      → '/reset-password?token=Zk…'
 *
 * The database keeps only the token's SHA-256 and the tenant it was made on; a token works once, on that tenant's
 * hosts only, and using one ends every other token and every session of the account (docs/SECURITY.md).
 */
import { z } from 'zod'

import { accountEmail, newPassword } from './schema'

export const FORGOT_PASSWORD_PATH = '/forgot-password'
export const RESET_PASSWORD_PATH = '/reset-password'

/** 32 bytes: 256 bits from the operating system's random source. */
export const RESET_TOKEN_BYTES = 32
/** base64url of 32 bytes, without padding. */
export const RESET_TOKEN_LENGTH = 43
/** A reset link works for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export const RESET_MESSAGES = {
  /** The one answer to a request, whether or not an account has that email (no account enumeration). */
  requested:
    'If an account uses that email, we have sent it a link to choose a new password. The link works once, for one hour.',
  invalidLink: 'This password reset link has expired or has already been used. Please ask for a new one.',
  emailSubject: (siteName: string) => `Reset your ${siteName} password`,
} as const

/** Whether a value could be a reset token at all (anything else is refused without a database look-up). */
export function isResetTokenShape(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value)
}

/** When a token made at `now` stops working. */
export function resetTokenExpiry(now: number): Date {
  return new Date(now + RESET_TOKEN_TTL_MS)
}

/** Whether a stored token may still be used at `now` (it expires at `expiresAt` exactly). */
export function resetTokenUsable(token: { expiresAt: string | Date }, now: number): boolean {
  const at = new Date(token.expiresAt).getTime()
  return Number.isFinite(at) && now < at
}

/** The reset page's address for a token (the email's link, after the site's origin). */
export function resetPasswordPath(token: string): string {
  return `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`
}

/** The reset page's token from its query: the first value, or null when it is not a token's shape. */
export function resetTokenFromQuery(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value
  return isResetTokenShape(first) ? first : null
}

/** POST /api/account/forgot-password */
export const forgotPasswordSchema = z.strictObject({ email: accountEmail })

/** POST /api/account/reset-password: the token from the link and the new password (sign-up's rules). */
export const resetPasswordSchema = z.strictObject({
  token: z
    .string({ error: RESET_MESSAGES.invalidLink })
    .max(RESET_TOKEN_LENGTH * 2, RESET_MESSAGES.invalidLink)
    .refine(isResetTokenShape, RESET_MESSAGES.invalidLink),
  password: newPassword,
})

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

/** The reset email's text (plain text and HTML carry the same words). */
export function resetEmailText({ siteName, link }: { siteName: string; link: string }): string {
  return [
    `Someone asked to reset the password of your ${siteName} account.`,
    '',
    `Choose a new password here: ${link}`,
    '',
    'The link works once, for one hour. If you did not ask for it, you can ignore this email: your password stays as it is.',
  ].join('\n')
}
