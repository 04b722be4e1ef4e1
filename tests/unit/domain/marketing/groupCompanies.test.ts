import { GROUP_COMPANY_KINDS, groupCompanyLinks } from '@/domain/marketing/groupCompanies'

describe('RTE-34 group-company links', () => {
  it('offers exactly the five kinds of the spec', () => {
    expect(GROUP_COMPANY_KINDS).toEqual(['cars', 'rental', 'tyres', 'finance-and-insurance', '4x4-outdoor'])
  })

  it('keeps http(s) rows of known kinds, once per kind, in the spec’s order, with default labels', () => {
    expect(
      groupCompanyLinks([
        { kind: '4x4-outdoor', url: 'https://4x4.example.com.au' },
        { kind: 'rental', label: 'Harbour Rental', url: 'https://rental.example.com.au' },
        { kind: 'rental', url: 'https://second.example.com.au' },
        { kind: 'tyres', url: 'javascript:alert(1)' },
        { kind: 'boats', url: 'https://boats.example.com.au' },
        { kind: 'finance-and-insurance', label: '  ', url: ' https://finance.example.com.au ' },
      ]),
    ).toEqual([
      { kind: 'rental', label: 'Harbour Rental', href: 'https://rental.example.com.au/' },
      { kind: 'finance-and-insurance', label: 'Finance & insurance', href: 'https://finance.example.com.au/' },
      { kind: '4x4-outdoor', label: '4x4 & outdoor', href: 'https://4x4.example.com.au/' },
    ])
  })

  it('no rows: no links (tenants without a group show nothing)', () => {
    expect(groupCompanyLinks(null)).toEqual([])
    expect(groupCompanyLinks([])).toEqual([])
  })
})
