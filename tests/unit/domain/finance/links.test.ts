import { FINANCE_ENQUIRY_PAGES, financeEnquiryPagePath, financeEnquiryPath, financeHref } from '@/domain/finance/links'
import { resolveSiteConfig } from '@/domain/siteConfig'

describe('finance enquiry pages', () => {
  it('RTE-15 the five finance pages, stored as keys', () => {
    expect(Object.values(FINANCE_ENQUIRY_PAGES)).toEqual([
      '/finance',
      '/finance-enquiry',
      '/apply-for-finance',
      '/finance-pre-approval',
      '/personalised/finance',
    ])
    expect(financeEnquiryPagePath('apply_for_finance')).toBe('/apply-for-finance')
    for (const other of ['/finance', 'constructor', 'hasOwnProperty', '', null, 3])
      expect(financeEnquiryPagePath(other)).toBeNull()
  })

  it('RTE-15 the path depends on the tenant, and on the car’s dealership when it names one', () => {
    expect(resolveSiteConfig({}).finance.enquiryPath).toBe('/finance')
    const tenant = resolveSiteConfig({ finance: { enquiry_path: 'finance_pre_approval' } }).finance
    expect(tenant.enquiryPath).toBe('/finance-pre-approval')
    expect(resolveSiteConfig({ finance: { enquiry_path: 'default' } }).finance.enquiryPath).toBe('/finance')
    expect(financeEnquiryPath({ tenantPath: tenant.enquiryPath })).toBe('/finance-pre-approval')
    expect(financeEnquiryPath({ tenantPath: tenant.enquiryPath, dealershipPage: 'personalised_finance' })).toBe(
      '/personalised/finance',
    )
    expect(financeEnquiryPath({ tenantPath: tenant.enquiryPath, dealershipPage: 'nonsense' })).toBe(
      '/finance-pre-approval',
    )
    expect(financeEnquiryPath({})).toBe('/finance')
  })

  it('RTE-16 a site-wide finance link overrides the tenant’s and the dealership’s page; an unsafe one is ignored', () => {
    const cfg = resolveSiteConfig({
      finance: { enquiry_path: 'finance_enquiry', default_link: 'https://apply.lender.example/dealer?src=site' },
    }).finance
    expect(cfg.defaultLink).toBe('https://apply.lender.example/dealer?src=site')
    const path = financeEnquiryPath({
      siteLink: cfg.defaultLink,
      dealershipPage: 'apply_for_finance',
      tenantPath: cfg.enquiryPath,
    })
    expect(path).toBe('https://apply.lender.example/dealer?src=site')
    expect(financeHref(path, { carId: 7 })).toBe('https://apply.lender.example/dealer?src=site&car_id=7#finance-form')
    expect(resolveSiteConfig({ finance: { default_link: 'javascript:alert(1)' } }).finance.defaultLink).toBeNull()
    expect(financeEnquiryPath({ siteLink: 'javascript:alert(1)', tenantPath: '/finance-enquiry' })).toBe(
      '/finance-enquiry',
    )
  })
})
