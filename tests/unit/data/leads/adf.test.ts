import { AdfError, buildAdfXml, escapeXml, type AdfLead } from '@/data/leads/adf'
import { nextAttemptDelayMs, MAX_DELIVERY_ATTEMPTS } from '@/data/leads/backoff'
import { signWebhook, verifyWebhook, webhookHeaders, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/data/leads/signature'

/** A small strict XML parser (elements, attributes, text, the five entities, prolog PIs): throws on malformed input. */
type XNode = {
  name: string
  attrs: Record<string, string>
  children: XNode[]
  text: string
}
function parseXml(xml: string): XNode {
  let i = 0
  const decode = (s: string) => {
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(s)) throw new Error(`bad entity in ${s}`)
    return s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&')
  }
  const skipWs = () => {
    while (/\s/.test(xml[i] ?? '')) i++
  }
  skipWs()
  while (xml.startsWith('<?', i)) {
    const end = xml.indexOf('?>', i)
    if (end < 0) throw new Error('unterminated PI')
    i = end + 2
    skipWs()
  }
  const parseElement = (): XNode => {
    if (xml[i] !== '<') throw new Error(`expected < at ${i}`)
    i++
    const name = /^[A-Za-z_][\w.-]*/.exec(xml.slice(i))?.[0]
    if (!name) throw new Error(`bad name at ${i}`)
    i += name.length
    const attrs: Record<string, string> = {}
    for (;;) {
      skipWs()
      if (xml.startsWith('/>', i)) {
        i += 2
        return { name, attrs, children: [], text: '' }
      }
      if (xml[i] === '>') {
        i++
        break
      }
      const m = /^([A-Za-z_][\w.-]*)="([^"<]*)"/.exec(xml.slice(i))
      if (!m) throw new Error(`bad attribute at ${i}`)
      const [, attr = '', value = ''] = m
      if (attr in attrs) throw new Error(`duplicate attribute ${attr}`)
      attrs[attr] = decode(value)
      i += m[0].length
    }
    const node: XNode = { name, attrs, children: [], text: '' }
    for (;;) {
      if (i >= xml.length) throw new Error(`unclosed <${name}>`)
      if (xml.startsWith('</', i)) {
        const close = `</${name}>`
        if (!xml.startsWith(close, i)) throw new Error(`mismatched close at ${i}, expected ${close}`)
        i += close.length
        return node
      }
      if (xml[i] === '<') node.children.push(parseElement())
      else {
        const next = xml.indexOf('<', i)
        const raw = xml.slice(i, next < 0 ? xml.length : next)
        if (raw.includes('>')) throw new Error('raw > in text')
        node.text += decode(raw)
        i += raw.length
      }
    }
  }
  const root = parseElement()
  skipWs()
  if (i !== xml.length) throw new Error('content after the root element')
  return root
}
const child = (n: XNode, name: string) => n.children.find((c) => c.name === name)
const path = (n: XNode, ...names: string[]) =>
  names.reduce<XNode | undefined>((acc, name) => (acc ? child(acc, name) : undefined), n)

const lead: AdfLead = {
  id: 42,
  requestDate: new Date('2026-11-22T10:00:00.000Z'),
  category: 'enquiry',
  subcategory: 'used',
  vehicle: {
    year: 2021,
    make: 'Toyota',
    model: 'Corolla <Ascent & "Sport">',
    stock: 'ST123',
    vin: 'JTNAB3BE10J123456',
    status: 'used',
    price: 27990.4,
  },
  firstName: "Jo & Co's",
  lastName: 'Smith',
  email: 'jo@example.com',
  phone: '0400 000 000',
  postcode: '3000',
  message: 'Is it still <available>?\u0007 ]]> thanks',
  preferredContact: 'Phone',
  vendorName: 'Westside Motors & Sons',
}

describe('ADF 1.0 lead email', () => {
  it('LEAD builds well-formed ADF with the required elements that parses back to the same values', () => {
    const xml = buildAdfXml(lead)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>')).toBe(true)
    const adf = parseXml(xml)
    expect(adf.name).toBe('adf')
    const prospect = child(adf, 'prospect')!
    expect(path(prospect, 'requestdate')!.text).toBe('2026-11-22T10:00:00+00:00')
    const vehicle = child(prospect, 'vehicle')!
    expect(vehicle.attrs).toEqual({ interest: 'buy', status: 'used' })
    expect(child(vehicle, 'year')!.text).toBe('2021')
    expect(child(vehicle, 'make')!.text).toBe('Toyota')
    expect(child(vehicle, 'model')!.text).toBe('Corolla <Ascent & "Sport">')
    expect(child(vehicle, 'stock')!.text).toBe('ST123')
    expect(child(vehicle, 'vin')!.text).toBe('JTNAB3BE10J123456')
    expect(child(vehicle, 'price')!.text).toBe('27990')
    const contact = path(prospect, 'customer', 'contact')!
    const names = contact.children.filter((c) => c.name === 'name')
    expect(names.map((n) => [n.attrs.part, n.text])).toEqual([
      ['first', "Jo & Co's"],
      ['last', 'Smith'],
    ])
    expect(child(contact, 'email')!.text).toBe('jo@example.com')
    expect(child(contact, 'phone')!.text).toBe('0400 000 000')
    expect(path(contact, 'address', 'postalcode')!.text).toBe('3000')
    const comments = path(prospect, 'customer', 'comments')!.text
    expect(comments).toContain('Is it still <available>? ]]> thanks')
    expect(comments).not.toContain('\u0007')
    expect(path(prospect, 'vendor', 'vendorname')!.text).toBe('Westside Motors & Sons')
  })

  it('LEAD keeps year/make/model present (empty) for a lead without a car and accepts email or phone alone', () => {
    const xml = buildAdfXml({
      ...lead,
      vehicle: null,
      phone: null,
      category: 'general',
    })
    const vehicle = path(parseXml(xml), 'prospect', 'vehicle')!
    expect(vehicle.children.map((c) => c.name)).toEqual(['year', 'make', 'model'])
    expect(() => parseXml(buildAdfXml({ ...lead, email: '' }))).not.toThrow()
  })

  it('LEAD refuses a lead ADF cannot describe (no name, no phone and no email, no vendor)', () => {
    expect(() => buildAdfXml({ ...lead, firstName: ' ', lastName: null })).toThrow(AdfError)
    expect(() => buildAdfXml({ ...lead, email: null, phone: ' ' })).toThrow(AdfError)
    expect(() => buildAdfXml({ ...lead, vendorName: '' })).toThrow(AdfError)
  })

  it('escapes the five XML specials and drops forbidden control characters', () => {
    expect(escapeXml(`<a href="x">&'\u0000\u001F\t`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;\t')
  })
})

describe('webhook signature', () => {
  const now = Date.UTC(2026, 10, 22, 10, 0, 0)
  it('LEAD signs timestamp.body with HMAC-SHA256 and verifies it', () => {
    const body = JSON.stringify({ lead_id: 1, name: 'Jo' })
    const headers = webhookHeaders('s3cret', body, now)
    const ts = Number(headers[TIMESTAMP_HEADER])
    expect(ts).toBe(now / 1000)
    // the header value is sha256= and 64 hex digits
    expect(signWebhook('s3cret', 1795860000, '{"a":1}')).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(verifyWebhook('s3cret', ts, body, headers[SIGNATURE_HEADER]!, now)).toBe(true)
    expect(verifyWebhook('other', ts, body, headers[SIGNATURE_HEADER]!, now)).toBe(false)
    expect(verifyWebhook('s3cret', ts, body + ' ', headers[SIGNATURE_HEADER]!, now)).toBe(false)
    expect(verifyWebhook('s3cret', ts, body, headers[SIGNATURE_HEADER]!, now + 301_000)).toBe(false)
  })
})

describe('delivery backoff', () => {
  it('LEAD doubles the delay from 30 s, caps it, and stops after the last attempt', () => {
    const noJitter = () => 0
    expect([1, 2, 3, 4, 5].map((n) => nextAttemptDelayMs(n, noJitter))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ])
    expect(nextAttemptDelayMs(MAX_DELIVERY_ATTEMPTS, noJitter)).toBeNull()
    expect(nextAttemptDelayMs(20, noJitter, 1_000_000)).toBeNull()
    expect(nextAttemptDelayMs(1, () => 1)).toBe(33_000)
  })
})
