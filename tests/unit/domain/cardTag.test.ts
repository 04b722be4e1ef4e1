import { cardTag, electrifiedLabel, isNewArrival, isPlaceholderImage } from '@/domain/cardTag'

const now = new Date('2026-11-22T12:00:00Z')
const DAY = 24 * 60 * 60
const nowS = now.getTime() / 1000
const old = nowS - 30 * DAY
const car = {
  status: 'in_stock',
  reserved: false,
  certified: false,
  tag: null as string | null,
  created_at_timestamp: old,
  fuel: 'Petrol',
  car_type: 'used',
  make: 'Toyota',
}
const opts = { now, electricTag: false }

describe('cardTag: priority for in-stock cars', () => {
  it('SRP-40 no tag applies → null', () => {
    expect(cardTag(car, opts)).toBeNull()
  })

  it('SRP-40 SRP-41 electric/hybrid comes first, only on tenants with the electric tag', () => {
    const ev = { ...car, fuel: 'Electric', reserved: true, certified: true, tag: 'runout sale' }
    expect(cardTag(ev, { ...opts, electricTag: true })).toEqual({ kind: 'electric', label: 'Electric' })
    expect(cardTag({ ...ev, fuel: 'Petrol/Electric Hybrid' }, { ...opts, electricTag: true })).toEqual({
      kind: 'electric',
      label: 'Hybrid',
    })
    expect(cardTag(ev, opts)).toEqual({ kind: 'reserved', label: 'Reserved' })
  })

  it("SRP-40 reserved ('Reserved') beats certified, custom tag, coming soon and new arrival", () => {
    const v = {
      ...car,
      reserved: true,
      certified: true,
      tag: 'Test Drive Only',
      status: 'coming_soon',
      created_at_timestamp: nowS,
    }
    expect(cardTag(v, opts)).toEqual({ kind: 'reserved', label: 'Reserved' })
  })

  it('SRP-40 certified used beats the custom tag', () => {
    expect(cardTag({ ...car, certified: true, tag: 'runout sale' }, opts)?.kind).toBe('certified')
  })

  it('SRP-48 certified applies to used cars only; with a configured make, only that make', () => {
    expect(cardTag({ ...car, certified: true, car_type: 'new' }, opts)).toBeNull()
    expect(cardTag({ ...car, certified: true, car_type: 'demo' }, opts)).toBeNull()
    const merc = { ...car, certified: true, make: 'Mercedes-Benz' }
    expect(cardTag(merc, { ...opts, certifiedMake: 'Mercedes-Benz' })?.kind).toBe('certified')
    expect(cardTag(merc, { ...opts, certifiedMake: 'mercedes-benz ' })?.kind).toBe('certified')
    expect(cardTag({ ...car, certified: true }, { ...opts, certifiedMake: 'Mercedes-Benz' })).toBeNull()
    expect(cardTag({ ...car, certified: true }, { ...opts, certifiedMake: null })?.kind).toBe('certified')
  })

  it('SRP-46 the custom tag shows the free text as typed (Test Drive Only, runout sale, SOLD), trimmed', () => {
    expect(cardTag({ ...car, tag: 'Test Drive Only' }, opts)).toEqual({ kind: 'custom', label: 'Test Drive Only' })
    expect(cardTag({ ...car, tag: ' runout sale ' }, opts)).toEqual({ kind: 'custom', label: 'runout sale' })
    expect(cardTag({ ...car, tag: 'SOLD' }, opts)).toEqual({ kind: 'custom', label: 'SOLD' })
    expect(cardTag({ ...car, tag: '   ' }, opts)).toBeNull()
  })

  it('SRP-40 SRP-43 the custom tag beats coming soon; coming_soon gives COMING SOON', () => {
    expect(cardTag({ ...car, status: 'coming_soon', tag: 'runout sale' }, opts)?.kind).toBe('custom')
    expect(cardTag({ ...car, status: 'coming_soon' }, opts)).toEqual({ kind: 'coming_soon', label: 'COMING SOON' })
  })

  it("a price drop shown reads 'Reduced': after the custom tag and coming soon, before the new-arrival tag", () => {
    expect(cardTag({ ...car, reduced: true }, opts)).toEqual({ kind: 'reduced', label: 'Reduced' })
    expect(cardTag({ ...car, reduced: true, created_at_timestamp: nowS - DAY }, opts)?.kind).toBe('reduced')
    expect(cardTag({ ...car, reduced: true, tag: 'One Owner' }, opts)?.kind).toBe('custom')
    expect(cardTag({ ...car, reduced: true, status: 'coming_soon' }, opts)?.kind).toBe('coming_soon')
    expect(cardTag({ ...car, reduced: true, status: 'sold' }, opts)?.kind).toBe('sold')
  })

  it('SRP-40 coming soon beats the new-arrival tag', () => {
    expect(cardTag({ ...car, status: 'coming_soon', created_at_timestamp: nowS - DAY }, opts)?.kind).toBe('coming_soon')
  })

  // SRP-42 adapted: the spec's rule (created within 8 days) with the label 'Just arrived' instead of the
  // spec's 'New', which shoppers read as the car's condition on used cars.
  it("SRP-42 SRP-45 a car created 7 days ago gets the 'Just arrived' tag (not 'New'), 9 days ago does not", () => {
    expect(cardTag({ ...car, created_at_timestamp: nowS - 7 * DAY }, opts)).toEqual({
      kind: 'new_arrival',
      label: 'Just arrived',
    })
    expect(cardTag({ ...car, car_type: 'used', created_at_timestamp: nowS - DAY }, opts)?.label).not.toMatch(/^new$/i)
    expect(cardTag({ ...car, created_at_timestamp: nowS - 9 * DAY }, opts)).toBeNull()
  })

  it('SRP-42 the 8-day window: exactly 8 days is still new, 8 days and 1 second is not', () => {
    expect(isNewArrival(nowS - 8 * DAY, now)).toBe(true)
    expect(isNewArrival(nowS - 8 * DAY - 1, now)).toBe(false)
    expect(isNewArrival(nowS, now)).toBe(true)
    expect(isNewArrival(nowS + DAY, now)).toBe(false)
    expect(isNewArrival(null, now)).toBe(false)
  })

  it("SRP-44 SRP-45 a sold vehicle shows 'JUST SOLD' whatever else it has", () => {
    const sold = {
      ...car,
      status: 'sold',
      reserved: true,
      fuel: 'Electric',
      tag: 'runout sale',
      created_at_timestamp: nowS,
    }
    expect(cardTag(sold, { ...opts, electricTag: true })).toEqual({ kind: 'sold', label: 'JUST SOLD' })
  })
})

describe('electrifiedLabel', () => {
  it('SRP-41 recognises electric and hybrid fuels, not petrol or diesel', () => {
    expect(electrifiedLabel('Electric')).toBe('Electric')
    expect(electrifiedLabel('EV')).toBe('Electric')
    expect(electrifiedLabel('Plug-in Hybrid')).toBe('Hybrid')
    expect(electrifiedLabel('PHEV')).toBe('Hybrid')
    expect(electrifiedLabel('Hybrid')).toBe('Hybrid')
    expect(electrifiedLabel('Petrol')).toBeNull()
    expect(electrifiedLabel('Diesel')).toBeNull()
    expect(electrifiedLabel('Premium Unleaded')).toBeNull()
    expect(electrifiedLabel(null)).toBeNull()
  })
})

describe('isPlaceholderImage', () => {
  it('SRP-47 no image (null, undefined, empty) counts as the placeholder', () => {
    expect(isPlaceholderImage(null)).toBe(true)
    expect(isPlaceholderImage(undefined)).toBe(true)
    expect(isPlaceholderImage('')).toBe(true)
    expect(isPlaceholderImage('   ')).toBe(true)
  })

  it('SRP-47 default placeholder file names are detected', () => {
    expect(isPlaceholderImage('https://cdn.example.com/img/placeholder.png')).toBe(true)
    expect(isPlaceholderImage('https://cdn.example.com/img/no-image.jpg?w=600')).toBe(true)
    expect(isPlaceholderImage('https://cdn.example.com/img/No_Image_Available.jpg')).toBe(true)
    expect(isPlaceholderImage('/static/coming-soon.jpg')).toBe(true)
    expect(isPlaceholderImage('/static/noimage.jpg')).toBe(true)
    expect(isPlaceholderImage('/static/no%20photo.jpg')).toBe(true)
    expect(isPlaceholderImage('/static/car-placeholder-600x400.webp#x')).toBe(true)
  })

  it('SRP-47 real pictures are not placeholders, even in a folder named like one', () => {
    expect(isPlaceholderImage('https://cdn.example.com/stock/123-front.jpg')).toBe(false)
    expect(isPlaceholderImage('/demo-images/suv-43.jpg')).toBe(false)
    expect(isPlaceholderImage('https://placeholder.example.com/stock/123.jpg')).toBe(false)
  })
})
