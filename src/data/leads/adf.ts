import 'server-only'

/**
 * ADF 1.0 (Auto-lead Data Format) XML for a lead delivered by email.
 * Required by ADF: prospect/requestdate, vehicle year/make/model, customer contact name plus phone or email,
 * vendor/vendorname. Every value is escaped; characters XML 1.0 forbids are dropped.
 */
export type AdfVehicle = {
  year?: number | string | null
  make?: string | null
  model?: string | null
  stock?: string | null
  vin?: string | null
  /** 'new' | 'used' (ADF vehicle@status) */
  status?: 'new' | 'used' | null
  price?: number | null
}

export type AdfLead = {
  id: string | number
  requestDate: Date
  category: string
  subcategory?: string | null
  vehicle?: AdfVehicle | null
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  phone?: string | null
  postcode?: string | null
  message?: string | null
  preferredContact?: string | null
  vendorName: string
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

function el(name: string, value: unknown, attrs: Record<string, string> = {}): string {
  if (value === null || value === undefined || value === '') return ''
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('')
  return `<${name}${a}>${escapeXml(value)}</${name}>`
}

/** ISO 8601 with an explicit offset, as ADF's requestdate expects. */
function adfDate(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, '+00:00')
}

export class AdfError extends Error {}

export function buildAdfXml(lead: AdfLead): string {
  const hasName = Boolean(lead.firstName?.trim() || lead.lastName?.trim())
  if (!hasName) throw new AdfError('ADF needs the customer name')
  if (!lead.email?.trim() && !lead.phone?.trim()) throw new AdfError('ADF needs a phone or an email')
  if (!lead.vendorName.trim()) throw new AdfError('ADF needs the vendor name')

  const v = lead.vehicle ?? {}
  const vehicleAttrs: Record<string, string> = {
    interest: lead.category === 'test_drive' ? 'test-drive' : 'buy',
  }
  if (v.status) vehicleAttrs.status = v.status
  const vehicle =
    `<vehicle${Object.entries(vehicleAttrs)
      .map(([k, val]) => ` ${k}="${escapeXml(val)}"`)
      .join('')}>` +
    // year/make/model are required children; empty elements where the lead has no car (general enquiries)
    `<year>${escapeXml(v.year ?? '')}</year><make>${escapeXml(v.make ?? '')}</make><model>${escapeXml(v.model ?? '')}</model>` +
    el('vin', v.vin) +
    el('stock', v.stock) +
    (typeof v.price === 'number' ? el('price', Math.round(v.price), { type: 'asking', currency: 'AUD' }) : '') +
    `</vehicle>`

  const comments = [
    `Category: ${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ''}`,
    lead.preferredContact ? `Preferred contact: ${lead.preferredContact}` : '',
    lead.message ?? '',
  ]
    .filter(Boolean)
    .join('\n')

  const contact =
    `<contact primarycontact="1">` +
    el('name', lead.firstName, { part: 'first' }) +
    el('name', lead.lastName, { part: 'last' }) +
    el('email', lead.email) +
    el('phone', lead.phone) +
    (lead.postcode ? `<address>${el('postalcode', lead.postcode)}<country>AU</country></address>` : '') +
    `</contact>`

  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n` +
    `<adf><prospect status="new">` +
    el('id', lead.id, {
      sequence: '1',
      source: lead.providerName ?? 'website',
    }) +
    `<requestdate>${adfDate(lead.requestDate)}</requestdate>` +
    vehicle +
    `<customer>${contact}${el('comments', comments)}</customer>` +
    `<vendor><vendorname>${escapeXml(lead.vendorName)}</vendorname></vendor>` +
    `<provider><name part="full">${escapeXml(lead.providerName ?? 'Website')}</name></provider>` +
    `</prospect></adf>\n`
  )
}
