/**
 * ADF 1.0 (Auto-lead Data Format) XML for a lead delivered by email: the document CRM mail parsers read. Pure.
 *
 * What ADF 1.0 requires (tests/fixtures/adf/adf-1.0.dtd, written from the specification): prospect/requestdate; at
 * least one vehicle, each with year, make and model; the customer's contact with a name and an email or phone; the
 * vendor's name AND a contact (name plus email or phone); an address only with a street. The builder refuses a lead
 * it cannot describe (AdfError) rather than send an invalid document. Every value is escaped; characters XML 1.0
 * forbids are dropped.
 */

/** What a customer wants to do with a vehicle (ADF vehicle@interest). */
export type AdfInterest = 'buy' | 'lease' | 'sell' | 'trade-in' | 'test-drive'

export type AdfPrice = {
  amount: number
  type: 'quote' | 'offer' | 'msrp' | 'invoice' | 'call' | 'appraisal' | 'asking'
}

export type AdfFinance = {
  method: 'finance' | 'cash' | 'lease'
  amounts: { amount: number; type: 'downpayment' | 'monthly' | 'total'; limit: 'maximum' | 'minimum' | 'exact' }[]
}

export type AdfVehicle = {
  interest: AdfInterest
  status: 'new' | 'used'
  year?: number | string | null
  make?: string | null
  model?: string | null
  vin?: string | null
  stock?: string | null
  trim?: string | null
  doors?: number | null
  bodystyle?: string | null
  transmission?: string | null
  /** kilometres */
  odometer?: number | null
  exteriorColour?: string | null
  price?: AdfPrice | null
  pricecomments?: string | null
  finance?: AdfFinance | null
  comments?: string | null
}

export type AdfAddress = {
  street?: string | null
  city?: string | null
  /** the state or territory, e.g. NSW */
  region?: string | null
  postcode?: string | null
}

export type AdfContact = {
  firstName?: string | null
  lastName?: string | null
  /** a business or a person's whole name (part="full") */
  fullName?: string | null
  email?: string | null
  phone?: string | null
  address?: AdfAddress | null
  /** 'Email' | 'Phone' | 'SMS': marks the email or phone as preferred */
  preferred?: string | null
}

export type AdfLead = {
  id: string | number
  requestDate: Date
  /** at least one; a lead with no vehicle gets the placeholder ADF requires (see buildAdfXml) */
  vehicles: AdfVehicle[]
  customer: AdfContact
  /** the customer's comments: one line per fact with no ADF element, then the message (null lines are left out) */
  comments: (string | null)[]
  vendor: { name: string; url?: string | null; contact: AdfContact }
  providerName?: string | null
}

// XML 1.0 allows #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]: everything else is dropped
// eslint-disable-next-line no-control-regex -- an XML control-character filter: the class names the allowed tab, LF and CR
const INVALID_XML_CHARS = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

export function escapeXml(value: unknown): string {
  return String(value ?? '')
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const present = (value: unknown): boolean =>
  value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '')

const attrs = (a: Record<string, string | null | undefined>) =>
  Object.entries(a)
    .filter(([, v]) => present(v))
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('')

/** An element with text, or nothing when the value is empty. */
function el(name: string, value: unknown, a: Record<string, string | null | undefined> = {}): string {
  if (!present(value)) return ''
  return `<${name}${attrs(a)}>${escapeXml(typeof value === 'string' ? value.trim() : value)}</${name}>`
}

/** An element ADF requires, written even when empty. */
const required = (name: string, value: unknown) => `<${name}>${present(value) ? escapeXml(value) : ''}</${name}>`

/** ISO 8601 with an explicit offset, as ADF's requestdate expects. */
function adfDate(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, '+00:00')
}

export class AdfError extends Error {}

/** A whole-dollar or kilometre figure as ADF carries it: digits, no separators. */
const wholeNumber = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) ? String(Math.round(n)) : null

/** The vehicle ADF requires on a lead that names none (a contact or careers enquiry): said so in its comments. */
export const NO_VEHICLE: AdfVehicle = {
  interest: 'buy',
  status: 'new',
  comments: 'No vehicle was named on this enquiry.',
}

function vehicleXml(v: AdfVehicle): string {
  const finance = v.finance?.amounts.length
    ? `<finance>${el('method', v.finance.method)}${v.finance.amounts
        .map((a) => el('amount', wholeNumber(a.amount), { type: a.type, limit: a.limit, currency: 'AUD' }))
        .join('')}</finance>`
    : ''
  return (
    `<vehicle${attrs({ interest: v.interest, status: v.status })}>` +
    required('year', v.year) +
    required('make', v.make) +
    required('model', v.model) +
    el('vin', v.vin) +
    el('stock', v.stock) +
    el('trim', v.trim) +
    el('doors', v.doors) +
    el('bodystyle', v.bodystyle) +
    el('transmission', v.transmission) +
    el('odometer', wholeNumber(v.odometer), { status: 'original', units: 'km' }) +
    (present(v.exteriorColour) ? `<colorcombination>${el('exteriorcolor', v.exteriorColour)}</colorcombination>` : '') +
    (v.price ? el('price', wholeNumber(v.price.amount), { type: v.price.type, currency: 'AUD' }) : '') +
    el('pricecomments', v.pricecomments) +
    finance +
    el('comments', v.comments) +
    `</vehicle>`
  )
}

/** An address only when ADF takes it: with a street (its only required part). */
function addressXml(a: AdfAddress | null | undefined): string {
  if (!a || !present(a.street)) return ''
  return (
    `<address>${el('street', a.street, { line: '1' })}${el('city', a.city)}${el('regioncode', a.region)}` +
    `${el('postalcode', a.postcode)}<country>AU</country></address>`
  )
}

function contactXml(c: AdfContact, primary: boolean): string {
  const names =
    el('name', c.firstName, { part: 'first' }) + el('name', c.lastName, { part: 'last' }) ||
    el('name', c.fullName, { part: 'full' })
  const preferred = (c.preferred ?? '').toLowerCase()
  return (
    `<contact${primary ? ' primarycontact="1"' : ''}>` +
    names +
    el('email', c.email, preferred === 'email' ? { preferredcontact: '1' } : {}) +
    el('phone', c.phone, preferred === 'phone' || preferred === 'sms' ? { preferredcontact: '1' } : {}) +
    addressXml(c.address) +
    `</contact>`
  )
}

function checkContact(c: AdfContact, who: string) {
  if (!present(c.firstName) && !present(c.lastName) && !present(c.fullName))
    throw new AdfError(`ADF needs the ${who} name`)
  if (!present(c.email) && !present(c.phone)) throw new AdfError(`ADF needs the ${who} phone or email`)
}

/**
 * The ADF document of a lead. ADF 1.0 requires at least one vehicle: a lead naming none (a contact, careers or service
 * enquiry without a car) carries NO_VEHICLE, whose empty year, make and model are explained in its comments.
 */
export function buildAdfXml(lead: AdfLead): string {
  checkContact(lead.customer, 'customer')
  if (!present(lead.vendor.name)) throw new AdfError('ADF needs the vendor name')
  checkContact(lead.vendor.contact, 'vendor')
  const vehicles = lead.vehicles.length > 0 ? lead.vehicles : [NO_VEHICLE]
  const comments = lead.comments.filter((line) => line !== null).join('\n')
  const provider = lead.providerName ?? 'Website'
  // one line per part: a mail's 8bit text part takes lines of at most 998 octets (RFC 5322); whitespace between
  // elements is ignorable in ADF's element-only content
  return (
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?adf version="1.0"?>',
      '<adf>',
      '<prospect status="new">',
      el('id', lead.id, { sequence: '1', source: provider }),
      `<requestdate>${adfDate(lead.requestDate)}</requestdate>`,
      ...vehicles.map(vehicleXml),
      `<customer>${contactXml(lead.customer, true)}`,
      `${el('comments', comments)}</customer>`,
      `<vendor>${el('vendorname', lead.vendor.name)}${el('url', lead.vendor.url)}${contactXml(lead.vendor.contact, true)}</vendor>`,
      `<provider>${el('name', provider, { part: 'full' })}</provider>`,
      '</prospect>',
      '</adf>',
    ]
      .filter(Boolean)
      .join('\n') + '\n'
  )
}
