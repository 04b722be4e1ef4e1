/**
 * What makes a shopper's account one they can trust: a verified email, changing the email or the password, signing
 * out everywhere, downloading their data and deleting the account. The rules every part shares (the garage, the
 * endpoints, src/data/accountsTrust.ts); docs/architecture/accounts.md "Trust", docs/SECURITY.md.
 *
 *   An email link's token has the reset token's shape (32 random bytes, base64url: isResetTokenShape) and works
 *   once, for EMAIL_TOKEN_TTL_MS, on the tenant it was made on; the database keeps only its SHA-256.
 *   verifyEmailPath('Zk…')   → '/verify-email?token=Zk…'
 *   emailVerified({ email_verified_at: null })   → false: browses and saves, gets no alert emails
 */
import { z } from 'zod'

import { isResetTokenShape, RESET_TOKEN_LENGTH } from './passwordReset'
import { accountEmail, newPassword, PASSWORD_MAX } from './schema'

export const VERIFY_EMAIL_PATH = '/verify-email'
/** A verification link works for one day (a shopper may open the email the next morning). */
export const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000
/** The confirmation a shopper types to delete their account. */
export const DELETE_CONFIRMATION = 'DELETE'

export const TRUST_MESSAGES = {
  verifySubject: (siteName: string) => `Confirm your email for ${siteName}`,
  changeSubject: (siteName: string) => `Confirm your new email for ${siteName}`,
  changedNoticeSubject: (siteName: string) => `Your ${siteName} account email is changing`,
  verified: 'Thanks, your email is confirmed.',
  changed: 'Thanks, your email is changed and confirmed. Use it to sign in from now on.',
  invalidLink: 'This confirmation link has expired or has already been used. Please ask for a new one.',
  emailNowTaken: 'Another account on this site now uses that email, so yours was not changed.',
  verificationSent: 'We have sent you a link to confirm your email. It works once, for 24 hours.',
  changeSent:
    'We have sent a link to the new address. Your email changes once you open it (it works once, for 24 hours).',
  sameEmail: 'That is already your email.',
  wrongPassword: 'Your current password is not right.',
  passwordChanged: 'Password changed. You are signed out on every other device.',
  signedOutEverywhere: 'You are signed out on every device.',
  confirmDelete: `Please type ${DELETE_CONFIRMATION} to confirm.`,
  deleted: 'Your account and its data are deleted.',
} as const

/** Whether a shopper's email is confirmed (alert emails go only to confirmed addresses). */
export function emailVerified(customer: { email_verified_at?: string | Date | null }): boolean {
  return customer.email_verified_at !== null && customer.email_verified_at !== undefined
}

/** When an email token made at `now` stops working. */
export function emailTokenExpiry(now: number): Date {
  return new Date(now + EMAIL_TOKEN_TTL_MS)
}

/** The confirmation page's address for a token (the email's link, after the site's origin). */
export function verifyEmailPath(token: string): string {
  return `${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`
}

const emailToken = z
  .string({ error: TRUST_MESSAGES.invalidLink })
  .max(RESET_TOKEN_LENGTH * 2, TRUST_MESSAGES.invalidLink)
  .refine(isResetTokenShape, TRUST_MESSAGES.invalidLink)

/** The current password, as typed (checked, never stored): bounded so hashing cannot be made expensive. */
const currentPassword = z
  .string({ error: TRUST_MESSAGES.wrongPassword })
  .min(1, TRUST_MESSAGES.wrongPassword)
  .max(PASSWORD_MAX, TRUST_MESSAGES.wrongPassword)

/** POST /api/account/verify-email { token } */
export const verifyEmailSchema = z.strictObject({ token: emailToken })
/** POST /api/account/verify-email/resend {} */
export const resendSchema = z.strictObject({})
/** POST /api/account/password { current_password, password } */
export const changePasswordSchema = z.strictObject({ current_password: currentPassword, password: newPassword })
/** POST /api/account/email { email, current_password } */
export const changeEmailSchema = z.strictObject({ email: accountEmail, current_password: currentPassword })
/** POST /api/account/sign-out-everywhere {} */
export const signOutEverywhereSchema = z.strictObject({})
/** POST /api/account/delete { current_password, confirm: 'DELETE' } */
export const deleteAccountSchema = z.strictObject({
  current_password: currentPassword,
  confirm: z
    .string({ error: TRUST_MESSAGES.confirmDelete })
    .trim()
    .refine((v) => v.toUpperCase() === DELETE_CONFIRMATION, TRUST_MESSAGES.confirmDelete),
})

export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>

/** The confirmation email's text: a new account's address, or the new address of an email change. */
export function verifyEmailText({ siteName, link, change }: { siteName: string; link: string; change: boolean }) {
  return [
    change
      ? `Someone asked to use this address for their ${siteName} account.`
      : `Welcome to ${siteName}. Please confirm this is your email address.`,
    '',
    `Confirm it here: ${link}`,
    '',
    change
      ? 'The account keeps its old address until the link is opened. The link works once, for 24 hours. If it was not you, ignore this email.'
      : 'The link works once, for 24 hours. Until then you can browse and save cars, but we send you no alerts. If you did not sign up, ignore this email.',
  ].join('\n')
}

/** The notice to the old address when a change of email is asked for (the owner can act if it was not them). */
export function emailChangeNoticeText({ siteName, to }: { siteName: string; to: string }) {
  return [
    `Someone signed in to your ${siteName} account asked to change its email to ${to}.`,
    '',
    'It changes only when the link we sent to that address is opened. If this was not you, reset your password now: it signs you out everywhere.',
  ].join('\n')
}
