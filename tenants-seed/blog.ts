/**
 * The demo blog: categories and posts per tenant. Harbour (the group) keeps four categories on its
 * external blog (RTE-33: buyer-advice, motoring-tips, servicing-insights, 4x4xmore-adventures link out); the others
 * list everything here. Dates are days before the seed's `now`, at noon UTC (the same calendar day in every
 * Australian zone). Pictures are the local demo art.
 */
import type { TenantSlug } from './tenants'
import { type BlockInput, richText } from './lexical'

interface CategoryDef {
  title: string
  slug: string
  external_url?: string
}

interface PostDef {
  title: string
  slug: string
  daysAgo: number
  author: string
  categories: string[]
  image: string
  excerpt?: string
  description?: string
  body: BlockInput[]
}

const EXTERNAL_BLOG = 'https://stories.harbourautogroup.example'

const HARBOUR_CATEGORIES: CategoryDef[] = [
  { title: 'Vehicle reviews', slug: 'vehicle-reviews' },
  { title: 'News', slug: 'news' },
  { title: 'Buyer advice', slug: 'buyer-advice', external_url: `${EXTERNAL_BLOG}/buyer-advice` },
  { title: 'Motoring tips', slug: 'motoring-tips', external_url: `${EXTERNAL_BLOG}/motoring-tips` },
  { title: 'Servicing insights', slug: 'servicing-insights', external_url: `${EXTERNAL_BLOG}/servicing-insights` },
  { title: '4x4 & more adventures', slug: '4x4xmore-adventures', external_url: `${EXTERNAL_BLOG}/4x4xmore-adventures` },
]

const LOCAL_CATEGORIES: CategoryDef[] = [
  { title: 'Vehicle reviews', slug: 'vehicle-reviews' },
  { title: 'Buyer advice', slug: 'buyer-advice' },
  { title: 'Servicing tips', slug: 'servicing-tips' },
  { title: 'News', slug: 'news' },
]

const HARBOUR_POSTS: PostDef[] = [
  {
    title: '2026 Toyota RAV4 Hybrid review: the family SUV to beat',
    slug: 'toyota-rav4-hybrid-review',
    daysAgo: 3,
    author: 'Daniel Okafor',
    categories: ['vehicle-reviews'],
    image: 'suv-14',
    excerpt:
      'We spent a week in the RAV4 Hybrid around Sydney: school runs, a weekend in the Blue Mountains and a lot less time at the bowser.',
    body: [
      'The RAV4 has been Australia’s favourite medium SUV for years, and after a week with the latest hybrid it is easy to see why. It is roomy, frugal and simple to live with.',
      { h: 2, text: 'On the road' },
      'Around Parramatta the hybrid drivetrain spends a surprising amount of time running on electric power alone. On the M4 it is quiet and settled, and the adaptive cruise control takes the edge off peak-hour traffic.',
      { h: 2, text: 'Fuel use' },
      'Over 640 km of mixed driving we averaged 5.1 L/100 km — close to Toyota’s claim and far better than a petrol SUV of the same size.',
      { h: 2, text: 'What we liked' },
      {
        ul: [
          'Genuinely low fuel use in traffic',
          'Big boot with a flat floor',
          'Capped-price servicing at our Rosehill service centre',
        ],
      },
      ['Want to try one? ', { link: '/book-test-drive', text: 'Book a test drive' }, ' at Harbour Toyota Parramatta.'],
    ],
  },
  {
    title: 'Mazda CX-60 long-term test: three months in',
    slug: 'mazda-cx-60-long-term-test',
    daysAgo: 12,
    author: 'Sophie Tran',
    categories: ['vehicle-reviews'],
    image: 'suv-27',
    body: [
      'Our CX-60 has now done 6,000 km of commuting, weekend sport and one long run to the Hunter Valley. Here is how it is going.',
      { h: 2, text: 'Comfort and cabin' },
      'The cabin is the highlight: quality materials, supportive seats and a driving position that suits tall and short drivers alike.',
      { h: 2, text: 'Running costs' },
      'The inline-six diesel has averaged 6.4 L/100 km. The first service at Harbour Mazda Service Artarmon took under two hours.',
      ['See the ', { link: '/search/mazda', text: 'Mazdas we have in stock' }, '.'],
    ],
  },
  {
    title: 'Hyundai Tucson vs Kia Sportage: which mid-size SUV suits you?',
    slug: 'hyundai-tucson-vs-kia-sportage',
    daysAgo: 21,
    author: 'Daniel Okafor',
    categories: ['vehicle-reviews', 'buyer-advice'],
    image: 'suv-40',
    body: [
      'They share engines and much of their engineering, but the Tucson and the Sportage feel quite different from behind the wheel.',
      { h: 2, text: 'Space' },
      'Both seat five adults comfortably. The Sportage has the slightly bigger boot; the Tucson has more rear legroom.',
      { h: 2, text: 'Our pick' },
      'For city families we lean towards the Tucson for its ride and its warranty support through our Penrith service team.',
    ],
  },
  {
    title: 'Harbour Auto Group opens its new truck service centre in Wetherill Park',
    slug: 'wetherill-park-truck-service-centre',
    daysAgo: 30,
    author: 'Harbour Auto Group',
    categories: ['news'],
    image: 'truck-5',
    body: [
      'Our new heavy-vehicle workshop in Wetherill Park is now open six days a week, with eight bays, a dedicated parts counter and extended hours for fleet customers.',
      { h: 2, text: 'What it means for you' },
      {
        ul: ['Shorter waits for scheduled servicing', 'Loan vehicles for fleet accounts', 'Saturday morning bookings'],
      },
      ['Find the address and hours on our ', { link: '/dealer-locator', text: 'dealer locator' }, '.'],
    ],
  },
  {
    title: 'How to get the best trade-in price for your car',
    slug: 'best-trade-in-price',
    daysAgo: 38,
    author: 'Priya Sharma',
    categories: ['buyer-advice'],
    image: 'car-18',
    body: [
      'A little preparation can add hundreds of dollars to your trade-in offer.',
      { h: 2, text: 'Five things to do first' },
      {
        ol: [
          'Gather your service history and both keys',
          'Fix small dents and replace worn wiper blades',
          'Have it detailed inside and out',
          'Check the PPSR so there are no surprises',
          'Get an online valuation before you visit',
        ],
      },
      ['Start with our ', { link: '/trade-in', text: 'free trade-in valuation' }, '.'],
    ],
  },
  {
    title: 'Toyota HiLux SR5 review: still the tradie’s favourite?',
    slug: 'toyota-hilux-sr5-review',
    daysAgo: 47,
    author: 'Sophie Tran',
    categories: ['vehicle-reviews'],
    image: 'ute-9',
    body: [
      'The HiLux remains one of Australia’s best-selling vehicles. We loaded one up with 600 kg of landscaping supplies to find out why.',
      { h: 2, text: 'Work and play' },
      'Towing capacity of 3,500 kg, a tough tray and proven reliability make it a natural work ute, while the SR5’s cabin is comfortable enough for the family on weekends.',
      { h: 2, text: 'Verdict' },
      'It is not the newest design, but the HiLux is still the benchmark for resale value and dealer support across NSW.',
    ],
  },
  {
    title: 'Why regular servicing protects your warranty and resale value',
    slug: 'servicing-warranty-resale',
    daysAgo: 60,
    author: 'Mark Fitzgerald',
    categories: ['servicing-insights'],
    image: 'interior-3',
    body: [
      'Skipping a service can cost far more than it saves. Here is what our service advisers tell customers every week.',
      { h: 2, text: 'Warranty' },
      'Manufacturers require servicing at the scheduled intervals. Keep every invoice — a full logbook history is your best evidence.',
      { h: 2, text: 'Resale' },
      'A car with a complete service history is easier to sell and usually worth more at trade-in time.',
      ['Ready to book? ', { link: '/service', text: 'Book a service online' }, '.'],
    ],
  },
  {
    title: 'Summer road trip checklist for NSW drivers',
    slug: 'summer-road-trip-checklist',
    daysAgo: 75,
    author: 'Priya Sharma',
    categories: ['motoring-tips'],
    image: 'hero-4',
    body: [
      'Heading up the coast or out west this summer? Run through this list before you go.',
      {
        ul: [
          'Tyre pressures and tread, including the spare',
          'Coolant and washer fluid',
          'Air-conditioning performance',
          'Plenty of water and a first-aid kit',
        ],
      },
      'Our service centres offer a free pre-holiday check in December — just ask when you book.',
    ],
  },
]

const COASTAL_POSTS: PostDef[] = [
  {
    title: 'Mazda CX-5 review: why it is still the Gold Coast’s favourite SUV',
    slug: 'mazda-cx-5-review',
    daysAgo: 4,
    author: 'Liam Parker',
    categories: ['vehicle-reviews'],
    image: 'suv-8',
    excerpt: 'Sharp to drive, well made and easy to park at Pacific Fair: we test the CX-5 on Gold Coast roads.',
    body: [
      'The CX-5 has been Mazda’s best seller in Australia for a decade. We took the latest G25 Touring from Southport to Springbrook and back.',
      { h: 2, text: 'Driving' },
      'The steering is precise and the ride handles the hinterland’s patched roads well. It feels more car-like than most SUVs of its size.',
      { h: 2, text: 'Practicality' },
      'Rear seats fold flat with one pull, and the 438-litre boot takes a pram and the weekly shop.',
      [
        'Browse the ',
        { link: '/search/mazda/cx-5', text: 'CX-5s in stock' },
        ' or book a drive at Coastal Mazda Southport.',
      ],
    ],
  },
  {
    title: 'Mazda BT-50 review: a ute with comfort to match its grunt',
    slug: 'mazda-bt-50-review',
    daysAgo: 15,
    author: 'Liam Parker',
    categories: ['vehicle-reviews'],
    image: 'ute-22',
    body: [
      'The BT-50 shares its bones with the Isuzu D-Max but brings Mazda’s own styling and cabin.',
      { h: 2, text: 'Towing and touring' },
      'With a 3,500 kg braked towing capacity, the 3.0-litre diesel handled our 2.4-tonne caravan up the Tamborine climb without fuss.',
      { h: 2, text: 'Verdict' },
      'A relaxed, well-equipped dual-cab that suits families who tow on weekends.',
    ],
  },
  {
    title: 'Mazda2 vs Mazda3: which small Mazda should you buy?',
    slug: 'mazda2-vs-mazda3',
    daysAgo: 26,
    author: 'Emma Walsh',
    categories: ['vehicle-reviews', 'buyer-advice'],
    image: 'hatch-6',
    body: [
      'Both are great first cars, but they suit different drivers.',
      { h: 2, text: 'Mazda2' },
      'Light, frugal and easy to park: ideal for city driving and new drivers on a budget.',
      { h: 2, text: 'Mazda3' },
      'More room, more refinement and more safety equipment — worth the extra if you do regular motorway trips.',
    ],
  },
  {
    title: 'New or demo? How to save on your next Mazda',
    slug: 'new-or-demo-mazda',
    daysAgo: 34,
    author: 'Emma Walsh',
    categories: ['buyer-advice'],
    image: 'car-31',
    body: [
      'Demonstrator vehicles are driven by our team and used for test drives, then sold with low kilometres and the balance of the factory warranty.',
      { h: 2, text: 'What to check' },
      {
        ul: [
          'The warranty start date',
          'Kilometres and service record',
          'Any remaining accessories or paint protection',
        ],
      },
      ['See our ', { link: '/search', text: 'current demo stock' }, '.'],
    ],
  },
  {
    title: 'What happens at your Mazda’s first service',
    slug: 'mazda-first-service',
    daysAgo: 45,
    author: 'Josh Reynolds',
    categories: ['servicing-tips'],
    image: 'interior-9',
    body: [
      'Your first scheduled service is due at 12 months or 15,000 km, whichever comes first.',
      { h: 2, text: 'What we do' },
      { ul: ['Oil and filter change', 'Brake and tyre inspection', 'Software updates', 'A full safety check'] },
      ['Book at Coastal Mazda Service Molendinar on our ', { link: '/service', text: 'service page' }, '.'],
    ],
  },
  {
    title: 'Looking after your car in Queensland’s summer heat',
    slug: 'queensland-summer-car-care',
    daysAgo: 58,
    author: 'Josh Reynolds',
    categories: ['servicing-tips'],
    image: 'hero-12',
    body: [
      'Heat, humidity and salt air are hard on paint, batteries and tyres.',
      {
        ul: [
          'Park in the shade or use a sunshade',
          'Wash off salt after beach trips',
          'Have the battery tested before summer',
        ],
      },
    ],
  },
  {
    title: 'Coastal Mazda wins Mazda’s customer experience award',
    slug: 'customer-experience-award',
    daysAgo: 70,
    author: 'Coastal Mazda',
    categories: ['news'],
    image: 'location-7',
    body: [
      'We are proud to have been recognised by Mazda Australia for outstanding customer experience in Queensland.',
      'Thank you to every customer who took the time to give us feedback.',
    ],
  },
]

const WESTSIDE_POSTS: PostDef[] = [
  {
    title: 'Buying a used car in WA: the paperwork explained',
    slug: 'buying-used-car-wa-paperwork',
    daysAgo: 6,
    author: 'Karen Mitchell',
    categories: ['buyer-advice'],
    image: 'car-44',
    body: [
      'Buying from a licensed dealer in Western Australia gives you protections a private sale does not.',
      { h: 2, text: 'What you get from a dealer' },
      {
        ul: [
          'Clear title: no money owing',
          'A statutory warranty on eligible cars',
          'Transfer of registration handled for you',
        ],
      },
      ['Browse our ', { link: '/search', text: 'used cars' }, ' across Perth and Geraldton.'],
    ],
  },
  {
    title: 'Used Toyota LandCruiser Prado review: is a high-kilometre Prado worth it?',
    slug: 'used-prado-review',
    daysAgo: 19,
    author: 'Ben Cooper',
    categories: ['vehicle-reviews'],
    image: 'suv-52',
    body: [
      'Prados are famous for lasting, but the service history matters more than the odometer.',
      { h: 2, text: 'What to look for' },
      { ul: ['Timing and injector service records', 'Underbody damage from off-road use', 'Towbar wear'] },
    ],
  },
  {
    title: 'Five checks before you buy any used car',
    slug: 'five-used-car-checks',
    daysAgo: 33,
    author: 'Karen Mitchell',
    categories: ['buyer-advice'],
    image: 'interior-14',
    body: [
      'A careful half hour before you sign can save you thousands. These are the checks our buyers make on every car we take in.',
      {
        ol: [
          'Check the PPSR',
          'Read the logbook',
          'Test drive on different roads',
          'Look under the car',
          'Ask for an independent inspection',
        ],
      },
    ],
  },
  {
    title: 'Keeping an older car reliable in Perth',
    slug: 'older-car-reliable-perth',
    daysAgo: 52,
    author: 'Ben Cooper',
    categories: ['servicing-tips'],
    image: 'hero-20',
    body: [
      'Perth’s dry heat is tough on rubber, cooling systems and batteries.',
      {
        ul: [
          'Replace coolant hoses every few years',
          'Test the battery each spring',
          'Keep tyres at the right pressure',
        ],
      },
    ],
  },
]

const BY_TENANT: Record<TenantSlug, { categories: CategoryDef[]; posts: PostDef[] }> = {
  harbour: { categories: HARBOUR_CATEGORIES, posts: HARBOUR_POSTS },
  'coastal-mazda': { categories: LOCAL_CATEGORIES, posts: COASTAL_POSTS },
  'westside-used': {
    categories: LOCAL_CATEGORIES.filter((c) => c.slug !== 'news'),
    posts: WESTSIDE_POSTS,
  },
}

export function blogCategories(tenant: TenantSlug, tenantId: number) {
  return BY_TENANT[tenant].categories.map((c) => ({ ...c, external_url: c.external_url ?? null, tenant: tenantId }))
}

/** The tenant's posts, published, with their category slugs resolved by `categoryId`. */
export function blogPosts(tenant: TenantSlug, tenantId: number, now: Date, categoryId: (slug: string) => number) {
  return BY_TENANT[tenant].posts.map((p) => {
    const day = new Date(now.getTime() - p.daysAgo * 86_400_000)
    day.setUTCHours(12, 0, 0, 0)
    return {
      tenant: tenantId,
      title: p.title,
      slug: p.slug,
      published_at: day.toISOString(),
      author: p.author,
      categories: p.categories.map(categoryId),
      excerpt: p.excerpt ?? null,
      image_url: `/demo-images/${p.image}.jpg`,
      body: richText(...p.body),
      description: p.description ?? null,
      _status: 'published' as const,
    }
  })
}
