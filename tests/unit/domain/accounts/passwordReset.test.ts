import crypto from 'node:crypto'

import {
  forgotPasswordSchema,
  isResetTokenShape,
  RESET_MESSAGES,
  RESET_TOKEN_BYTES,
  RESET_TOKEN_LENGTH,
  RESET_TOKEN_TTL_MS,
  resetEmailText,
  resetPasswordPath,
  resetPasswordSchema,
  resetTokenExpiry,
  resetTokenFromQuery,
  resetTokenUsable,
} from '@/domain/accounts/passwordReset'
import { ACCOUNT_MESSAGES, PASSWORD_MAX, registerSchema } from '@/domain/accounts/schema'

const token = () => crypto.randomBytes(RESET_TOKEN_BYTES).toString('base64url')

describe('password reset tokens', () => {
  it('are at least 128 bits: 32 random bytes, 43 base64url characters', () => {
    expect(RESET_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128)
    const t = token()
    expect(t).toHaveLength(RESET_TOKEN_LENGTH)
    expect(isResetTokenShape(t)).toBe(true)
  })

  it('refuse anything not shaped like one before any look-up', () => {
    for (const bad of ['', 'abc', `${token()}x`, `${token().slice(0, 42)}=`, `${token().slice(0, 42)}/`, 42, null])
      expect([bad, isResetTokenShape(bad)]).toEqual([bad, false])
    expect(resetTokenFromQuery(undefined)).toBeNull()
    expect(resetTokenFromQuery('short')).toBeNull()
    const t = token()
    expect(resetTokenFromQuery([t, 'other'])).toBe(t)
  })

  it('work for one hour: usable until the expiry, not at it or after', () => {
    const made = Date.UTC(2026, 10, 25, 3, 0, 0)
    const expiresAt = resetTokenExpiry(made)
    expect(RESET_TOKEN_TTL_MS).toBe(60 * 60 * 1000)
    expect(expiresAt.getTime() - made).toBe(RESET_TOKEN_TTL_MS)
    expect(resetTokenUsable({ expiresAt }, made)).toBe(true)
    expect(resetTokenUsable({ expiresAt }, made + RESET_TOKEN_TTL_MS - 1)).toBe(true)
    expect(resetTokenUsable({ expiresAt }, made + RESET_TOKEN_TTL_MS)).toBe(false)
    expect(resetTokenUsable({ expiresAt: expiresAt.toISOString() }, made + RESET_TOKEN_TTL_MS + 1)).toBe(false)
    expect(resetTokenUsable({ expiresAt: 'not a date' }, made)).toBe(false)
  })

  it("the email's link names the reset page and the token, and says it works once for an hour", () => {
    const t = token()
    expect(resetPasswordPath(t)).toBe(`/reset-password?token=${t}`)
    const text = resetEmailText({ siteName: 'Harbour Motors', link: `https://harbour.example${resetPasswordPath(t)}` })
    expect(text).toContain(`https://harbour.example/reset-password?token=${t}`)
    expect(text).toContain('works once, for one hour')
    expect(RESET_MESSAGES.emailSubject('Harbour Motors')).toBe('Reset your Harbour Motors password')
  })
})

describe('password reset requests (zod, bounded)', () => {
  it('ask for an email only, lower-cased, bounded; nothing else', () => {
    expect(forgotPasswordSchema.parse({ email: ' Sam@Example.COM ' })).toEqual({ email: 'sam@example.com' })
    expect(forgotPasswordSchema.safeParse({ email: 'nope' }).success).toBe(false)
    expect(forgotPasswordSchema.safeParse({ email: `${'a'.repeat(250)}@example.com` }).success).toBe(false)
    expect(forgotPasswordSchema.safeParse({ email: 'sam@example.com', admin: true }).success).toBe(false)
  })

  it("choose a new password by sign-up's rules", () => {
    const t = token()
    expect(resetPasswordSchema.parse({ token: t, password: 'a-long-password' })).toEqual({
      token: t,
      password: 'a-long-password',
    })
    for (const password of ['short', 'x'.repeat(PASSWORD_MAX + 1)]) {
      const reset = resetPasswordSchema.safeParse({ token: t, password })
      const signUp = registerSchema.safeParse({ name: 'Sam', email: 'sam@example.com', password })
      expect(reset.success).toBe(false)
      expect(signUp.success).toBe(false)
      expect(reset.error!.issues[0]!.message).toBe(signUp.error!.issues[0]!.message)
    }
    expect(resetPasswordSchema.safeParse({ token: t, password: 'short' }).error!.issues[0]!.message).toBe(
      ACCOUNT_MESSAGES.password,
    )
  })

  it('refuse a token of the wrong shape with the invalid-link message, and a huge one by size', () => {
    const bad = resetPasswordSchema.safeParse({ token: 'abc', password: 'a-long-password' })
    expect(bad.error!.issues[0]!.message).toBe(RESET_MESSAGES.invalidLink)
    expect(resetPasswordSchema.safeParse({ token: 'a'.repeat(10_000), password: 'a-long-password' }).success).toBe(
      false,
    )
  })
})
