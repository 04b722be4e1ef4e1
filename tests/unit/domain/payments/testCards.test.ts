import {
  CARD_MESSAGES,
  cardDigits,
  checkTestCard,
  DECLINE_MESSAGES,
  expiryInFuture,
  parseExpiry,
  passesLuhn,
  TEST_CARDS,
  testCardFormSchema,
} from '@/domain/payments/testCards'

const NOW = new Date('2026-11-26T01:00:00Z')
const GOOD = { expiry: '12/30', cvc: '123' }

describe('Luhn check', () => {
  it('accepts the test cards and other well-known valid numbers', () => {
    for (const number of Object.keys(TEST_CARDS)) expect(passesLuhn(number)).toBe(true)
    expect(passesLuhn('5555555555554444')).toBe(true)
    expect(passesLuhn('378282246310005')).toBe(true)
  })

  it('rejects a changed digit, letters, and numbers shorter than 12 or longer than 19 digits', () => {
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('42424242424242a2')).toBe(false)
    expect(passesLuhn('42424242426')).toBe(false) // 11 digits
    expect(passesLuhn('4'.padEnd(20, '0'))).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })

  it('reads a number typed with spaces', () => {
    expect(cardDigits(' 4242 4242 4242 4242 ')).toBe('4242424242424242')
  })
})

describe('expiry', () => {
  it('reads MM/YY with or without spaces around the slash, and refuses other shapes and months', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 })
    expect(parseExpiry('04 / 29')).toEqual({ month: 4, year: 2029 })
    expect(parseExpiry('13/29')).toBeNull()
    expect(parseExpiry('00/29')).toBeNull()
    expect(parseExpiry('4/29')).toBeNull()
    expect(parseExpiry('04/2029')).toBeNull()
  })

  it('a card is good through the end of its expiry month', () => {
    expect(expiryInFuture({ month: 11, year: 2026 }, NOW)).toBe(true)
    expect(expiryInFuture({ month: 10, year: 2026 }, NOW)).toBe(false)
    expect(expiryInFuture({ month: 1, year: 2027 }, NOW)).toBe(true)
    expect(expiryInFuture({ month: 12, year: 2025 }, NOW)).toBe(false)
  })
})

describe('test card rules', () => {
  it('4242 4242 4242 4242 is authorised', () => {
    expect(checkTestCard({ number: '4242 4242 4242 4242', ...GOOD }, NOW)).toEqual({
      ok: true,
      outcome: { state: 'authorised' },
      last4: '4242',
    })
  })

  it.each([
    ['4000 0000 0000 0002', DECLINE_MESSAGES.declined, 'Your card was declined.'],
    ['4000 0000 0000 9995', DECLINE_MESSAGES.insufficientFunds, 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', DECLINE_MESSAGES.expired, 'Your card has expired.'],
  ])('%s fails with "%s"', (number, message, words) => {
    expect(message).toBe(words)
    expect(checkTestCard({ number, ...GOOD }, NOW)).toEqual({
      ok: true,
      outcome: { state: 'failed', failureMessage: message },
      last4: number.slice(-4),
    })
  })

  it('any other number that passes Luhn is authorised', () => {
    const check = checkTestCard({ number: '5555 5555 5555 4444', ...GOOD }, NOW)
    expect(check).toEqual({ ok: true, outcome: { state: 'authorised' }, last4: '4444' })
  })

  it('a number failing Luhn is a field error, not a decline', () => {
    expect(checkTestCard({ number: '4242 4242 4242 4241', ...GOOD }, NOW)).toEqual({
      ok: false,
      errors: { number: 'Your card number is incorrect.' },
    })
  })

  it('an expiry in the past, a malformed expiry and a short security code are field errors, reported together', () => {
    expect(checkTestCard({ number: '4242424242424242', expiry: '10/26', cvc: '12' }, NOW)).toEqual({
      ok: false,
      errors: { expiry: "Your card's expiry date is in the past.", cvc: CARD_MESSAGES.cvc },
    })
    expect(checkTestCard({ number: '4242424242424242', expiry: '1/2', cvc: '12345' }, NOW)).toEqual({
      ok: false,
      errors: { expiry: CARD_MESSAGES.expiry, cvc: CARD_MESSAGES.cvc },
    })
  })

  it('a security code of 3 or 4 digits is accepted', () => {
    expect(checkTestCard({ number: '4242424242424242', expiry: '12/30', cvc: '1234' }, NOW).ok).toBe(true)
    expect(checkTestCard({ number: '4242424242424242', expiry: '12/30', cvc: '12a' }, NOW).ok).toBe(false)
  })
})

describe('test card form schema', () => {
  const body = {
    ref: 'tp_0123456789abcdef01234567',
    clientSecret: 'tp_0123456789abcdef01234567_secret_abc',
    number: '4242 4242 4242 4242',
    expiry: '12 / 30',
    cvc: '123',
    name: 'Sam Driver',
  }

  it('accepts a card as typed', () => {
    expect(testCardFormSchema.safeParse(body).success).toBe(true)
  })

  it.each([
    ['number with letters', { number: '4242 4242 4242 424x' }],
    ['number longer than 23 characters', { number: '4242 4242 4242 4242 4242' }],
    ['expiry longer than 7 characters', { expiry: '12 / 2030' }],
    ['expiry with letters', { expiry: 'ab/cd' }],
    ['cvc of 2 digits', { cvc: '12' }],
    ['cvc of 5 digits', { cvc: '12345' }],
    ['empty name', { name: '   ' }],
    ['name longer than 100 characters', { name: 'x'.repeat(101) }],
    ['ref of another provider', { ref: 'pi_123' }],
    ['ref with punctuation', { ref: 'tp_abc;drop table' }],
    ['client secret longer than 200 characters', { clientSecret: 's'.repeat(201) }],
    ['missing client secret', { clientSecret: '' }],
  ])('refuses a %s', (_label, change) => {
    expect(testCardFormSchema.safeParse({ ...body, ...change }).success).toBe(false)
  })
})
