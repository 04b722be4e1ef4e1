/**
 * Per-tenant site content: header/footer, pages (block layouts), promo tiles, popups, banners, offers,
 * legal texts and brands. Plain data builders; index.ts writes them.
 */
import type { CollectionSlug, RequiredDataFromCollectionSlug } from 'payload'

import { makeLogoUrl } from '../src/demo/logos'
import { comparisonRate } from '../src/domain/finance/comparisonRate'
import { formatAnnualRate, monthlyFeeText } from '../src/domain/finance/creditAdvert'
import { repayment, roundRepayment } from '../src/domain/finance/repayment'
import { formatDollars } from '../src/domain/price'
import { slugify } from '../src/domain/slug'
import { MENU_MODELS } from './catalogue'
import { LENDER_FEES, MONTHLY_FEES, tenantLoanFees } from './financeContent'
import { richText, type LexicalRoot } from './lexical'
import { tenantArt, type TenantSlug } from './tenants'

type Data<S extends CollectionSlug> = RequiredDataFromCollectionSlug<S>
type Layout = Data<'pages'>['layout']
type Link = { label: string; url: string; newTab?: boolean }

const DAY = 24 * 60 * 60 * 1000
/** Fixed expiry for everything "current" in the demo. */
export const ACTIVE_UNTIL = '2027-06-30T13:59:59.000Z'

interface TenantCopy {
  name: string
  shortName: string
  region: string
  phone: string
  email: string
  heroHeading: string
  heroSubheading: string
  social: Record<'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'tiktok', string>
  footerNote: string
  usedOnly: boolean
}

export const COPY: Record<TenantSlug, TenantCopy> = {
  harbour: {
    name: 'Harbour Auto Group',
    shortName: 'Harbour',
    region: 'Sydney',
    phone: '02 9630 1100',
    email: 'hello@harbourautogroup.example',
    heroHeading: "Sydney's home of new and used cars",
    heroSubheading:
      'Toyota, Mazda and Hyundai, plus trucks, motorcycles and caravans, across Western Sydney and the North Shore.',
    social: {
      facebook: 'https://www.facebook.com/harbourautogroup',
      instagram: 'https://www.instagram.com/harbourautogroup',
      youtube: 'https://www.youtube.com/@harbourautogroup',
      linkedin: 'https://www.linkedin.com/company/harbour-auto-group',
      tiktok: 'https://www.tiktok.com/@harbourautogroup',
    },
    footerNote:
      'Harbour Auto Group Pty Ltd. NSW Motor Dealer Licence MD 012345. Prices and offers may change without notice.',
    usedOnly: false,
  },
  'coastal-mazda': {
    name: 'Coastal Mazda',
    shortName: 'Coastal Mazda',
    region: 'Gold Coast',
    phone: '07 5591 6600',
    email: 'sales@coastalmazda.example',
    heroHeading: 'Drive the new Mazda CX-5 from Coastal Mazda',
    heroSubheading: 'New, demo and quality used Mazdas in Southport, with servicing and genuine parts in Molendinar.',
    social: {
      facebook: 'https://www.facebook.com/coastalmazda',
      instagram: 'https://www.instagram.com/coastalmazda',
      youtube: 'https://www.youtube.com/@coastalmazda',
      linkedin: 'https://www.linkedin.com/company/coastal-mazda',
      tiktok: 'https://www.tiktok.com/@coastalmazda',
    },
    footerNote: 'Coastal Mazda. QLD Motor Dealer Licence 3123456.',
    usedOnly: false,
  },
  'westside-used': {
    name: 'Westside Used Cars',
    shortName: 'Westside',
    region: 'Perth',
    phone: '08 9361 7700',
    email: 'sales@westsideusedcars.example',
    heroHeading: "Perth's quality used cars, checked and ready",
    heroSubheading:
      'Over 150 inspected used cars across Burswood, Rockingham, Geraldton and Dianella, each with a 48-hour money-back guarantee.',
    social: {
      facebook: 'https://www.facebook.com/westsideusedcars',
      instagram: 'https://www.instagram.com/westsideusedcars',
      youtube: 'https://www.youtube.com/@westsideusedcars',
      linkedin: 'https://www.linkedin.com/company/westside-used-cars',
      tiktok: 'https://www.tiktok.com/@westsideusedcars',
    },
    footerNote: 'Westside Used Cars Pty Ltd. WA Dealer Licence DL 12745.',
    usedOnly: true,
  },
}

const link = (label: string, url: string, newTab = false): Link => ({ label, url, newTab })

// ----- Navigation --------------------------------------------------------------------------------

export function navigation(tenant: TenantSlug, tenantId: number): Data<'navigation'> {
  const copy = COPY[tenant]
  const models = MENU_MODELS[tenant] ?? []
  const modelLinks = models.map((m) => link(`${m.make} ${m.model}`, `/search/${slugify(m.make)}/${slugify(m.model)}`))
  const stock = copy.usedOnly
    ? [
        link('Used Cars', '/search/used-cars'),
        link('Under $20,000', '/search/used-cars?range%5Bprice%5D=0%3A20000'),
        link('Utes', '/search/ute'),
      ]
    : [
        link('New Cars', '/search/new-cars'),
        link('Used Cars', '/search/used-cars'),
        link('Demo Cars', '/search/demo-cars'),
      ]
  const bodies = copy.usedOnly
    ? ['SUV', 'Ute', 'Hatch', 'Sedan', 'Wagon', 'People Mover']
    : ['SUV', 'Ute', 'Hatch', 'Sedan', 'Cab Chassis', 'People Mover']

  return {
    tenant: tenantId,
    name: `${copy.name} header & footer`,
    header: [
      { ...link('Home', '/'), children: [] },
      { ...link('Vehicles', '/models'), children: modelLinks },
      { ...link('Stock', copy.usedOnly ? '/search/used-cars' : '/search/new-used-and-demo-cars'), children: stock },
      { ...link('Offers', '/special-offers'), children: [] },
      {
        ...link('Finance', '/finance'),
        children: [link('Car finance', '/finance'), link('Finance pre-approval', '/finance-pre-approval')],
      },
      { ...link('Trade In', '/trade-in'), children: [] },
      {
        ...link('Service', '/service'),
        children: [
          link('Book a service', '/service'),
          link('Parts & accessories', '/vehicle-parts-and-accessories'),
          ...(copy.usedOnly ? [] : [link('Capped price servicing', '/capped-price-servicing')]),
          link('Roadside assist', '/roadside-assist'),
        ],
      },
      {
        ...link('About Us', '/about-us'),
        children: [
          link('About us', '/about-us'),
          link('Our locations', '/dealerships'),
          // RTE-31 / RTE-26: the group's brands page; a single-brand site links its brand's overview instead
          ...(tenant === 'harbour' ? [link('Our brands', '/brands')] : []),
          ...(tenant === 'coastal-mazda' ? [link('The Mazda range', '/mazda/overview')] : []),
          link('Careers', '/careers'),
          link('Blog', '/blog'),
          link('Contact us', '/contact-us'),
        ],
      },
    ],
    footer: [
      { title: 'Vehicles by body type', links: bodies.map((b) => link(b, `/models?body=${slugify(b)}`)) },
      { title: 'Models', links: modelLinks.slice(0, 8) },
      {
        title: 'Buyer tools',
        links: [
          link('Finance calculator', '/finance#finance-calculator'),
          link('Search by budget', '/budget-search'),
          link('Trade-in valuation', '/trade-in'),
          link('Sell your car', '/sell-your-car'),
          link('Book a test drive', '/book-test-drive'),
          link('Special offers', '/special-offers'),
        ],
      },
      {
        title: 'Servicing & parts',
        links: [
          link('Book a service', '/service'),
          link('Parts & accessories', '/vehicle-parts-and-accessories'),
          link('Warranty', '/warranty'),
          link('Roadside assist', '/roadside-assist'),
        ],
      },
      {
        title: 'Company',
        links: [
          link('About us', '/about-us'),
          link('Locations', '/dealerships'),
          link('Careers', '/careers'),
          link('Blog', '/blog'),
          link('Contact us', '/contact-us'),
          link('Privacy policy', '/privacy-policy'),
          link('Terms and conditions', '/terms-and-conditions'),
        ],
      },
    ],
    social: copy.social,
    footer_note: copy.footerNote,
  }
}

// ----- Pages -------------------------------------------------------------------------------------

const TRADE_IN_FAQ = [
  {
    question: 'How do you value my trade-in?',
    answer:
      'We look at the make, model, age, kilometres, condition and service history, and compare it with what similar cars are selling for right now. You get a firm written offer after a quick inspection.',
  },
  {
    question: 'Do I have to buy a car from you to sell you mine?',
    answer: 'No. We buy cars outright, whether or not you buy one from us.',
  },
  {
    question: 'What if I still owe money on my car?',
    answer: 'That is fine. We check the payout figure with your lender, pay them directly and pay any balance to you.',
  },
  {
    question: 'What paperwork do I need to bring?',
    answer:
      'Bring your driver licence, the registration papers, the service logbook, all keys, and your finance payout letter if the car is under finance.',
  },
  {
    question: 'How quickly will I be paid?',
    answer: 'Once the paperwork is signed we pay by bank transfer, usually the same business day.',
  },
]

const GENERAL_FAQ = [
  {
    question: 'Can I book a test drive online?',
    answer: 'Yes. Choose a car, press Book a Test Drive and pick a time. We confirm by phone or email.',
  },
  {
    question: 'Do you offer finance?',
    answer:
      'Yes. Our finance team can arrange a loan with competitive rates, and you can get pre-approved before you visit.',
  },
  {
    question: 'Can I reserve a car online?',
    answer: 'Yes. A refundable $200 deposit holds the car for 48 hours while you arrange inspection and finance.',
  },
]

function hero(heading: string, subheading: string, imageSeed: number, links: Link[]) {
  return { blockType: 'hero' as const, heading, subheading, imageUrl: `/demo-images/hero-${imageSeed}.jpg`, links }
}

function homeLayout(tenant: TenantSlug): Layout {
  const copy = COPY[tenant]
  const heroLinks = copy.usedOnly
    ? [link('Browse used cars', '/search/used-cars'), link('Sell your car', '/sell-your-car')]
    : [link('Browse new cars', '/search/new-cars'), link('Used cars', '/search/used-cars')]
  const layout: Layout = [
    {
      ...hero(
        copy.heroHeading,
        copy.heroSubheading,
        tenant === 'harbour' ? 1 : tenant === 'coastal-mazda' ? 2 : 3,
        heroLinks,
      ),
      quickSearch: true,
    },
    {
      blockType: 'stockSearch',
      heading: 'Latest arrivals',
      carTypes: copy.usedOnly ? ['used'] : [],
      hitsPerPage: 10,
      sort: 'newest',
      layout: 'carousel',
    },
    { blockType: 'promoTiles', heading: 'Current offers', limit: 6 },
  ]
  if (copy.usedOnly) {
    layout.push({ blockType: 'stockSearch', heading: 'Find your next used car', carTypes: ['used'], hitsPerPage: 8 })
  }
  if (tenant === 'harbour') {
    // CMS-03: Locations and Brands are left empty on purpose, so they are counted from the group's own data.
    layout.push({
      blockType: 'statsBanner',
      heading: 'One of Sydney’s largest family-owned dealer groups',
      stats: [
        { value: '', label: 'Locations' },
        { value: '', label: 'Brands' },
        { value: '30+', label: 'Years' },
      ],
    })
    layout.push({ blockType: 'brandsGrid', heading: 'Our brands', categories: ['car', 'motorcycle', 'truck'] })
  }
  // LOC-01..03, LOC-06/07: the 'Our locations' block (harbour: its sales yards; the others: every location)
  layout.push({
    blockType: 'ourLocations',
    heading: 'Our locations',
    display: 'carousel',
    filter: tenant === 'harbour' ? 'sales' : 'all',
  })
  // Dealer reviews (CMS-08..13): the newest shown reviews of every location, with the summary stars
  if (tenant !== 'westside-used')
    layout.push({
      blockType: 'reviews',
      heading: tenant === 'harbour' ? 'What our customers say' : 'Reviews from Gold Coast drivers',
    })
  // CMS-19: the newest blog posts as cards, on the brand template's home page
  if (tenant === 'coastal-mazda') layout.push({ blockType: 'blogCards', heading: 'From our blog', limit: 3 })
  layout.push({
    blockType: 'cta',
    heading: copy.usedOnly ? 'Selling your car? We’ll buy it today.' : 'Thinking of upgrading?',
    text: copy.usedOnly
      ? 'Get a firm offer on your car in minutes, with payment the same day.'
      : 'Get a trade-in valuation online, then talk to our team about finance and a test drive.',
    links: [link('Value my trade-in', '/trade-in'), link('Apply for finance', '/finance-pre-approval')],
  })
  layout.push(
    tenant === 'harbour'
      ? { blockType: 'faq', heading: 'Trade-in FAQs', items: TRADE_IN_FAQ }
      : { blockType: 'faq', heading: 'Frequently asked questions', items: GENERAL_FAQ },
  )
  layout.push({
    blockType: 'financeCalculator',
    heading: 'Estimate your repayments',
    defaultAmount: tenant === 'coastal-mazda' ? 40000 : 30000,
  })
  layout.push({
    blockType: 'enquiryForm',
    heading: 'Send us an enquiry',
    category: 'General Enquiry',
    submitLabel: 'Submit Form',
  })
  return layout
}

function rich(content: LexicalRoot) {
  return { blockType: 'richText' as const, content }
}

function privacyPolicy(copy: TenantCopy): LexicalRoot {
  return richText(
    { h: 2, text: 'Privacy policy' },
    `${copy.name} respects your privacy. This policy explains what personal information we collect, how we use it and how you can contact us about it. We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
    { h: 3, text: 'What we collect' },
    {
      ul: [
        'Your name, email address, phone number and postcode when you send an enquiry, book a test drive or apply for finance',
        'Details of your current vehicle when you ask for a trade-in valuation',
        'How you use our website, through cookies and analytics',
      ],
    },
    { h: 3, text: 'How we use it' },
    'We use your information to answer your enquiry, arrange test drives, service bookings and finance, and, if you agree, to tell you about offers. We never sell your personal information.',
    { h: 3, text: 'Access, correction and complaints' },
    [
      'You can ask to see or correct the information we hold about you by emailing ',
      { link: `mailto:${copy.email}`, text: copy.email },
      '. We will acknowledge your request within 7 days and resolve it within 30 days.',
    ],
    'If you have a complaint about how we handled your personal information, contact our privacy officer. We aim to resolve complaints within 14 days. If you are not satisfied with our response you may contact the Office of the Australian Information Commissioner.',
  )
}

function termsText(copy: TenantCopy): LexicalRoot {
  return richText(
    { h: 2, text: 'Website terms and conditions' },
    `These terms apply to your use of the ${copy.name} website. By using the site you agree to them.`,
    { h: 3, text: 'Vehicle information and pricing' },
    'We take care to keep vehicle details, features and prices accurate, but errors can occur and stock sells quickly. Prices may change without notice. Drive-away prices include registration, CTP insurance and stamp duty; prices marked excl. government charges do not. Please confirm all details with our team before you buy.',
    { h: 3, text: 'Online reservations' },
    'A reservation deposit holds a vehicle for 48 hours and is 100% refundable if you decide not to proceed within that time.',
    { h: 3, text: 'Links' },
    [
      'Read our ',
      { link: '/privacy-policy', text: 'privacy policy' },
      ' to learn how we handle your personal information.',
    ],
  )
}

function financeDisclaimerText(tenant: TenantSlug, copy: TenantCopy): LexicalRoot {
  const monthly = monthlyFeeText(MONTHLY_FEES[tenant])
  return richText(
    `Finance example: a secured consumer loan of $30,000 over a 5-year term at ${rateWords(usedCarFinance(tenant))} with no deposit and no final balloon payment has weekly repayments of ${formatDollars(EXAMPLE_WEEKLY)}, the $395 establishment fee included${monthly ? `, ${monthly}` : ''}. The comparison rate is based on a secured loan of $30,000 over 5 years. WARNING: this comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.`,
    `Any repayment shown on this website is indicative only and is not a formal quote or an offer of finance. Finance is subject to ${copy.name}'s lenders' credit criteria, terms and conditions; fees and charges apply.`,
  )
}

/** The warranty page's wording (CMS-23..25): used cars 3 years; the new-car brands' own terms. */
function warrantyText(tenant: TenantSlug, copy: TenantCopy): LexicalRoot {
  const used = 'Every used car we sell comes with a 3 Year standard warranty, with extended cover available.'
  if (copy.usedOnly)
    return richText(
      { h: 2, text: 'Used cars' },
      used,
      'Each car is inspected before sale and the warranty is transferable if you sell privately.',
    )
  return richText(
    { h: 2, text: 'New cars' },
    tenant === 'coastal-mazda'
      ? 'New Mazda vehicles come with a 7 years unlimited-km warranty with 5 years roadside assist.'
      : 'New vehicles carry their brand’s warranty. Mazda: 7 years unlimited-km warranty with 5 years roadside assist. Hyundai: 5 years with up to 7 years roadside assist when serviced with us.',
    { h: 2, text: 'Used cars' },
    used,
  )
}

export interface PageDef {
  data: Data<'pages'>
  draft: boolean
}

export function pages(tenant: TenantSlug, tenantId: number): PageDef[] {
  const copy = COPY[tenant]
  const page = (title: string, slug: string, description: string, layout: Layout, draft = false): PageDef => ({
    data: {
      tenant: tenantId,
      title,
      slug,
      description,
      layout,
      template: 'standard',
      _status: draft ? 'draft' : 'published',
    },
    draft,
  })
  const list: PageDef[] = [
    page('Home', 'home', `${copy.name}: new, demo and used vehicles in ${copy.region}.`, homeLayout(tenant)),
    page('About us', 'about-us', `About ${copy.name}.`, [
      hero(`About ${copy.name}`, `Family owned and proudly local to ${copy.region}.`, 11, []),
      rich(
        richText(
          { h: 2, text: 'Who we are' },
          tenant === 'harbour'
            ? 'Harbour Auto Group started with a single Toyota dealership in Parramatta more than 30 years ago. Today we represent Toyota, Mazda and Hyundai, plus Isuzu, Hino and Fuso trucks and Kawasaki, Yamaha and Harley-Davidson motorcycles, across Sydney.'
            : tenant === 'coastal-mazda'
              ? 'Coastal Mazda has served the Gold Coast from Southport for over 20 years, with a dedicated service centre and parts department in Molendinar.'
              : 'Westside Used Cars is a Perth used-car specialist with yards in Burswood, Rockingham, Geraldton and Dianella. Every car is inspected before it goes on sale.',
          [
            'Find your nearest ',
            { link: '/dealerships', text: 'location' },
            ' or ',
            { link: '/contact-us', text: 'contact our team' },
            '.',
          ],
        ),
      ),
      {
        blockType: 'cta',
        heading: 'Join our team',
        text: 'We are always looking for great people in sales, service and parts.',
        links: [link('View careers', '/careers')],
      },
    ]),
    page('Finance', 'finance', 'Car finance made simple.', [
      hero('Car finance made simple', 'Competitive rates, fast approvals and a team that explains everything.', 12, [
        link('Get pre-approved', '/finance-pre-approval'),
        link('Search by budget', '/budget-search'),
      ]),
      rich(
        richText(
          { h: 2, text: 'Why finance with us' },
          {
            ul: [
              'Fast approvals, often the same day',
              'Weekly, fortnightly or monthly repayments',
              'Loans for new, demo and used vehicles',
              'Business and ABN finance available',
            ],
          },
        ),
      ),
      { blockType: 'financeCalculator', heading: 'Finance calculator', defaultAmount: 30000 },
      // CMS-14: the accepted payment brands
      {
        blockType: 'paymentStrip',
        heading: 'Ways to pay',
        text: 'Pay your deposit by card or phone. Surcharges may apply.',
      },
      {
        blockType: 'enquiryForm',
        heading: 'Talk to our finance team',
        category: 'Finance Enquiry',
        submitLabel: 'Submit Form',
      },
    ]),
    page('Service', 'service', 'Book a service with our qualified technicians.', [
      hero('Book a service', 'Factory-trained technicians, genuine parts and capped price servicing.', 13, [
        link('Book online', '/service#enquiry'),
      ]),
      rich(
        richText(
          { h: 2, text: 'Servicing you can trust' },
          copy.usedOnly
            ? 'Our workshop services all makes and models, with a free multi-point safety check at every visit.'
            : 'Keep your warranty intact with servicing by our factory-trained technicians using genuine parts. Ask about capped price servicing for your vehicle.',
          'Our service centres are open Monday to Friday, 7:30 am to 5:30 pm, and closed on weekends and public holidays.',
        ),
      ),
      {
        blockType: 'enquiryForm',
        heading: 'Request a service booking',
        category: 'Service Enquiry',
        submitLabel: 'Request booking',
      },
    ]),
    page('Trade-in', 'trade-in', 'Get a valuation for your car.', [
      hero('Trade in or sell your car', 'A firm offer in minutes, paid the same day.', 14, []),
      // CMS-29: the trade-in copy names the independent valuation provider
      rich(
        richText(
          { h: 2, text: 'An independent valuation' },
          `Every trade-in offer from ${copy.name} is checked against market data from AutoGrade Valuations, an independent valuation provider, so the figure you get reflects what cars like yours are really selling for.`,
        ),
      ),
      { blockType: 'faq', heading: 'Trade-in FAQs', items: TRADE_IN_FAQ },
      {
        blockType: 'enquiryForm',
        heading: 'Get a valuation',
        category: 'General Enquiry',
        submitLabel: 'Get my valuation',
      },
    ]),
    page('Terms and conditions', 'terms-and-conditions', 'Website terms and conditions.', [rich(termsText(copy))]),
    // RTE-30: the informational service pages the header and footer link to.
    page('Warranty', 'warranty', `Warranty cover on vehicles bought from ${copy.name}.`, [
      hero('Warranty', 'Peace of mind on every car we sell.', 16, []),
      rich(warrantyText(tenant, copy)),
      {
        blockType: 'enquiryForm',
        heading: 'Ask about warranty',
        category: 'General Enquiry',
        submitLabel: 'Submit Form',
      },
    ]),
    page('Parts & accessories', 'vehicle-parts-and-accessories', 'Genuine parts and accessories, fitted by our team.', [
      hero('Parts & accessories', 'Genuine parts, fitted right, with the warranty intact.', 17, [
        link('Book a fitting', '/service'),
      ]),
      rich(
        richText(
          { h: 2, text: 'What we stock' },
          {
            ul: [
              'Genuine service parts: filters, brakes, wipers and batteries',
              'Towbars, roof racks and cargo barriers',
              'Floor mats, seat covers and boot liners',
              'Dash cameras and reversing cameras',
            ],
          },
          'Accessories fitted by our technicians are covered by the vehicle’s warranty. Tell us your car and what you need and our parts team will quote you.',
        ),
      ),
      {
        blockType: 'enquiryForm',
        heading: 'Ask our parts team',
        category: 'Service Enquiry',
        submitLabel: 'Submit Form',
      },
    ]),
    page('Roadside assist', 'roadside-assist', 'Roadside assistance for our customers, 24 hours a day.', [
      hero('Roadside assist', 'Help on the road, 24 hours a day, 7 days a week, anywhere in Australia.', 18, []),
      rich(
        richText(
          { h: 2, text: 'What is covered' },
          {
            ul: [
              'Flat battery jump starts',
              'Flat tyre changes',
              'Lock-outs and lost keys',
              'Emergency fuel',
              'Towing to the nearest authorised repairer',
            ],
          },
          copy.usedOnly
            ? 'Selected used cars include 12 months of roadside assist; ask our team whether yours does and how to extend it.'
            : 'New vehicles include roadside assist for the length shown on the warranty page, and servicing with us extends it on many models.',
        ),
      ),
    ]),
    page('Privacy policy', 'privacy-policy', 'How we handle your personal information.', [rich(privacyPolicy(copy))]),
  ]
  if (!copy.usedOnly) {
    list.push(
      page(
        'Capped price servicing',
        'capped-price-servicing',
        'Know what your scheduled service costs before you book.',
        [
          hero('Capped price servicing', 'The price of each scheduled service, fixed and published.', 19, [
            link('Book a service', '/service'),
          ]),
          rich(
            richText(
              { h: 2, text: 'How it works' },
              'Eligible new vehicles have a maximum price for each scheduled service in the capped price period. The price covers the logbook items for that service; extra work is quoted and only done with your approval.',
              {
                ul: [
                  'Prices set per model and service interval',
                  'Genuine parts and factory-trained technicians',
                  'Your logbook stamped and your warranty kept intact',
                ],
              },
            ),
          ),
          {
            blockType: 'enquiryForm',
            heading: 'Ask for your service price',
            category: 'Service Enquiry',
            submitLabel: 'Submit Form',
          },
        ],
      ),
    )
  }
  if (tenant === 'harbour') {
    list.push(
      page('Our brands', 'brands', 'Car, motorcycle, truck and group brands of Harbour Auto Group.', [
        hero('Our brands', 'Cars, motorcycles, trucks and more, all under one group.', 15, []),
        {
          blockType: 'statsBanner',
          heading: 'Harbour Auto Group in numbers',
          // CMS-03: empty values are counted from the group's locations and brands.
          stats: [
            { value: '', label: 'Locations' },
            { value: '', label: 'Brands' },
            { value: '30+', label: 'Years' },
          ],
        },
        { blockType: 'brandsGrid', heading: 'Our brands' },
      ]),
    )
  }
  // Budget search (BUD-01..16): body types from the tenant's stock; the sales counter (CMS-15..18); payment cards (CMS-14)
  list.push(
    page('Search by budget', 'budget-search', 'Find a car that fits your repayments.', [
      {
        blockType: 'budgetSearch',
        heading: 'What can you afford?',
        text: 'Tell us what you would like to repay and your deposit, and we will show you the cars that fit, worked out at our standard finance rate and term.',
        quickOptions: 'standard',
      },
      {
        blockType: 'salesCounter',
        heading: copy.usedOnly ? 'Perth drivers trust us' : 'Drivers trust us',
        label: 'vehicles sold this month',
      },
      { blockType: 'paymentStrip', heading: 'Ways to pay' },
    ]),
  )
  // A draft that must never be public.
  list.push(
    page(
      'Spring sale (draft)',
      'spring-sale',
      'Not yet published.',
      [hero('Spring sale: coming soon', 'This page is a draft and must not be visible on the public site.', 16, [])],
      true,
    ),
  )
  return list
}

// ----- Promo tiles, popups, banners --------------------------------------------------------------

/**
 * The finance rates the demo advertises, each with the comparison rate and the example loan it is based on: a
 * headline or tile may state a rate only with these filled in (collections/fields/creditAdvert.ts).
 */
const EXAMPLE_LOAN = { loan_amount: 30000, term_years: 5, secured: true } as const
/**
 * An advertised rate with the comparison rate the tenant's loan fees give it (its lenders' establishment fee and its
 * monthly account fee; computed, as the site computes it).
 */
function advertisedRate(annual_rate: number, tenant: TenantSlug) {
  return { annual_rate, comparison_rate: comparisonRate(annual_rate, tenantLoanFees(tenant)), ...EXAMPLE_LOAN }
}
/** '8.99% p.a. (comparison rate 9.55% p.a.)': an advertised rate in words, with its comparison rate. */
function rateWords(c: { annual_rate: number; comparison_rate: number }): string {
  return `${formatAnnualRate(c.annual_rate)} (comparison rate ${formatAnnualRate(c.comparison_rate)})`
}
const USED_CAR_RATE = 8.99
const usedCarFinance = (tenant: TenantSlug) => advertisedRate(USED_CAR_RATE, tenant)
/** The used-car rate's weekly repayment on the $30,000 example, the establishment fee financed. */
const EXAMPLE_WEEKLY = roundRepayment(
  repayment({
    amount: EXAMPLE_LOAN.loan_amount,
    deposit: 0,
    establishmentFee: LENDER_FEES.establishmentFee,
    annualRatePercent: USED_CAR_RATE,
    years: EXAMPLE_LOAN.term_years,
    periodsPerYear: 52,
  }),
  false,
)
const newCarFinance = (tenant: TenantSlug) => advertisedRate(5.99, tenant)
const rav4Finance = (tenant: TenantSlug) => advertisedRate(4.99, tenant)
const bt50Finance = (tenant: TenantSlug) => advertisedRate(3.99, tenant)
const nprFinance = (tenant: TenantSlug) => advertisedRate(6.49, tenant)

export function promoTiles(tenant: TenantSlug, tenantId: number, now: Date): Data<'promo-tiles'>[] {
  const started = new Date(now.getTime() - 30 * DAY).toISOString()
  const expired = new Date(now.getTime() - 5 * DAY).toISOString()
  const pos = (...p: number[]) => p.map((position) => ({ position }))
  const usedOnly = COPY[tenant].usedOnly
  // tile art in the tenant's own colours (src/demo/placeholderImage.ts themedArtFile)
  const art = (seed: number) => tenantArt(tenant, 'promo', seed)
  const tiles: Data<'promo-tiles'>[] = [
    {
      tenant: tenantId,
      title: usedOnly ? 'Low-rate used car finance' : 'Low-rate finance on new cars',
      description: 'Fast approvals and repayments to suit your budget. Approved applicants only; fees apply.',
      // the rate as the site shows it: with its comparison rate, example and warning (RG 178)
      credit: usedOnly ? usedCarFinance(tenant) : newCarFinance(tenant),
      image_url: art(tenant === 'harbour' ? 1 : tenant === 'coastal-mazda' ? 6 : 11),
      link: '/finance',
      button_text: 'Get pre-approved',
      positions: pos(5, 10),
      car_types: usedOnly ? ['used'] : ['new', 'demo'],
      starts_at: started,
      expires_at: ACTIVE_UNTIL,
      sort: 1,
    },
    {
      tenant: tenantId,
      title: 'Trade in your car today',
      description: 'Get a firm offer online in minutes.',
      image_url: art(tenant === 'harbour' ? 2 : tenant === 'coastal-mazda' ? 7 : 12),
      link: '/trade-in',
      button_text: 'Value my car',
      positions: pos(8),
      random_shuffle: tenant === 'westside-used',
      car_types: ['used'],
      starts_at: started,
      expires_at: ACTIVE_UNTIL,
      sort: 2,
    },
    {
      tenant: tenantId,
      title: usedOnly ? '12-month warranty on every car' : 'Capped price servicing',
      description: usedOnly ? 'Drive away with peace of mind.' : 'Know what your service costs before you book.',
      image_url: art(tenant === 'harbour' ? 3 : tenant === 'coastal-mazda' ? 8 : 13),
      link: usedOnly ? '/warranty' : '/capped-price-servicing',
      button_text: 'Find out more',
      positions: pos(8, 17),
      starts_at: started,
      expires_at: ACTIVE_UNTIL,
      sort: 3,
    },
    {
      tenant: tenantId,
      title: 'End of financial year sale',
      description: 'This offer has ended.',
      image_url: art(tenant === 'harbour' ? 4 : tenant === 'coastal-mazda' ? 9 : 14),
      link: '/special-offers',
      button_text: 'View offers',
      positions: pos(6),
      starts_at: new Date(now.getTime() - 60 * DAY).toISOString(),
      expires_at: expired,
      sort: 4,
    },
  ]
  if (tenant === 'harbour') {
    tiles.push({
      tenant: tenantId,
      title: 'Video call a sales consultant',
      description: 'See any car up close from your couch.',
      image_url: art(5),
      link: '/contact-us',
      button_text: 'Book a video call',
      positions: pos(6),
      car_types: ['new', 'demo', 'used'],
      starts_at: started,
      expires_at: ACTIVE_UNTIL,
      sort: 5,
    })
  }
  return tiles
}

export function popups(tenant: TenantSlug, tenantId: number, now: Date): Data<'popups'>[] {
  if (tenant === 'harbour') {
    return [
      {
        tenant: tenantId,
        title: 'Runout sale now on',
        description: 'Huge savings on selected 2025-plated Toyota, Mazda and Hyundai stock while it lasts.',
        src: '/demo-images/promo-21.jpg',
        linkTo: '/special-offers',
        buttonText: 'View offers',
        expiryDate: ACTIVE_UNTIL,
        active: true,
      },
    ]
  }
  if (tenant === 'coastal-mazda') {
    return [
      {
        tenant: tenantId,
        title: 'Spring service special',
        description: 'This promotion has ended.',
        src: '/demo-images/promo-22.jpg',
        linkTo: '/service',
        buttonText: 'Book a service',
        expiryDate: new Date(now.getTime() - 10 * DAY).toISOString(),
        active: true,
      },
    ]
  }
  return []
}

export function banners(tenant: TenantSlug, tenantId: number, now: Date): Data<'banners'>[] {
  const started = new Date(now.getTime() - 14 * DAY).toISOString()
  const announcement: Record<TenantSlug, { title: string; text: string; link: string; link_text: string }> = {
    harbour: {
      title: 'Holiday trading hours',
      text: 'All Harbour locations are closed on Christmas Day and Boxing Day.',
      link: '/dealerships',
      link_text: 'See opening hours',
    },
    'coastal-mazda': {
      title: 'New CX-5 has landed',
      text: 'Test drive the new Mazda CX-5 at Coastal Mazda Southport.',
      link: '/search/mazda/cx-5',
      link_text: 'See the CX-5 range',
    },
    'westside-used': {
      title: '48-hour money-back guarantee',
      text: 'Every Westside used car comes with a 48-hour money-back guarantee.',
      link: '/about-us',
      link_text: 'How our guarantee works',
    },
  }
  return [
    {
      tenant: tenantId,
      placement: 'announcement',
      ...announcement[tenant],
      starts_at: started,
      expires_at: ACTIVE_UNTIL,
    },
    {
      tenant: tenantId,
      placement: 'feature',
      title: 'Latest offers, servicing and trade-ins',
      text: 'See our latest offers, book a service or sell your car to us.',
      link: '/special-offers',
      link_text: 'Latest offers',
      starts_at: started,
      expires_at: ACTIVE_UNTIL,
    },
  ]
}

// ----- Delivery rates ----------------------------------------------------------------------------

/**
 * Delivery rates (DEL-01..04): postcode ranges first (the first active match wins, so the narrower ACT range
 * comes before regional NSW), then distance bands from the car's location. Postcodes no rate covers (for Harbour,
 * anywhere over 2,000 km from the yard, such as Perth 6000) get the 'can't provide an estimate' message.
 */
export function deliveryRates(tenant: TenantSlug, tenantId: number): Data<'delivery-rates'>[] {
  const range = (name: string, from: number, to: number, price: number): Data<'delivery-rates'> => ({
    tenant: tenantId,
    name,
    kind: 'postcode_range',
    postcode_from: from,
    postcode_to: to,
    price,
    active: true,
  })
  const band = (name: string, from: number, to: number, price: number): Data<'delivery-rates'> => ({
    tenant: tenantId,
    name,
    kind: 'distance',
    distance_from_km: from,
    distance_to_km: to,
    price,
    active: true,
  })
  if (tenant === 'harbour') {
    return [
      range('Sydney Metro', 2000, 2249, 250),
      range('Australian Capital Territory', 2600, 2620, 690),
      range('Regional NSW', 2250, 2899, 590),
      band('Interstate (up to 1,000 km)', 0, 1000, 1190),
      band('Interstate (1,000 to 2,000 km)', 1000, 2000, 2490),
      { ...range('Norfolk Island (paused)', 2899, 2899, 4990), active: false },
    ]
  }
  if (tenant === 'coastal-mazda') {
    return [
      band('Gold Coast', 0, 40, 0),
      band('South-east Queensland', 40, 200, 390),
      band('Queensland and northern NSW', 200, 1200, 990),
    ]
  }
  return [range('Perth Metro', 6000, 6199, 199), band('Regional WA', 0, 1200, 790)]
}

// ----- Offers, legal texts, brands ---------------------------------------------------------------

export function offers(
  tenant: TenantSlug,
  tenantId: number,
  now: Date,
  manufacturer: (slug: string) => number | null,
): Data<'offers'>[] {
  const starts = new Date(now.getTime() - 20 * DAY).toISOString()
  const disclaimer = (extra: string) =>
    `${extra} Offer available on ${tenant === 'westside-used' ? '' : 'new '}vehicles purchased and delivered by 30/06/2027 or while stocks last. Excludes fleet, government and rental buyers. See dealer for details.`
  const offer = (
    name: string,
    description: string,
    category: NonNullable<Data<'offers'>['category']>,
    make: string,
    model: string,
    img: number,
    extra: string,
  ): Data<'offers'> => ({
    tenant: tenantId,
    name,
    description,
    disclaimer: disclaimer(extra),
    category,
    // a dealer's own offer (no make) lives at /offers/{id}; a manufacturer's at /offers/{make}/{id}
    manufacturer: make ? manufacturer(slugify(make)) : null,
    model: model ? { name: model, slug: slugify(model) } : {},
    image_url: `/demo-images/promo-${img}.jpg`,
    starts_at: starts,
    expires_at: ACTIVE_UNTIL,
  })
  if (tenant === 'harbour') {
    return [
      offer(
        'HiLux SR5 from $64,990 drive away',
        'Save on the 2026 Toyota HiLux SR5 double cab 4x4 auto, with a genuine Toyota tow bar, rubber floor mats and 12 months’ registration included. Drive away from any of our Sydney yards today, with trade-ins welcome and finance approved on the spot.',
        'Special offer',
        'Toyota',
        'HiLux',
        31,
        'Drive-away price includes registration, CTP and stamp duty.',
      ),
      {
        ...offer(
          'Low-rate finance on RAV4 Hybrid',
          'Low-rate finance on every RAV4 Hybrid variant, from the GX 2WD to the Edge AWD, with no monthly account fee and a balloon payment to suit your budget. Ask us for a personalised repayment quote.',
          'Finance offer',
          'Toyota',
          'RAV4',
          32,
          `Finance offer: ${rateWords(rav4Finance(tenant))} on a secured consumer loan over a 5-year term. Approved applicants only.`,
        ),
        credit: rav4Finance(tenant),
      },
      offer(
        'Mazda CX-30 Evolve with 5 years free servicing',
        'Free scheduled servicing for 5 years on the Mazda CX-30 G20 Evolve.',
        'Service offer',
        'Mazda',
        'CX-30',
        33,
        'Covers scheduled servicing only.',
      ),
      offer(
        'Hyundai Tucson runout sale',
        'Save up to $4,000 on remaining 2025-plated Tucson stock.',
        'Runout sale',
        'Hyundai',
        'Tucson',
        34,
        'Savings against the manufacturer list price.',
      ),
      offer(
        'Kawasaki Ninja 650 LAMS bonus',
        'Free riding gear voucher worth $500 with every new Ninja 650.',
        'Special offer',
        'Kawasaki',
        'Ninja 650',
        35,
        'Voucher redeemable in store.',
      ),
      {
        ...offer(
          'Isuzu NPR tradie finance',
          'Business finance from 6.49% p.a. on NPR trucks.',
          'Finance offer',
          'Isuzu',
          'NPR',
          36,
          'Business finance for ABN holders only. Fees apply.',
        ),
        credit: nprFinance(tenant),
      },
      // a group-wide offer (OFF-06): also on the group's other site, Coastal Mazda (same dealer group)
      {
        ...offer(
          'Free first service across the Harbour Auto Group',
          'Buy any new or used car from a Harbour Auto Group dealership and your first scheduled service is on us, at whichever of our service centres suits you.',
          'Service offer',
          '',
          '',
          39,
          'Covers the first scheduled logbook service only; parts outside the logbook are extra.',
        ),
        shared_with_group: true,
      },
      // ended and scheduled offers: the admin's Schedule column shows them, the site does not
      {
        ...offer(
          'Spring service special',
          'Half-price wheel alignment with any logbook service booked in September.',
          'Service offer',
          'Toyota',
          '',
          37,
          'Ended.',
        ),
        starts_at: new Date(now.getTime() - 60 * DAY).toISOString(),
        expires_at: new Date(now.getTime() - 10 * DAY).toISOString(),
      },
      {
        ...offer(
          'Boxing Day sale',
          'Our biggest sale of the year across new, demo and used stock.',
          'Special offer',
          '',
          '',
          38,
          'Starts Boxing Day.',
        ),
        starts_at: new Date(now.getTime() + 30 * DAY).toISOString(),
        expires_at: new Date(now.getTime() + 45 * DAY).toISOString(),
      },
    ]
  }
  if (tenant === 'coastal-mazda') {
    return [
      offer(
        'New CX-5 Maxx Sport from $43,990',
        'Drive away the new Mazda CX-5 Maxx Sport 2.5 litre auto, with 360° camera, heated front seats and Mazda’s five-year unlimited-kilometre warranty. Demonstrators in Soul Red Crystal and Machine Grey are ready to test drive at Coastal Mazda.',
        'Special offer',
        'Mazda',
        'CX-5',
        41,
        'Drive-away price includes QLD registration, CTP and stamp duty.',
      ),
      {
        ...offer(
          'BT-50 XTR low-rate finance',
          'Low-rate finance on BT-50 XTR and GT dual cab.',
          'Finance offer',
          'Mazda',
          'BT-50',
          42,
          `Finance offer: ${rateWords(bt50Finance(tenant))} over a 5-year term with Angle Finance. Approved applicants only.`,
        ),
        credit: bt50Finance(tenant),
      },
      offer(
        'Mazda3 runout',
        'Last of the 2025 Mazda3 hatches at runout prices.',
        'Runout sale',
        'Mazda',
        'Mazda3',
        43,
        'Limited stock.',
      ),
      offer(
        'Free first service on demo stock',
        'Buy any Coastal Mazda demonstrator and your first service is on us.',
        'Service offer',
        'Mazda',
        'CX-30',
        44,
        'Applies to demonstrator vehicles only.',
      ),
    ]
  }
  return [
    offer(
      'Used utes under $35,000',
      'A big range of inspected dual cab utes under $35,000: HiLux, Ranger, Triton and Navara, each with a 150-point inspection, a fresh service and a clear PPSR history report. Test drive any of them at our four Perth yards.',
      'Special offer',
      'Toyota',
      'HiLux',
      51,
      'Used vehicles; prices exclude government charges unless marked drive away.',
    ),
    {
      ...offer(
        'Low-rate used car finance',
        'Competitive finance on any used car in stock.',
        'Finance offer',
        'Ford',
        'Ranger',
        52,
        `Finance offer: ${rateWords(usedCarFinance(tenant))} on a secured consumer loan over a 5-year term. Approved applicants only.`,
      ),
      credit: usedCarFinance(tenant),
    },
    offer(
      'Free 12-month warranty',
      'Every car under 10 years old comes with a 12-month warranty.',
      'Service offer',
      '',
      '',
      53,
      'Warranty terms apply.',
    ),
    offer(
      'SUV sale',
      'Save on family SUVs across all four yards.',
      'Special offer',
      'Hyundai',
      'Tucson',
      54,
      'While stocks last.',
    ),
  ]
}

export function legalTexts(tenant: TenantSlug, tenantId: number): Data<'legal-texts'>[] {
  const copy = COPY[tenant]
  const list: Data<'legal-texts'>[] = [
    { tenant: tenantId, title: 'Terms and conditions', kind: 'terms', body: termsText(copy) },
    { tenant: tenantId, title: 'Privacy policy', kind: 'privacy', body: privacyPolicy(copy) },
    {
      tenant: tenantId,
      title: 'Finance disclaimer',
      kind: 'finance-disclaimer',
      body: financeDisclaimerText(tenant, copy),
    },
  ]
  if (!copy.usedOnly) {
    list.push({
      tenant: tenantId,
      title: 'Online reservation terms',
      kind: 'reserve-terms',
      body: richText(
        'Reserve this vehicle online with a $200 deposit. We hold the car for you for 48 hours.',
        'Your deposit is 100% refundable if you decide not to proceed within 48 hours. If you buy the car, the deposit comes off the purchase price.',
      ),
    })
  }
  return list
}

export interface BrandDef {
  title: string
  category: 'car' | 'motorcycle' | 'truck' | 'group'
  manufacturer?: string
  description: string
}

export const BRANDS: Record<TenantSlug, BrandDef[]> = {
  harbour: [
    {
      title: 'Toyota',
      category: 'car',
      manufacturer: 'toyota',
      description: 'Harbour Toyota Parramatta: new, demo and used Toyota.',
    },
    {
      title: 'Mazda',
      category: 'car',
      manufacturer: 'mazda',
      description: 'Harbour Mazda Chatswood and Coastal Mazda on the Gold Coast.',
    },
    { title: 'Hyundai', category: 'car', manufacturer: 'hyundai', description: 'Harbour Hyundai Penrith.' },
    {
      title: 'Kawasaki',
      category: 'motorcycle',
      manufacturer: 'kawasaki',
      description: 'Road, adventure and off-road bikes at Smithfield.',
    },
    {
      title: 'Yamaha',
      category: 'motorcycle',
      manufacturer: 'yamaha',
      description: 'Yamaha motorcycles at Harbour Trucks & Bikes.',
    },
    {
      title: 'Harley-Davidson',
      category: 'motorcycle',
      manufacturer: 'harley-davidson',
      description: 'Cruisers and tourers.',
    },
    {
      title: 'Isuzu Trucks',
      category: 'truck',
      manufacturer: 'isuzu',
      description: 'N Series and F Series light and medium trucks.',
    },
    { title: 'Hino', category: 'truck', manufacturer: 'hino', description: '300 and 500 Series trucks.' },
    { title: 'Fuso', category: 'truck', manufacturer: 'fuso', description: 'Canter light trucks.' },
    {
      title: 'Harbour Finance & Insurance',
      category: 'group',
      description: 'Car, truck and bike finance and insurance for every Harbour customer.',
    },
    { title: 'Harbour Tyres', category: 'group', description: 'Tyres, wheels and alignments at group prices.' },
    { title: 'Harbour Rentals', category: 'group', description: 'Short-term car and ute hire.' },
  ],
  'coastal-mazda': [
    { title: 'Mazda', category: 'car', manufacturer: 'mazda', description: 'The full Mazda range on the Gold Coast.' },
  ],
  'westside-used': [],
}

/** The demo's brand banners, drawn locally: a studio scene for cars, the body art for bikes and trucks, a promo card. */
function brandBanner(category: 'car' | 'motorcycle' | 'truck' | 'group', i: number): string {
  const kind =
    category === 'car' ? 'hero' : category === 'motorcycle' ? 'bike' : category === 'truck' ? 'truck' : 'promo'
  return `/demo-images/${kind}-${21 + i}.jpg`
}

export function brands(
  tenant: TenantSlug,
  tenantId: number,
  manufacturer: (slug: string) => number | null,
): Data<'brands'>[] {
  return BRANDS[tenant].map((b, i) => ({
    tenant: tenantId,
    title: b.title,
    slug: slugify(b.title),
    category: b.category,
    manufacturer: b.manufacturer ? manufacturer(b.manufacturer) : null,
    // A make's brand shows its make's logo (the manufacturer's); a group business gets its own wordmark badge.
    logo_url: b.manufacturer ? null : makeLogoUrl({ name: b.title, slug: slugify(b.title) }),
    banner_url: brandBanner(b.category, i),
    description: b.description,
    sort: i + 1,
  }))
}
