import { mergeLead } from '@/domain/leads/merge'
import { FORM_ERRORS_HEADING, LEAD_UNEXPECTED, MIN_FILL_MS, leadRequestSchema } from '@/domain/leads/schema'
import { errorBoxMessage, prefilledFromMemory } from '@/domain/leads/submit'
import {
  HONEYPOT_REASON,
  SUSPECTED_REASON_MAX,
  judgeLead,
  leadStatusFor,
  suspectedReasonText,
  tooFastReason,
} from '@/domain/leads/trust'

const NOW = new Date('2026-05-04T10:00:00.000Z')
const contact = { name: 'Jo', last_name: 'Citizen', email: 'jo@example.com', phone: '0412345678', postcode: '2000' }
const request = (body: Record<string, unknown>) =>
  leadRequestSchema({ messageRequired: false }).parse({ category: 'Test Drive', fields: contact, ...body })

describe('judgeLead: bot signals lower trust, never discard', () => {
  it('LEAD-38 a form sent after the time a person needs, with an empty honeypot, is trusted', () => {
    expect(judgeLead({ honeypot: '', elapsedMs: MIN_FILL_MS, minFillMs: MIN_FILL_MS })).toEqual({
      suspected: false,
      reasons: [],
    })
    expect(judgeLead({ honeypot: undefined, elapsedMs: 45_000, minFillMs: MIN_FILL_MS }).suspected).toBe(false)
  })

  it('a form whose details were typed, sent within a second, is suspected, with the time in the reason', () => {
    const trust = judgeLead({ honeypot: '', elapsedMs: 420, minFillMs: MIN_FILL_MS })
    expect(trust.suspected).toBe(true)
    expect(trust.reasons).toEqual(['Sent 0.4 s after the form appeared (a person usually takes 2 s or more).'])
    expect(tooFastReason(1999, 2000)).toBe('Sent 2 s after the form appeared (a person usually takes 2 s or more).')
    expect(tooFastReason(0, 2500)).toContain('takes 2.5 s or more')
  })

  it('LEAD-64 a returning shopper whose remembered details filled the form is trusted however fast; the honeypot still counts', () => {
    expect(judgeLead({ honeypot: '', elapsedMs: 420, prefilled: true, minFillMs: MIN_FILL_MS })).toEqual({
      suspected: false,
      reasons: [],
    })
    // only a literal true counts
    expect(judgeLead({ honeypot: '', elapsedMs: 420, prefilled: 'yes', minFillMs: MIN_FILL_MS }).suspected).toBe(true)
    expect(judgeLead({ honeypot: 'x', elapsedMs: 420, prefilled: true, minFillMs: MIN_FILL_MS }).reasons).toEqual([
      HONEYPOT_REASON,
    ])
  })

  it('LEAD-64 the form says it was prefilled only when every contact detail sent is the remembered one', () => {
    const remembered = { name: 'Rae', last_name: 'Returning', email: 'rae@example.com', phone: '0412345678' }
    expect(prefilledFromMemory(remembered, { ...remembered, postcode: '', message: 'Hi' })).toBe(true)
    expect(prefilledFromMemory(remembered, { ...remembered, email: 'other@example.com' })).toBe(false)
    // a postcode typed by the shopper is typing
    expect(prefilledFromMemory(remembered, { ...remembered, postcode: '2000' })).toBe(false)
    // nothing remembered: nothing prefilled
    expect(prefilledFromMemory({}, { name: 'Rae' })).toBe(false)
    expect(prefilledFromMemory({ name: 'Rae' }, { name: 'Rae' })).toBe(false)
  })

  it('LEAD-64 the request schema takes form_prefilled as a boolean only', () => {
    expect(request({ form_prefilled: true }).form_prefilled).toBe(true)
    expect(() => request({ form_prefilled: 'true' })).toThrow()
  })

  it('an API client that sends no time is judged on the honeypot alone', () => {
    expect(judgeLead({ honeypot: undefined, elapsedMs: undefined, minFillMs: MIN_FILL_MS }).suspected).toBe(false)
    expect(judgeLead({ honeypot: 'https://spam.example', elapsedMs: undefined, minFillMs: MIN_FILL_MS })).toEqual({
      suspected: true,
      reasons: [HONEYPOT_REASON],
    })
    // anything in the honeypot counts, not only text
    expect(judgeLead({ honeypot: 7, elapsedMs: undefined, minFillMs: MIN_FILL_MS }).suspected).toBe(true)
  })

  it('a time that is not a finite, non-negative number is no signal (the schema refuses it)', () => {
    for (const elapsedMs of [Number.NaN, -5, '100', null])
      expect(judgeLead({ honeypot: '', elapsedMs, minFillMs: MIN_FILL_MS }).suspected).toBe(false)
  })

  it('LEAD-37 a multi-step lead stays suspected once a step was, whatever later steps take', () => {
    const first = suspectedReasonText(judgeLead({ honeypot: '', elapsedMs: 300, minFillMs: MIN_FILL_MS }))
    expect(first).toMatch(/^Sent 0\.3 s/)
    const later = judgeLead({ honeypot: '', elapsedMs: 90_000, minFillMs: MIN_FILL_MS, earlierReason: first })
    expect(later).toEqual({ suspected: true, reasons: [first] })
    // the honeypot reason is not repeated step after step
    const withHoneypot = suspectedReasonText(judgeLead({ honeypot: 'x', elapsedMs: 5000, minFillMs: MIN_FILL_MS }))
    expect(
      judgeLead({ honeypot: 'x', elapsedMs: 5000, minFillMs: MIN_FILL_MS, earlierReason: withHoneypot }).reasons,
    ).toEqual([HONEYPOT_REASON])
  })

  it('the stored reason is null for a trusted lead and bounded for a suspected one', () => {
    expect(suspectedReasonText({ suspected: false, reasons: [] })).toBeNull()
    const long = suspectedReasonText({ suspected: true, reasons: ['x'.repeat(2000)] })
    expect(long).toHaveLength(SUSPECTED_REASON_MAX)
  })
})

describe('leadStatusFor and mergeLead: a suspected lead is stored and held, never delivered by itself', () => {
  it('LEAD-37 an unfinished step is in progress either way; a finished one is pending, or held when suspected', () => {
    expect(leadStatusFor(false, false)).toBe('in_progress')
    expect(leadStatusFor(false, true)).toBe('in_progress')
    expect(leadStatusFor(true, false)).toBe('pending')
    expect(leadStatusFor(true, true)).toBe('suspected_spam')
  })

  it('LEAD-38 the held row keeps every field, its reason and no delivery time; a trusted row is due now', () => {
    const reason = tooFastReason(400, MIN_FILL_MS)
    const held = mergeLead({
      tenantId: 3,
      lead: request({ form_elapsed_ms: 400 }),
      previous: null,
      vehicle: null,
      placeDealership: null,
      now: NOW,
      suspectedReason: reason,
    })
    expect(held).toMatchObject({
      status: 'suspected_spam',
      next_attempt_at: null,
      suspected_reason: reason,
      name: 'Jo Citizen',
      email: 'jo@example.com',
    })
    const trusted = mergeLead({
      tenantId: 3,
      lead: request({ form_elapsed_ms: 4000 }),
      previous: null,
      vehicle: null,
      placeDealership: null,
      now: NOW,
    })
    expect(trusted).toMatchObject({ status: 'pending', next_attempt_at: NOW.toISOString(), suspected_reason: null })
  })
})

describe('errorBoxMessage: an error box always names an error', () => {
  it('ERR-11 the bare heading with nothing listed becomes the unexpected-error text', () => {
    expect(errorBoxMessage(FORM_ERRORS_HEADING, [])).toBe(LEAD_UNEXPECTED)
  })
  it('ERR-11 the heading above listed errors, or a message already listed, is not repeated', () => {
    expect(errorBoxMessage(FORM_ERRORS_HEADING, ['Lead not found'])).toBeNull()
    expect(errorBoxMessage('Lead not found', ['Lead not found'])).toBeNull()
  })
  it("ERR-13 the server's own message is shown; no message, no line", () => {
    expect(errorBoxMessage('Our system is busy.', [])).toBe('Our system is busy.')
    expect(errorBoxMessage(null, [])).toBeNull()
  })
})
