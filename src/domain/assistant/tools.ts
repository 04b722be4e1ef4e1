/**
 * What a dealer site's AI assistant endpoint (/api/mcp, docs/architecture/assistant.md) offers: each tool's input as a
 * zod shape (the MCP SDK publishes it as the tool's JSON schema and checks calls against it), the words an assistant
 * reads about each tool, and how a stock search's filters become the results page's own parameters, so a tool's
 * search is the page's search (GET /api/search), read and validated by the same code. Pure.
 */
import { z } from 'zod'

import { BODY_TYPES } from '../bodyTypes'
import { CAR_TYPE_ORDER } from '../search/facets'
import { ASK_MAX } from '../search/understand'

/** The most cars one search_stock call lists, and the most pages it can step to. */
export const ASSISTANT_PAGE_SIZE_MAX = 24
export const ASSISTANT_PAGE_SIZE = 10
export const ASSISTANT_PAGE_MAX = 50

/** The sorts an assistant can ask for, in words, and the results page's sort each is. */
export const ASSISTANT_SORTS = {
  best_match: 'custom_rank:desc',
  cheapest: 'price:asc',
  most_expensive: 'price:desc',
  newest: 'year:desc',
  lowest_km: 'km:asc',
  just_arrived: 'created_at:desc',
} as const

const name = (what: string) => z.string().trim().min(1).max(60).optional().describe(what)
const whole = (max: number, what: string) => z.number().int().min(0).max(max).optional().describe(what)

export const searchStockInput = {
  query: z
    .string()
    .trim()
    .max(ASK_MAX)
    .optional()
    .describe(
      'What the shopper asked for, in their words: "white 7 seater SUV under $35k near Penrith", "hybrid ute under $400 a week". Read as filters the way the site’s search box reads it; words it does not understand are matched against the cars’ text.',
    ),
  make: name('A make, e.g. "Toyota".'),
  model: name('A model, e.g. "HiLux" (with its make).'),
  body: z
    .enum(Object.keys(BODY_TYPES) as [string, ...string[]])
    .optional()
    .describe('A body type.'),
  car_type: z.enum(CAR_TYPE_ORDER).optional().describe('New, demo or used.'),
  price_min: whole(10_000_000, 'The lowest price, in dollars.'),
  price_max: whole(10_000_000, 'The highest price, in dollars.'),
  km_max: whole(2_000_000, 'The most kilometres on the odometer.'),
  year_min: z.number().int().min(1900).max(2100).optional().describe('The oldest model year.'),
  location: z.string().trim().min(1).max(100).optional().describe('A location’s name, as list_locations gives it.'),
  sort: z
    .enum(Object.keys(ASSISTANT_SORTS) as [keyof typeof ASSISTANT_SORTS, ...(keyof typeof ASSISTANT_SORTS)[]])
    .optional()
    .describe('The order of the cars (default best_match).'),
  page: z.number().int().min(1).max(ASSISTANT_PAGE_MAX).optional().describe('The page of results, from 1.'),
  per_page: z
    .number()
    .int()
    .min(1)
    .max(ASSISTANT_PAGE_SIZE_MAX)
    .optional()
    .describe(`How many cars a page lists (default ${ASSISTANT_PAGE_SIZE}).`),
}
export type SearchStockInput = z.infer<z.ZodObject<typeof searchStockInput>>

/**
 * A search_stock call as the results page's parameters (the same names GET /api/search reads):
 *   { query: 'suv under 40k', make: 'Toyota', sort: 'cheapest' }
 *   → query=suv+under+40k&refinementList[make][0]=Toyota&sortBy=price:asc&hitsPerPage=10
 */
export function searchParamsOf(input: SearchStockInput): URLSearchParams {
  const out = new URLSearchParams()
  if (input.query) out.set('query', input.query)
  const refine = (attribute: string, value: string | undefined) => {
    if (value) out.append(`refinementList[${attribute}][0]`, value)
  }
  refine('make', input.make)
  refine('model', input.model)
  refine('body', input.body)
  refine('car_type', input.car_type)
  refine('location_name', input.location)
  const range = (attribute: string, min: number | undefined, max: number | undefined) => {
    if (min !== undefined || max !== undefined) out.set(`range[${attribute}]`, `${min ?? ''}:${max ?? ''}`)
  }
  range('price', input.price_min, input.price_max)
  range('km', undefined, input.km_max)
  range('year', input.year_min, undefined)
  if (input.sort) out.set('sortBy', ASSISTANT_SORTS[input.sort])
  if (input.page) out.set('page', String(input.page))
  out.set('hitsPerPage', String(input.per_page ?? ASSISTANT_PAGE_SIZE))
  return out
}

export const getVehicleInput = {
  vehicle: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe('The car: its id or link from search_stock, or its stock number.'),
}

/** The shopper's details every lead tool needs: nothing is sent without a name and a way to reach them. */
const contactInput = {
  first_name: z.string().trim().min(1).max(100).describe('The shopper’s first name.'),
  last_name: z.string().trim().min(1).max(100).describe('The shopper’s last name.'),
  email: z.string().trim().max(254).describe('The shopper’s email address.'),
  phone: z.string().trim().max(40).describe('The shopper’s Australian phone number.'),
  postcode: z.string().trim().max(10).describe('The shopper’s postcode.'),
  preferred_contact: z
    .enum(['Phone', 'Email', 'SMS'])
    .optional()
    .describe('How the shopper would like to be contacted.'),
  marketing_opt_in: z
    .boolean()
    .optional()
    .describe('True only if the shopper asked to receive the dealer’s offers and updates by email (default false).'),
  consent: z
    .literal(true)
    .describe(
      'True once the shopper has agreed to the consent statement in this tool’s description, in this conversation.',
    ),
}

export const sendEnquiryInput = {
  vehicle: getVehicleInput.vehicle
    .optional()
    .describe('The car the enquiry is about, if any (id, link or stock number).'),
  message: z.string().trim().min(1).max(5000).describe('The shopper’s question or message, in their words.'),
  location_id: z
    .union([z.number().int().positive(), z.string().trim().max(20)])
    .optional()
    .describe('The location the enquiry is for (an id from list_locations), when it is not about a car.'),
  ...contactInput,
}

export const requestTestDriveInput = {
  vehicle: getVehicleInput.vehicle.optional().describe('The car to drive (id, link or stock number).'),
  preferred_time: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'A local date and time as YYYY-MM-DDTHH:MM.')
    .describe('When the shopper would like to come in: the dealer’s local date and time, YYYY-MM-DDTHH:MM.'),
  location_id: sendEnquiryInput.location_id.describe(
    'Where to drive (an id from list_locations), when no car is named.',
  ),
  message: z.string().trim().max(5000).optional().describe('Anything the shopper wants the dealer to know.'),
  ...contactInput,
}

/** The consent statement a lead tool's description carries, as the shopper must agree to it. */
export function consentStatement(dealer: string): string {
  return `I agree to ${dealer} contacting me by phone, email or SMS about this request, and to ${dealer} keeping these details to do so.`
}

/** What an assistant reads about each tool. */
export function toolDescriptions(dealer: string) {
  const consent = consentStatement(dealer)
  const leadRule =
    `Only call this after the shopper has given their name and contact details for this purpose and has agreed, in ` +
    `this conversation, to this statement: "${consent}" Never guess or invent any detail; ask the shopper. ` +
    `The request goes to ${dealer}'s sales team like a form sent on their website.`
  return {
    search_stock: `Search the cars for sale at ${dealer}: a sentence in the shopper's words, filters, or both. Answers each car's price as the website shows it, its repayment per week with the interest rate and comparison rate it assumes, kilometres, location and a link to its page.`,
    get_vehicle: `Read one car for sale at ${dealer}: its price, repayment, details, features and where it is.`,
    list_locations: `List ${dealer}'s locations: address, phone, opening hours and upcoming holiday hours.`,
    send_enquiry: `Send an enquiry from the shopper to ${dealer}, about a car or in general. ${leadRule}`,
    request_test_drive: `Ask ${dealer} for a test drive at the shopper's preferred time; the dealer confirms it with the shopper. ${leadRule}`,
  }
}
