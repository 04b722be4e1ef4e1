import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The ADF 1.0 DTD written from the specification (tests/fixtures/adf/adf-1.0.dtd). */
export const ADF_DTD = path.resolve(process.cwd(), 'tests/fixtures/adf/adf-1.0.dtd')

/**
 * xmllint's verdict on an ADF document against the ADF 1.0 DTD: '' when it is well-formed and valid, else what
 * xmllint says is wrong (libxml2-utils' /usr/bin/xmllint).
 *   expect(adfErrors(xml)).toBe('')
 */
export function adfErrors(xml: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adf-'))
  const file = path.join(dir, 'lead.xml')
  try {
    fs.writeFileSync(file, xml)
    const run = spawnSync('xmllint', ['--noout', '--dtdvalid', ADF_DTD, file], { encoding: 'utf8' })
    if (run.error) throw run.error
    return run.status === 0 ? '' : `${run.stderr}${run.stdout}`.trim() || `xmllint exited ${run.status}`
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The text of every element `name` in an ADF document, entities decoded (a reader for assertions, not a parser). */
export function adfTexts(xml: string, name: string): string[] {
  const out: string[] = []
  for (const m of xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`, 'g')))
    out.push(
      m[1]!
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&'),
    )
  return out
}

/** The decoded text of the whole document's character data (every value a reader would see). */
export function adfText(xml: string): string {
  return xml
    .replace(/<[^>]+>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

/**
 * A buy-online order's lead fields besides the contact (src/domain/checkout/journey.ts journeyLeadFields): paying by
 * finance, a trade-in given by registration and details, delivery to a postcode, a deposit paid.
 */
export function buyOnlineOrderFields(carSlug: string): Record<string, string | boolean> {
  return {
    message: 'Buy online: 2021 Hyundai Tucson Elite',
    car_id: carSlug,
    journey_id: '88',
    drive_away_price: '$38,990',
    finance: 'Yes',
    payment_method: 'finance',
    finance_contact: true,
    'do-you-have-a-trade-in': 'Yes',
    rego: '1ABC234',
    regoState: 'WA',
    make: 'Toyota',
    model: 'Corolla',
    year: '2015',
    kms: '120000',
    delivery_method: 'delivery',
    delivery_postcode: '2750',
    delivery_estimate: '$350',
    licence_number: '12345678',
    licence_state: 'NSW',
    deposit_reference: 'RES-1',
    deposit_status: 'Deposit paid: car held (reference RES-1)',
  }
}

/** The service page's fields besides the contact: the shopper's car, its registration and a preferred date. */
export const SERVICE_FIELDS = {
  message: 'Logbook service',
  rego: 'ABC123',
  make: 'Toyota',
  model: 'Corolla',
  year: '2015',
  'Preferred Service Date': '2026-12-03',
} as const
