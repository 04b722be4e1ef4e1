/**
 * Demo dealer reviews: real-looking Australian customer reviews per location, deterministic from the seed.
 * harbour and coastal-mazda: 15–40 per location, ratings mostly 4–5 with some 3s, about a third with the dealer's
 * reply, one hidden review (spam) and one rated below either template's minimum (2 stars) per location;
 * westside-used: a few per sales yard. The locations' and dealerships' averages and counts are then worked out from
 * these (src/lib/reviewSummaries.ts).
 */
import { Random } from './random'
import type { TenantSlug } from './tenants'

export interface SeedReviewLocation {
  key: string
  id: number
  name: string
  type: string | null
}

type Kind = 'sales' | 'service' | 'parts'

const FIRST = [
  'Priya',
  'Jack',
  'Olivia',
  'Liam',
  'Chloe',
  'Noah',
  'Mia',
  'Lachlan',
  'Isla',
  'Cooper',
  'Grace',
  'Hamish',
  'Zoe',
  'Tom',
  'Ava',
  'Riley',
  'Sienna',
  'Mitchell',
  'Harper',
  'Darren',
  'Leanne',
  'Bec',
  'Nguyen',
  'Mei',
  'Raj',
  'Fatima',
  'Ahmed',
  'Sophie',
  'Brodie',
  'Jess',
  'Kylie',
  'Wayne',
  'Sharon',
  'Connor',
  'Ella',
  'Matt',
  'Hannah',
  'Sam',
  'Georgia',
  'Luca',
  'Aroha',
  'Tane',
  'Sofia',
  'Marco',
  'Anh',
  'Dylan',
  'Brooke',
  'Craig',
  'Tegan',
  'Josh',
] as const
const LAST = 'ABCDEFGHJKLMNOPRSTVWY'
const STAFF = ['Sam', 'Nick', 'Tara', 'Josh', 'Alana', 'Ben', 'Kate', 'Dean', 'Ravi', 'Steph'] as const

const TEXTS: Record<Kind, Record<3 | 4 | 5, readonly string[]>> = {
  sales: {
    5: [
      '{staff} made buying our new car so easy. No pressure at all, answered every question and had the car detailed and ready on the day. Highly recommend.',
      'Fantastic experience from the test drive to driving away. {staff} was upfront about the price and the trade-in offer was fair. Thanks team!',
      'Bought my first car here and the whole team was patient with me. {staff} explained the finance options clearly and followed up a week later to see how I was going.',
      'Drove two hours to buy from these guys after a good phone call with {staff} and it was worth it. Car was exactly as described, paperwork done in under an hour.',
      'Great service, great price. {staff} went above and beyond to find the colour we wanted and kept us updated the whole way until delivery.',
      'Second car we have bought here and it will not be the last. Friendly, honest and no games.',
      'Could not fault it. Clean yard, good coffee and {staff} knew the cars inside out. Handover was thorough, they even paired our phones.',
      'We had been putting off replacing the family car for months because we dreaded the haggling, but this was nothing like we expected. {staff} listened to what we actually needed (three car seats, a dog and weekends away), suggested two models we had not considered and let us take one home overnight. The trade-in figure was fair and matched what they quoted over the phone, finance was approved the same afternoon, and at delivery the car was spotless with a full tank. A week later {staff} rang to check the kids liked it. Genuinely the best car buying experience we have had.',
    ],
    4: [
      'Good experience overall. {staff} was helpful and the price was right, delivery took a few days longer than promised but they kept us in the loop.',
      'Happy with the car and the deal. It was a busy Saturday so we waited a bit to be seen, but once {staff} was with us it was smooth.',
      'Friendly staff and a fair trade-in price. Would have liked the finance paperwork sent ahead, otherwise very good.',
      'Solid dealership. No hard sell, which we appreciated. Minor mix-up with the number plates that was sorted quickly.',
    ],
    3: [
      'The car is great but the process was slow. Took three visits to get the paperwork sorted. {staff} was apologetic and fixed it in the end.',
      'Fair price, average service. Nobody called us back after our first enquiry so we had to chase it up.',
    ],
  },
  service: {
    5: [
      'Booked in for a logbook service and the car was ready before lunch. Clear explanation of what was done and the price matched the quote.',
      'The service team are brilliant. {staff} noticed a recall item and had it done at the same time, no extra charge.',
      'Courtesy car was ready when I arrived and my car came back washed. Easy online booking too. Five stars.',
      'Always reliable. {staff} calls before doing anything extra and never pushes work that is not needed.',
      'Had a warning light come on while driving and they fitted me in the same day. Really appreciated it.',
      'Honest advice about which items could wait until the next service. That is why I keep coming back.',
      'I have been bringing my car here since it was new and the standard has never slipped. This time the brakes were making a noise and I was worried about the cost. {staff} took me out to the workshop, showed me the pads and rotors, explained that the pads needed doing but the rotors had plenty of life left, and gave me a written quote before touching anything. The work was done the same day, the price was exactly as quoted and the car came back cleaner than I left it. It is rare to feel this looked after at a service centre.',
    ],
    4: [
      'Good service as usual, just a slightly longer wait than quoted. {staff} at the front desk was lovely.',
      'Car was serviced well and on time. The waiting area could do with better wifi but otherwise all good.',
      'Reasonable price and friendly staff. Had to call to find out when the car was ready, but no complaints about the work.',
    ],
    3: [
      'The service itself was fine but I was told it would be ready at 2 and it was closer to 5. A text update would have helped.',
      'Work was done properly but the booking system double-booked me. Staff sorted it out in the end.',
    ],
  },
  parts: {
    5: [
      'Ordered floor mats and a roof rack online and they were in store two days later. {staff} even helped fit the rack.',
      'Knowledgeable parts team. Found the exact part for my older model when two other places could not.',
      'Quick, friendly and genuine parts at a fair price. Will be back.',
      'Called ahead and {staff} had everything boxed and ready to pick up. Great service.',
    ],
    4: [
      'Good range of genuine parts. One item had to be ordered in, but it arrived when they said it would.',
      'Helpful staff, prices a little higher than online but you know you are getting the right part.',
    ],
    3: ['Got the right part in the end but it took two trips because the first one was for the wrong model year.'],
  },
}

const REPLIES: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    'Thanks so much, {name}! {staff} will be thrilled to hear this. Enjoy the drive and see you at your first service.',
    'What a lovely review, {name}, thank you for choosing us. We are here whenever you need us.',
    'Thank you for the kind words, {name}. It was a pleasure looking after you.',
  ],
  4: [
    'Thanks for the feedback, {name}. Sorry about the wait, we are working on it. Glad you are happy overall!',
    'Thank you, {name}. We appreciate you taking the time and have passed your comments on to the team.',
  ],
  3: [
    'Hi {name}, thank you for the honest feedback and sorry we fell short. Our manager would like to make it right: please call us and ask for the customer care team.',
  ],
}

const BELOW_MINIMUM = {
  customer_name: 'Dylan K.',
  text: 'Waited over an hour past my booking time and nobody told me why. The staff were polite but it was a frustrating morning.',
  reply:
    'Hi Dylan, we are sorry about the wait and that nobody kept you informed. That is not our standard. Our manager has called you to follow up.',
}
const HIDDEN = {
  customer_name: 'Crypto Deals AU',
  text: 'Best returns in Australia, message me on WhatsApp for cheap car finance and crypto tips!!!',
}

const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '')
const kindOf = (type: string | null): Kind => (type === 'service' ? 'service' : type === 'parts' ? 'parts' : 'sales')

const DAY = 86_400_000

/** The review documents for one tenant (data for payload.create; the tenant id is added by the caller). */
export function seedReviews(tenant: TenantSlug, locations: readonly SeedReviewLocation[], now: Date) {
  const rng = new Random(`reviews:${tenant}`)
  const out: {
    location: number
    customer_name: string
    rating: number
    text: string
    review_date: string
    reply_text: string | null
    reply_date: string | null
    source: 'google' | 'facebook' | 'manual'
    hidden: boolean
    external_id: string
  }[] = []
  const noon = (daysAgo: number) => {
    const d = new Date(now.getTime() - daysAgo * DAY)
    d.setUTCHours(2, 0, 0, 0) // midday in Sydney and Brisbane, 10 am in Perth: the same calendar day everywhere
    return d
  }
  for (const loc of locations) {
    const kind = kindOf(loc.type)
    const isDemoGroup = tenant !== 'westside-used'
    if (!isDemoGroup && kind !== 'sales') continue
    const count = isDemoGroup ? rng.int(15, kind === 'sales' ? 40 : 24) : rng.int(3, 5)
    const names = rng.shuffle(FIRST)
    for (let i = 0; i < count; i++) {
      // The first review of each demo location is a recent long one: its card shows "Read more"
      const long = isDemoGroup && i === 0 && kind !== 'parts'
      const rating = long
        ? 5
        : rng.weighted([
            [5, 62],
            [4, 28],
            [3, 10],
          ] as const)
      const staff = rng.pick(STAFF)
      const name = `${names[i % names.length]} ${rng.char(LAST)}.`
      const daysAgo = long ? 3 : Math.round(2 + rng.float() * rng.float() * 700)
      const date = noon(daysAgo)
      const replied = rating === 3 || rng.chance(0.3)
      const replyAfter = rng.int(0, 3)
      out.push({
        location: loc.id,
        customer_name: name,
        rating,
        text: fill(long ? TEXTS[kind][5].at(-1)! : rng.pick(TEXTS[kind][rating]), { staff }),
        review_date: date.toISOString(),
        reply_text: replied ? fill(rng.pick(REPLIES[rating]), { name: name.split(' ')[0]!, staff }) : null,
        reply_date: replied ? new Date(Math.min(date.getTime() + replyAfter * DAY, now.getTime())).toISOString() : null,
        source: rng.weighted([
          ['google', 80],
          ['facebook', 15],
          ['manual', 5],
        ] as const),
        hidden: false,
        external_id: `demo-${loc.key}-${i + 1}`,
      })
    }
    if (!isDemoGroup) continue
    // CMS-11: one rated below the minimum (2 < 3 brand, < 4 group) and one hidden: neither is ever shown
    out.push({
      location: loc.id,
      customer_name: BELOW_MINIMUM.customer_name,
      rating: 2,
      text: BELOW_MINIMUM.text,
      review_date: noon(1).toISOString(),
      reply_text: BELOW_MINIMUM.reply,
      reply_date: noon(0).toISOString(),
      source: 'google',
      hidden: false,
      external_id: `demo-${loc.key}-below-minimum`,
    })
    out.push({
      location: loc.id,
      customer_name: HIDDEN.customer_name,
      rating: 5,
      text: HIDDEN.text,
      review_date: noon(0).toISOString(),
      reply_text: null,
      reply_date: null,
      source: 'google',
      hidden: true,
      external_id: `demo-${loc.key}-hidden`,
    })
  }
  return out
}
