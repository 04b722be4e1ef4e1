import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  EMAIL_TOKEN_TTL_MS,
  emailTokenExpiry,
  emailVerified,
  TRUST_MESSAGES,
  verifyEmailPath,
  verifyEmailSchema,
  verifyEmailText,
} from '@/domain/accounts/trust'

const TOKEN = 'A'.repeat(43)

describe('account trust rules', () => {
  it('a confirmation link lasts one day and leads to the confirmation page with its token', () => {
    expect(EMAIL_TOKEN_TTL_MS).toBe(86_400_000)
    expect(emailTokenExpiry(Date.UTC(2026, 10, 27, 4)).toISOString()).toBe('2026-11-28T04:00:00.000Z')
    expect(verifyEmailPath('Zk_-9')).toBe('/verify-email?token=Zk_-9')
  })

  it('an account is confirmed only once a date is set', () => {
    expect(emailVerified({ email_verified_at: null })).toBe(false)
    expect(emailVerified({})).toBe(false)
    expect(emailVerified({ email_verified_at: '2026-11-27T04:00:00.000Z' })).toBe(true)
  })

  it('the token must have a token’s shape; nothing else is accepted', () => {
    expect(verifyEmailSchema.safeParse({ token: TOKEN }).success).toBe(true)
    for (const body of [{}, { token: 'short' }, { token: `${TOKEN}!` }, { token: TOKEN, extra: 1 }, { token: 43 }])
      expect(verifyEmailSchema.safeParse(body).success).toBe(false)
  })

  it('changing the password follows sign-up’s rules and needs the current one', () => {
    expect(changePasswordSchema.safeParse({ current_password: 'x', password: 'long enough' }).success).toBe(true)
    expect(changePasswordSchema.safeParse({ current_password: '', password: 'long enough' }).success).toBe(false)
    expect(changePasswordSchema.safeParse({ current_password: 'x', password: 'short' }).success).toBe(false)
    expect(changePasswordSchema.safeParse({ current_password: 'x'.repeat(201), password: 'long enough' }).success).toBe(
      false,
    )
  })

  it('a new email is trimmed and lower-cased like sign-up’s', () => {
    const parsed = changeEmailSchema.parse({ email: '  Sam@Example.COM ', current_password: 'x' })
    expect(parsed.email).toBe('sam@example.com')
    expect(changeEmailSchema.safeParse({ email: 'not an email', current_password: 'x' }).success).toBe(false)
  })

  it('deleting needs the word DELETE typed (any case), and says so otherwise', () => {
    expect(deleteAccountSchema.safeParse({ current_password: 'x', confirm: ' delete ' }).success).toBe(true)
    const refused = deleteAccountSchema.safeParse({ current_password: 'x', confirm: 'yes' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe(TRUST_MESSAGES.confirmDelete)
  })

  it('the emails say what the link does, for how long, and what happens if it was not the reader', () => {
    const signUp = verifyEmailText({
      siteName: 'Harbour Motors',
      link: 'https://x/verify-email?token=t',
      change: false,
    })
    expect(signUp).toContain('Welcome to Harbour Motors')
    expect(signUp).toContain('https://x/verify-email?token=t')
    expect(signUp).toContain('works once, for 24 hours')
    const change = verifyEmailText({ siteName: 'Harbour Motors', link: 'L', change: true })
    expect(change).toContain('keeps its old address until the link is opened')
  })
})
