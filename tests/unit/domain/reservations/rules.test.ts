import {
  DEFAULT_DEPOSIT_CENTS,
  REFERENCE_PATTERN,
  RESERVE_MESSAGES,
  confirmationEmail,
  dealerHoldEndedEmail,
  depositCents,
  depositText,
  holdEnd,
  holdEndedEmail,
  referenceFrom,
  reservableProblem,
  reservationHeadline,
  reserveRequestSchema,
  reserveTerms,
  showsReservablePrice,
  shownCarPrice,
} from '@/domain/reservations/rules'
import { resolveSiteConfig } from '@/domain/siteConfig'
import { ACTIVE_STATUSES, canTransition, isActive, transitionSources } from '@/domain/reservations/states'

describe('the deposit', () => {
  it('RES-03 RES-04 the tenant’s amount in cents; $200 for none, empty, 0 or $0', () => {
    expect(depositCents(500)).toBe(50_000)
    expect(depositCents('$1,250')).toBe(125_000)
    for (const none of [null, undefined, '', 0, '$0', 'abc', -5]) expect(depositCents(none)).toBe(20_000)
    expect(DEFAULT_DEPOSIT_CENTS).toBe(20_000)
    expect(depositText(50_000)).toBe('$500')
    expect(depositText(125_000)).toBe('$1,250')
  })

  it('RES-05 a hold ends its hours after it starts (48 by default), whatever the clock change', () => {
    const from = new Date('2026-04-04T10:00:00Z') // the night Sydney's daylight saving ends
    expect(holdEnd(from, 48).toISOString()).toBe('2026-04-06T10:00:00.000Z')
    expect(holdEnd(from, 24).getTime() - from.getTime()).toBe(24 * 3_600_000)
  })

  it('RES-05 RES-06 RES-07 the terms: the hold length, fully refundable, and the money-back guarantee on used cars only', () => {
    expect(reserveTerms({ holdHours: 48, carType: 'used' })).toEqual([
      'We hold the car for you for 48 hours.',
      'Your deposit is 100% refundable: cancel any time before the hold ends and it is returned in full.',
      'Used cars also come with our 48-hour money-back guarantee.',
    ])
    expect(reserveTerms({ holdHours: 24, carType: 'new' })).toHaveLength(2)
    expect(reserveTerms({ holdHours: 24, carType: 'new' })[0]).toBe('We hold the car for you for 24 hours.')
  })
})

describe('what can be reserved', () => {
  const car = { status: 'in_stock', tag: null, reserved: false, car_type: 'used' }
  const config = resolveSiteConfig({ template: 'group' })
  const priced = shownCarPrice({ price: 45_990 }, config)
  it('RES-01 RES-02 in stock or coming soon, not test-drive-only, not held by someone else', () => {
    expect(reservableProblem(car, priced)).toBeNull()
    expect(reservableProblem({ ...car, status: 'coming_soon' }, priced)).toBeNull()
    expect(reservableProblem({ ...car, status: 'sold' }, priced)).toBe(RESERVE_MESSAGES.sold)
    expect(reservableProblem({ ...car, status: 'archived' }, priced)).toBe(RESERVE_MESSAGES.notInStock)
    expect(reservableProblem({ ...car, tag: ' Test Drive Only ' }, priced)).toBe(RESERVE_MESSAGES.testDriveOnly)
    expect(reservableProblem({ ...car, reserved: true }, priced)).toBe(RESERVE_MESSAGES.taken)
  })

  it('RES-01 only a car whose card shows a figure: “Enquire for price” or PREORDER cannot be reserved', () => {
    // the same shown price as the search card and the vehicle page: priceDisplay
    expect(priced.text).toBe('$45,990')
    expect(showsReservablePrice(priced)).toBe(true)
    expect(showsReservablePrice(shownCarPrice({ price: 0, offer_price: 39_990 }, config))).toBe(true)
    const enquire = shownCarPrice({ price: 0 }, config)
    expect(enquire.text).toBe('Enquire for price.')
    expect(reservableProblem(car, enquire)).toBe(RESERVE_MESSAGES.noPrice)
    expect(reservableProblem(car, shownCarPrice({ price: 5 }, config))).toBe(RESERVE_MESSAGES.noPrice)
    expect(reservableProblem(car, shownCarPrice({ preorder: true }, config))).toBe(RESERVE_MESSAGES.noPrice)
    const hidden = resolveSiteConfig({ template: 'group', prices: { visible: 'off' } })
    expect(reservableProblem(car, shownCarPrice({ price: 45_990 }, hidden))).toBe(RESERVE_MESSAGES.noPrice)
    expect(reservableProblem(car, null)).toBe(RESERVE_MESSAGES.noPrice)
  })

  it('the request: strict, bounded, with the lead form’s messages', () => {
    const ok = { car_id: 'a-car', contact: { first_name: 'Pat', email: 'pat@example.com' } }
    expect(reserveRequestSchema.parse(ok)).toMatchObject({ kind: 'reserve', contact: { last_name: '' } })
    expect(reserveRequestSchema.safeParse({ ...ok, price: 1 }).success).toBe(false)
    expect(reserveRequestSchema.safeParse({ ...ok, car_id: 'x'.repeat(201) }).success).toBe(false)
    expect(reserveRequestSchema.safeParse({ ...ok, amount_cents: 0 }).success).toBe(false)
    const bad = reserveRequestSchema.safeParse({ car_id: 'a', contact: { first_name: '', email: 'nope', phone: '12' } })
    expect(bad.success).toBe(false)
    const paths = bad.error!.issues.map((i) => i.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['contact.first_name', 'contact.email', 'contact.phone']))
  })

  it('a reference a shopper can read out: R- and ten letters or digits without 0, O, 1 or I', () => {
    const ref = referenceFrom(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 255]))
    expect(ref).toMatch(REFERENCE_PATTERN)
    expect(ref).toBe('R-ABCDEFGHJ9')
    expect('R-ABCDEFGH10').not.toMatch(REFERENCE_PATTERN)
  })
})

describe('the reservation’s life', () => {
  it('pending → held → converted | released | refunded | expired; pending → expired; nothing leaves an end state', () => {
    expect(canTransition('pending', 'held')).toBe(true)
    // a declined card leaves the reservation pending: the shopper tries another card
    expect(canTransition('pending', 'failed')).toBe(false)
    expect(canTransition('held', 'converted')).toBe(true)
    expect(canTransition('held', 'refunded')).toBe(true)
    expect(canTransition('pending', 'converted')).toBe(false)
    expect(canTransition('held', 'failed')).toBe(false)
    for (const end of ['converted', 'released', 'refunded', 'expired', 'failed'] as const)
      expect(transitionSources('held').includes(end)).toBe(false)
    expect(transitionSources('expired').sort()).toEqual(['held', 'pending'])
    expect([...ACTIVE_STATUSES]).toEqual(['pending', 'held'])
    expect(isActive('held')).toBe(true)
    expect(isActive('refunded')).toBe(false)
  })

  it('RES-06 each status said in plain words', () => {
    const said = (status: string) =>
      reservationHeadline({
        status,
        carTitle: '2021 Mazda CX-5',
        heldUntil: '28 Nov 2026, 3:00 pm AEDT',
        failureMessage: 'Your card was declined.',
      })
    expect(said('held')).toBe('Reserved: the 2021 Mazda CX-5 is held for you until 28 Nov 2026, 3:00 pm AEDT.')
    expect(said('refunded')).toContain('returned in full')
    expect(said('failed')).toBe(
      'Your payment did not go through: Your card was declined. Nothing was taken and the car is not held.',
    )
    expect(said('pending')).toBe(
      'Your payment did not go through: Your card was declined. Nothing was taken. Please try another card.',
    )
    expect(reservationHeadline({ status: 'pending', carTitle: 'X', heldUntil: null, failureMessage: null })).toBe(
      'Waiting for your deposit on the X.',
    )
  })

  it('RES-06 the emails when a hold ends: the shopper’s and the dealer’s, the deposit returned in full', () => {
    const common = {
      siteName: 'Harbour Auto Group',
      carTitle: '2021 Mazda CX-5',
      reference: 'R-ABCDEFGHJK',
      deposit: '$200',
      carLink: 'http://harbour.localhost:3000/cars/x',
    }
    const shopper = holdEndedEmail({ ...common, firstName: 'Pat', status: 'refunded' })
    expect(shopper.subject).toBe('Your reservation of the 2021 Mazda CX-5 has ended (R-ABCDEFGHJK)')
    expect(shopper.text).toContain(
      'Your reservation of the 2021 Mazda CX-5 with Harbour Auto Group has been cancelled.',
    )
    expect(shopper.text).toContain('Your $200 deposit has been returned in full')
    expect(holdEndedEmail({ ...common, firstName: 'Pat', status: 'expired' }).text).toContain(
      'has ended: the hold time is up.',
    )
    const dealer = dealerHoldEndedEmail({
      ...common,
      status: 'released',
      shopper: { name: 'Pat Reserver', email: 'pat@example.com', phone: '0412345678' },
    })
    expect(dealer.text).toContain('The reservation R-ABCDEFGHJK of the 2021 Mazda CX-5 was released by the dealer.')
    expect(dealer.text).toContain('Shopper: Pat Reserver, pat@example.com, 0412345678')
  })

  it('the confirmation email carries the deposit, the hold’s end, the terms and the cancel link', () => {
    const mail = confirmationEmail({
      siteName: 'Harbour Auto Group',
      firstName: 'Pat',
      carTitle: '2021 Mazda CX-5',
      reference: 'R-ABCDEFGHJK',
      deposit: '$200',
      heldUntil: '28 Nov 2026, 3:00 pm AEDT',
      terms: reserveTerms({ holdHours: 48, carType: 'used' }),
      cancelLink: 'https://example.com/reservations/R-ABCDEFGHJK?token=t',
      carLink: 'https://example.com/cars/x',
    })
    expect(mail.subject).toBe('Your 2021 Mazda CX-5 is reserved (R-ABCDEFGHJK)')
    expect(mail.text).toContain(
      'Your $200 deposit is held on your card and the car is held for you until 28 Nov 2026, 3:00 pm AEDT.',
    )
    expect(mail.text).toContain('48-hour money-back guarantee')
    expect(mail.text).toContain('https://example.com/reservations/R-ABCDEFGHJK?token=t')
  })
})
