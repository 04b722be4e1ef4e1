import { LEAD_CSV_COLUMNS, carTitle, csvCell, leadCsvRow, leadsCsv, toCsv } from '@/domain/leads/csv'

describe('lead CSV export (admin, LEAD-05)', () => {
  it('LEAD-05 quotes cells holding commas, quotes, CR or LF per RFC 4180 and leaves plain text alone', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(false)).toBe('false')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(['Service', 'Finance'])).toBe('Service; Finance')
  })

  it('LEAD-05 neutralises spreadsheet formulas: text starting with = + - @ gets a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('+61 400 000 000')).toBe("'+61 400 000 000")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('=1,2')).toBe(`"'=1,2"`)
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('LEAD-05 joins rows with CRLF, header first, ending with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x,y'],
          [null, 'z'],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n,z\r\n')
  })

  it('LEAD-05 one lead is one row in the payload words plus id, created and status', () => {
    const row = leadCsvRow({
      id: 7,
      createdAt: '2026-11-22T01:02:03.000Z',
      status: 'dead_letter',
      attempts: 6,
      category: 'New Car Enquiry',
      subcategory: 'Test Drive',
      name: 'Jo Smith',
      email: 'jo@example.com',
      phone: '0400 000 000',
      postcode: '3000',
      page_id: '12',
      fields: {
        name: 'Jo',
        last_name: 'Smith',
        email: 'jo@example.com',
        phone: '0400 000 000',
        postcode: '3000',
        message: 'Is it, "still" here?\nThanks',
        location: 'Geelong',
        location_id: 3,
        dealership_slug: 'harbour-toyota',
        opt_in: true,
        PreferredContactMethod: 'Phone',
        rego: 'ABC123',
      },
      additional_services: ['Finance', 'Trade-in'],
      dealership: { name: 'Harbour Toyota' },
      car: { year: 2021, make: 'Toyota', model: 'Hilux', stock_number: 'S123' },
      offer_price: null,
      source: 'Website',
      url: 'https://alpha/cars/x',
    })
    const byName = Object.fromEntries(LEAD_CSV_COLUMNS.map((c, i) => [c, row[i]]))
    expect(byName).toMatchObject({
      id: 7,
      created: '2026-11-22T01:02:03.000Z',
      status: 'dead_letter',
      attempts: 6,
      category: 'New Car Enquiry',
      subcategory: 'Test Drive',
      name: 'Jo',
      last_name: 'Smith',
      email: 'jo@example.com',
      location: 'Geelong',
      location_id: 3,
      dealership: 'Harbour Toyota',
      dealership_slug: 'harbour-toyota',
      opt_in: true,
      PreferredContactMethod: 'Phone',
      Rego: 'ABC123',
      page_id: '12',
      stock_number: 'S123',
      car: '2021 Toyota Hilux',
    })
    for (const column of [
      'name',
      'last_name',
      'email',
      'phone',
      'postcode',
      'message',
      'category',
      'subcategory',
      'location',
      'dealership_slug',
      'opt_in',
      'Rego',
    ]) {
      expect(LEAD_CSV_COLUMNS).toContain(column)
    }
    const csv = leadsCsv([{ id: 7, createdAt: '2026-11-22T01:02:03.000Z', fields: { message: 'a\nb', name: '=cmd' } }])
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(LEAD_CSV_COLUMNS.join(','))
    expect(csv).toContain(`,"a\nb",`)
    expect(csv).toContain(",'=cmd,")
    expect(lines).toHaveLength(3)
  })
})

describe("a lead's car as words (the admin's Leads list and the CSV)", () => {
  it('names the car by year, make, model and badge, and never writes the specification object as text', () => {
    const car = { year: 2019, make: 'BMW', model: '3 Series', badge: '320i', variant: { cylinders: 4, torque: 350 } }
    expect(carTitle(car)).toBe('2019 BMW 3 Series 320i')
    expect(carTitle({ year: 2019, make: 'BMW', model: '3 Series', variant: { cylinders: 4 } })).toBe(
      '2019 BMW 3 Series',
    )
    expect(carTitle({ year: 2019, make: 'BMW', model: '3 Series', variant: { cylinders: 4 } })).not.toMatch(/object/i)
    // a variant given as text is the badge
    expect(carTitle({ year: 2024, make: 'Toyota', model: 'HiLux', variant: 'SR5' })).toBe('2024 Toyota HiLux SR5')
    expect(carTitle({ make: ['x'], model: null, year: Number.NaN })).toBe('')
  })
})
