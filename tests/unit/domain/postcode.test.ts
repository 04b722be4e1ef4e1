import { parseStep } from '@/domain/checkout/journey'
import { estimateDelivery, validatePostcode, DELIVERY_UNAVAILABLE, type DeliveryRate } from '@/domain/delivery'
import { leadFieldsSchema } from '@/domain/leads/schema'
import {
  isPostcode,
  POSTCODE_INVALID,
  POSTCODE_NOT_AUSTRALIAN,
  postcodeProblem,
  postcodeSchema,
} from '@/domain/postcode'
import { tradeInStep1Schema } from '@/domain/tradeIn/schema'

import table from '../../../src/data/geo/au-postcode-centroids.json' with { type: 'json' }

const NOT_FOUR_DIGITS = ['', '200', '12345', '20000', '2a00', '-200', '20.0', '２０００', '2000\n1']
const NOT_ALLOCATED = ['0000', '0001', '0199', '0300', '0500', '0799']
const ALLOCATED = [
  '0200',
  '0299',
  '0800',
  '0870',
  '1001',
  '2000',
  '2600',
  '3000',
  '4000',
  '6000',
  '7000',
  '8001',
  '9999',
]

describe('the postcode rule', () => {
  it('LEAD-19 ERR-14: anything but 4 digits is invalid, with the 4-digit message (12345 is never cut to 1234)', () => {
    for (const value of NOT_FOUR_DIGITS) expect(postcodeProblem(value)).toBe(POSTCODE_INVALID)
    expect(POSTCODE_INVALID).toBe('Invalid postcode. Please enter a 4-digit number.')
  })

  it('four digits Australia Post does not allocate (below 0200, 0300–0799) are not Australian postcodes', () => {
    for (const value of NOT_ALLOCATED) expect(postcodeProblem(value)).toBe(POSTCODE_NOT_AUSTRALIAN)
  })

  it('every allocated range is accepted, mail-only ones too (1xxx PO boxes, 9999 for letters to Santa)', () => {
    for (const value of ALLOCATED) expect(isPostcode(value)).toBe(true)
  })

  it('every postcode in the shipped postcode table passes the rule', () => {
    const codes = Object.keys(table.postcodes)
    expect(codes.length).toBeGreaterThan(3000)
    expect(codes.filter((c) => !isPostcode(c))).toEqual([])
  })

  it('the schema trims, then answers with the rule’s message', () => {
    expect(postcodeSchema.parse(' 2150 ')).toBe('2150')
    expect(postcodeSchema.safeParse('12345').error?.issues.map((i) => i.message)).toEqual([POSTCODE_INVALID])
    expect(postcodeSchema.safeParse('0123').error?.issues.map((i) => i.message)).toEqual([POSTCODE_NOT_AUSTRALIAN])
    expect(postcodeSchema.safeParse(2000).error?.issues.map((i) => i.message)).toEqual([POSTCODE_INVALID])
  })
})

/** What each form that asks for a postcode says of one: null when it takes it, else its message. */
function everyForm(postcode: string): Record<string, string | null> {
  const leadLike = {
    name: 'Jo',
    last_name: 'Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    postcode,
    message: 'Hi',
  }
  const leadIssue = leadFieldsSchema()
    .safeParse(leadLike)
    .error?.issues.find((i) => i.path[0] === 'postcode')
  const tradeIssue = tradeInStep1Schema()
    .safeParse(leadLike)
    .error?.issues.find((i) => i.path[0] === 'postcode')
  const details = parseStep('details', {
    first_name: 'Jo',
    last_name: 'Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    postcode,
    licence_number: '12345678',
    licence_state: 'NSW',
  })
  const delivery = parseStep('delivery', { method: 'delivery', postcode })
  const calculator = validatePostcode(postcode)
  return {
    lead: leadIssue?.message ?? null,
    tradeIn: tradeIssue?.message ?? null,
    checkoutDetails: details.ok ? null : (details.fieldErrors.postcode ?? null),
    checkoutDelivery: delivery.ok ? null : (delivery.fieldErrors.postcode ?? null),
    deliveryCalculator: calculator.ok ? null : calculator.error,
  }
}

describe('every form agrees on a postcode', () => {
  it.each([
    ['2000', null],
    ['9999', null],
    ['12345', POSTCODE_INVALID],
    ['0123', POSTCODE_NOT_AUSTRALIAN],
  ])('LEAD-19: %s', (postcode, message) => {
    const answers = everyForm(postcode)
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((form) => [form, message])))
  })

  it('DEL-04 ERR-09: delivery to an allocated postcode without a place (9999) is unavailable, never invalid', () => {
    const band: DeliveryRate = {
      name: 'Anywhere',
      kind: 'distance',
      postcodeFrom: null,
      postcodeTo: null,
      distanceFromKm: 0,
      distanceToKm: null,
      price: 990,
      active: true,
    }
    expect(
      estimateDelivery({
        postcode: '9999',
        rates: [band],
        origin: { lat: -33.87, lng: 151.21 },
        table: table.postcodes,
      }),
    ).toEqual({ kind: 'unavailable', message: DELIVERY_UNAVAILABLE })
  })
})
