import {
  SubmissionKey,
  newIdempotencyKey,
  rememberLeadSuccess,
  rememberUser,
  rememberedUser,
  submitLead,
  STORAGE_KEYS,
} from '@/domain/leads/submit'

class MemoryStorage {
  map = new Map<string, string>()
  getItem(k: string) {
    return this.map.get(k) ?? null
  }
  setItem(k: string, v: string) {
    this.map.set(k, v)
  }
}

const fields = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412345678',
  postcode: '2000',
  message: 'Hi',
}
const request = { category: 'General Enquiry' as const, fields }

function response(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers })
}

describe('lead submission', () => {
  it('LEAD-64 remembers name, last_name, email, phone and postcode only', () => {
    const s = new MemoryStorage()
    rememberUser(s, { ...fields, message: 'secret' })
    expect(rememberedUser(s)).toEqual({
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412345678',
      postcode: '2000',
    })
    expect(s.getItem(STORAGE_KEYS.user)).not.toContain('secret')
    expect(rememberedUser(undefined)).toEqual({})
  })
  it('LEAD-64 an accepted lead remembers the contact details, the success category and the car it was about', () => {
    const s = new MemoryStorage()
    rememberLeadSuccess(s, { name: 'Jo', email: 'jo@example.com' }, 'Test Drive', { id: '12', dealership_slug: 'x' })
    expect(rememberedUser(s)).toEqual({ name: 'Jo', email: 'jo@example.com' })
    expect(s.getItem(STORAGE_KEYS.successCategory)).toBe('Test Drive')
    expect(JSON.parse(s.getItem(STORAGE_KEYS.lastCar) ?? 'null')).toEqual({ id: '12', dealership_slug: 'x' })
    const other = new MemoryStorage()
    rememberLeadSuccess(other, { name: 'Al' }, 'General Enquiry', null)
    expect(other.getItem(STORAGE_KEYS.lastCar)).toBeNull()
    expect(other.getItem(STORAGE_KEYS.successCategory)).toBe('General Enquiry')
  })
  it('LEAD-38 LEAD-39 success returns the lead id and retries reuse one Idempotency-Key until success', async () => {
    const keys: string[] = []
    let n = 0
    const answers = [response(503, {}), response(201, { lead_id: 'L1' })]
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']!)
      return answers.shift()!
    }) as unknown as typeof fetch
    const key = new SubmissionKey(() => `k${++n}`)
    expect(await submitLead(request, key, fetchImpl)).toEqual({
      ok: false,
      message: 'An error occurred when submitting this form',
      fromServer: false,
      fieldErrors: {},
    })
    expect(await submitLead(request, key, fetchImpl)).toEqual({ ok: true, leadId: 'L1' })
    expect(keys).toEqual(['k1', 'k1'])
    expect(key.current()).toBe('k2')
  })
  it('a submission key is a fresh random id by default, kept until the submission succeeds', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/)
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
    const key = new SubmissionKey()
    const first = key.current()
    expect(key.current()).toBe(first)
    key.succeeded()
    expect(key.current()).not.toBe(first)
  })
  it('ERR-11 ERR-13 422 gives the server message and field errors; 429 gives Retry-After; network error gives the banner text', async () => {
    const key = new SubmissionKey(() => 'k')
    const f422 = (async () =>
      response(422, {
        error: 'Check the form',
        fieldErrors: { postcode: 'Invalid postcode. Please enter a 4-digit number.' },
      })) as unknown as typeof fetch
    expect(await submitLead(request, key, f422)).toEqual({
      ok: false,
      message: 'Check the form',
      fromServer: true,
      fieldErrors: { postcode: 'Invalid postcode. Please enter a 4-digit number.' },
    })
    const f429 = (async () => response(429, { error: 'Too many' }, { 'Retry-After': '30' })) as unknown as typeof fetch
    expect(await submitLead(request, key, f429)).toMatchObject({ ok: false, retryAfterSeconds: 30 })
    const down = (async () => {
      throw new TypeError('network')
    }) as unknown as typeof fetch
    expect(await submitLead(request, key, down)).toEqual({
      ok: false,
      message: 'An error occurred when submitting this form',
      fromServer: false,
      fieldErrors: {},
    })
  })
  it('LEAD-40 ERR-11 a 201 without a lead_id is a failure whose text is not the server’s', async () => {
    const key = new SubmissionKey(() => 'k')
    const empty = (async () => response(201, {})) as unknown as typeof fetch
    expect(await submitLead(request, key, empty)).toEqual({
      ok: false,
      message: 'An error occurred when submitting this form',
      fromServer: false,
      fieldErrors: {},
    })
    expect(key.current()).toBe('k')
  })
})
