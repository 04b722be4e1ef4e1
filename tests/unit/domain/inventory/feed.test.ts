import fs from 'node:fs'
import path from 'node:path'

import {
  CsvError,
  columnFor,
  parseCsv,
  parseFeedNumber,
  parseFeedRows,
  parseJsonFeed,
  type FeedRecord,
} from '@/domain/inventory/feed'

const NOW = new Date('2026-11-22T08:00:00Z')
const good: FeedRecord = {
  stocknum: 'A1',
  make: 'Toyota',
  model: 'HiLux',
  year: '2022',
  car_type: 'used',
  price: '45990',
  km: '12000',
}
const one = (over: FeedRecord) => parseFeedRows([{ ...good, ...over }], { now: NOW })
const reasons = (over: FeedRecord) => one(over).rejected[0]?.reasons ?? []

describe('parseCsv (RFC 4180)', () => {
  it('reads quotes, escaped quotes, commas and newlines inside quotes', () => {
    const { header, rows, lines } = parseCsv('a,b,c\n1,"x, y","say ""hi"""\n2,"two\nlines",z\n3,,\n')
    expect(header).toEqual(['a', 'b', 'c'])
    expect(rows).toEqual([
      { a: '1', b: 'x, y', c: 'say "hi"' },
      { a: '2', b: 'two\nlines', c: 'z' },
      { a: '3', b: '', c: '' },
    ])
    expect(lines).toEqual([2, 3, 5])
  })

  it('handles CRLF, a BOM, blank lines and no final newline', () => {
    const { header, rows, lines } = parseCsv('\ufeffstocknum,make\r\nA1,Toyota\r\n\r\nA2,"Ma\r\nzda"\r\nA3,Kia')
    expect(header).toEqual(['stocknum', 'make'])
    expect(rows.map((r) => r.stocknum)).toEqual(['A1', 'A2', 'A3'])
    expect(rows[1]!.make).toBe('Ma\r\nzda')
    expect(lines).toEqual([2, 4, 6])
  })

  it('fills missing trailing fields with empty strings', () => {
    expect(parseCsv('a,b,c\n1\n').rows).toEqual([{ a: '1', b: '', c: '' }])
  })

  it('rejects an unterminated quote and an empty file', () => {
    expect(() => parseCsv('a,b\n1,"open\n')).toThrow(CsvError)
    expect(() => parseCsv('a,b\n1,"open\n')).toThrow(/line 2/)
    expect(() => parseCsv('')).toThrow(/empty/)
  })
})

describe('numbers and columns', () => {
  it.each([
    ['$45,990', 45990],
    ['12,345 km', 12345],
    ['12345kms', 12345],
    [' 7 ', 7],
    [1.5, 1.5],
    ['', null],
    [null, null],
  ])('%p → %p', (input, out) => expect(parseFeedNumber(input as never)).toBe(out))

  it('non-numbers are NaN', () => expect(parseFeedNumber('call us')).toBeNaN())

  it('maps aliases', () => {
    expect(columnFor('Stock Number')).toBe('stocknum')
    expect(columnFor('odometer')).toBe('km')
    expect(columnFor('body')).toBe('simple_body')
    expect(columnFor('Transmission')).toBe('simple_transmission')
    expect(columnFor('whatever')).toBeUndefined()
  })
})

describe('parseFeedRows', () => {
  it('accepts a good row and normalises it', () => {
    const { ok, rejected } = parseFeedRows(
      [
        {
          stock_number: 'A1',
          vin: 'jtmhv05j804012345',
          make: ' Toyota ',
          model: 'HiLux',
          badge: 'SR5',
          year: 2022,
          car_type: 'USED',
          price: '$45,990',
          odometer: '12,345 km',
          body: 'Ute',
          transmission: 'Automatic',
          images: '/a.jpg| https://cdn.example.com/b.jpg ;/c.jpg',
          location: 'Parramatta',
          unknown_column: 'ignored',
        },
      ],
      { now: NOW },
    )
    expect(rejected).toEqual([])
    expect(ok[0]).toMatchObject({
      line: 1,
      stocknum: 'A1',
      vin: 'JTMHV05J804012345',
      make: 'Toyota',
      year: 2022,
      car_type: 'used',
      price: 45990,
      km: 12345,
      status: 'in_stock',
      simple_body: 'Ute',
      simple_transmission: 'Automatic',
      images: ['/a.jpg', 'https://cdn.example.com/b.jpg', '/c.jpg'],
      location: 'parramatta',
      badge: 'SR5',
      series: null,
    })
  })

  it('an empty price is allowed; statuses are read case-insensitively', () => {
    expect(one({ price: '', status: 'Coming Soon' }).ok[0]).toMatchObject({ price: null, status: 'coming_soon' })
    expect(one({ stocknum: '', vin: 'JTMHV05J804012345' }).ok[0]).toMatchObject({
      stocknum: null,
      vin: 'JTMHV05J804012345',
    })
  })

  it.each<[string, FeedRecord, string]>([
    ['missing identity', { stocknum: '', vin: null }, 'stocknum or vin is required'],
    ['missing make', { make: '' }, 'make is required'],
    ['missing model', { model: null }, 'model is required'],
    ['missing year', { year: '' }, 'year is required'],
    ['year not a number', { year: 'twenty' }, 'year must be a number'],
    ['year too old', { year: '1899' }, 'year must be between 1900 and 2027'],
    ['year too new', { year: 2028 }, 'year must be between 1900 and 2027'],
    ['car type', { car_type: 'nearly new' }, 'car_type must be new, demo or used'],
    ['missing car type', { car_type: '' }, 'car_type must be new, demo or used'],
    ['price text', { price: 'call us' }, 'price must be a number'],
    ['negative price', { price: -1 }, 'price must be 0 or more'],
    ['km text', { km: 'lots' }, 'km must be a number'],
    ['negative km', { km: '-5' }, 'km must be 0 or more'],
    ['fractional km', { km: '1.5' }, 'km must be a whole number'],
    ['status', { status: 'gone' }, 'status must be in_stock, coming_soon or sold'],
    ['vin length', { vin: 'ABC123' }, 'vin must be 17 characters (A-Z without I, O, Q, and 0-9)'],
    ['vin letters', { vin: 'JTMHV05J80401234O' }, 'vin must be 17 characters (A-Z without I, O, Q, and 0-9)'],
    ['seats', { seats: 'five' }, 'seats must be a number'],
    ['doors', { doors: '-2' }, 'doors must be 0 or more'],
  ])('%s', (_, over, reason) => {
    expect(reasons(over)).toContain(reason)
  })

  it('rejects images that are not http(s) or /relative', () => {
    expect(reasons({ images: 'ftp://x/a.jpg|/ok.jpg|javascript:alert(1)' })[0]).toMatch(
      /^images must be http\(s\) or \/relative URLs.*ftp:\/\/x\/a\.jpg.*javascript/,
    )
    expect(reasons({ images: '//evil.example/a.jpg' })[0]).toMatch(/^images must be/)
  })

  it('lists every reason of a row, and reports JSON rows as index + 1', () => {
    const { ok, rejected } = parseFeedRows(
      [good, { make: 'Kia', year: '1800', car_type: 'x', price: 'free' }, { ...good, stocknum: 'A2' }],
      { now: NOW },
    )
    expect(ok.map((r) => r.line)).toEqual([1, 3])
    expect(rejected).toEqual([
      {
        line: 2,
        reasons: expect.arrayContaining([
          'stocknum or vin is required',
          'model is required',
          'year must be between 1900 and 2027',
          'car_type must be new, demo or used',
          'price must be a number',
        ]),
      },
    ])
  })

  it('uses CSV file lines when given, and rejects a repeated stocknum', () => {
    const { rows, lines } = parseCsv(
      'stocknum,make,model,year,car_type,dealercomments\nA1,Toyota,HiLux,2022,used,"two\nlines"\nA2,Toyota,HiLux,3000,used,\na1,Toyota,HiLux,2022,used,\n',
    )
    const { ok, rejected } = parseFeedRows(rows, { lines, now: NOW })
    expect(ok.map((r) => [r.line, r.stocknum])).toEqual([[2, 'A1']])
    expect(rejected).toEqual([
      { line: 4, reasons: ['year must be between 1900 and 2027'] },
      { line: 5, reasons: ["duplicate stocknum 'a1' (first on line 2)"] },
    ])
  })

  it('rejects rows that are not objects', () => {
    expect(parseFeedRows([null as never, [] as never], { now: NOW }).rejected.map((r) => r.line)).toEqual([1, 2])
  })
})

describe('parseJsonFeed', () => {
  it('reads an array or { vehicles }, joining image arrays', () => {
    expect(parseJsonFeed('[{"stocknum":"A1","images":["/a.jpg","/b.jpg"]}]')).toEqual([
      { stocknum: 'A1', images: '/a.jpg|/b.jpg' },
    ])
    expect(parseJsonFeed('{"vehicles":[{"stocknum":"A1"}]}')).toEqual([{ stocknum: 'A1' }])
  })
  it('explains unusable JSON', () => {
    expect(() => parseJsonFeed('{oops')).toThrow(/not valid JSON/)
    expect(() => parseJsonFeed('{"a":1}')).toThrow(/array/)
  })
})

describe('the sample feeds', () => {
  const dir = path.resolve('tenants-seed/feeds')
  it('harbour-parramatta.csv: 18 good rows, lines 16 and 23 rejected', () => {
    const { rows, lines } = parseCsv(fs.readFileSync(path.join(dir, 'harbour-parramatta.csv'), 'utf8'))
    const { ok, rejected } = parseFeedRows(rows, { lines, now: NOW })
    expect(ok).toHaveLength(18)
    expect(rejected.map((r) => r.line)).toEqual([16, 23])
    expect(rejected[0]!.reasons).toEqual(['year must be between 1900 and 2027', 'car_type must be new, demo or used'])
    expect(rejected[1]!.reasons).toEqual(
      expect.arrayContaining(['stocknum or vin is required', 'price must be a number']),
    )
  })
  it('westside-burswood.json: 14 good rows, line 10 rejected', () => {
    const { ok, rejected } = parseFeedRows(
      parseJsonFeed(fs.readFileSync(path.join(dir, 'westside-burswood.json'), 'utf8')),
      { now: NOW },
    )
    expect(ok).toHaveLength(14)
    expect(rejected.map((r) => r.line)).toEqual([10])
    expect(rejected[0]!.reasons).toEqual(expect.arrayContaining(['km must be 0 or more']))
  })
})
