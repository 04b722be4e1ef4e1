import 'server-only'

import {
  searchParamsOf,
  type SearchStockInput,
  type requestTestDriveInput,
  type sendEnquiryInput,
} from '@/domain/assistant/tools'
import { bodyLabel } from '@/domain/bodyTypes'
import { carTypeLabel } from '@/domain/carTypes'
import { STANDARD_COMPARISON_EXAMPLE, comparisonExampleText, formatAnnualRate } from '@/domain/finance/creditAdvert'
import { DISPLAY_ORDER, DAY_NAMES, rowText, timeZoneForState } from '@/domain/locations/hours'
import { formatDollars, formatKm } from '@/domain/price'
import { cardConfig, toCardView, type CardWeekly } from '@/domain/search/cardView'
import { DEFAULT_HITS_PER_PAGE } from '@/domain/search/types'
import { parseSearchParams, toSearchParams } from '@/domain/search/urlState'
import type { TenantSite } from '@/domain/site'
import { zonedClock } from '@/domain/dateFormat'
import { vehiclePageModel } from '@/domain/vehicle/pageModel'
import type { VehicleDetail } from '@/domain/vehicle/types'
import type { z } from 'zod'

import { submitLead } from '../leads/submit'
import { siteLocations } from '../locations'
import { payloadClient } from '../payload'
import { askSearch, searchResultsPage } from '../search'
import { siteOrigin } from '../tenants'
import { getVehicleBySlug } from '../vehicles'
import { siteVehiclesWhere } from '../vehicleScope'

/**
 * The assistant endpoint's tools (src/app/(site)/api/mcp/route.ts; docs/architecture/assistant.md), each a function
 * of the tenant and its input answering what the public site shows and nothing more: cars as their stock cards and
 * pages show them (a hidden price stays hidden, a sold car has no price), locations as the contact page lists them.
 * A tool's failure a shopper can fix (a bad filter, a missing detail, an unknown car) is an answer with `error`, never
 * an exception.
 */

export type ToolAnswer = { ok: true; value: Record<string, unknown> } | { ok: false; error: string; details?: unknown }

/** The weekly repayment as the site discloses it beside the figure. */
function weeklyOf(w: CardWeekly | null) {
  if (!w) return null
  return {
    amount: w.amount,
    text: `${formatDollars(w.amount)} per week`,
    interest_rate: formatAnnualRate(w.rate),
    comparison_rate: formatAnnualRate(w.comparisonRate),
    comparison_rate_basis: comparisonExampleText(STANDARD_COMPARISON_EXAMPLE),
  }
}

/** search_stock: the results page's search for the same filters (GET /api/search's), its cards in the site's words. */
export async function searchStockTool(
  tenant: TenantSite,
  input: SearchStockInput,
  now = new Date(),
): Promise<ToolAnswer> {
  const parsed = parseSearchParams(searchParamsOf(input))
  if (!parsed.ok) return { ok: false, error: 'Some filters could not be used', details: parsed.errors }
  const asked = await askSearch(tenant, parsed.query, now)
  const result = await searchResultsPage(tenant, asked)
  const origin = siteOrigin(tenant)
  const config = cardConfig(tenant.config)
  return {
    ok: true,
    value: {
      count: result.count,
      page: result.page,
      pages: result.pages,
      understood: asked.understood ? asked.understood.filters.map((f) => f.label) : [],
      words_searched: asked.query.query || null,
      // the results page of the same search, as the site's own address (its filters, the words left)
      search_page: `${origin}/search?${toSearchParams({ ...asked.query, page: 1, hitsPerPage: DEFAULT_HITS_PER_PAGE })}`,
      cars: result.hits.map((hit) => {
        const card = toCardView(hit, config, now)
        return {
          id: card.slug,
          name: card.name,
          stock_number: hit.stocknum || null,
          condition: carTypeLabel(hit.car_type),
          body: hit.body ? bodyLabel(hit.body) : null,
          km: hit.km,
          transmission: hit.transmission,
          fuel: hit.fuel,
          colour: hit.colour,
          status: hit.status === 'sold' ? 'sold' : hit.reserved ? 'reserved' : 'available',
          price: card.price?.text ?? null,
          price_note: card.price?.type ?? null,
          weekly: weeklyOf(card.weekly),
          location: card.location,
          url: `${origin}/cars/${encodeURIComponent(card.slug)}`,
        }
      }),
    },
  }
}

/** The tenant's car an assistant names: its id (the slug search_stock gives), its page's link, or its stock number. */
export async function findVehicle(tenant: TenantSite, ref: string): Promise<VehicleDetail | null> {
  const fromLink = /\/cars\/([^/?#]+)/.exec(ref)?.[1]
  const slug = decodeURIComponent(fromLink ?? ref).trim()
  const bySlug = slug ? await getVehicleBySlug(tenant, slug) : null
  if (bySlug) return bySlug
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'vehicles',
    where: siteVehiclesWhere(tenant.id, { stocknum: { equals: ref.trim() } }),
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { slug: true },
  })
  const stockSlug = found.docs[0]?.slug
  return stockSlug ? getVehicleBySlug(tenant, stockSlug) : null
}

const NO_CAR = (ref: string): ToolAnswer => ({
  ok: false,
  error: `No car for sale here is "${ref}": use an id or link from search_stock, or a stock number.`,
})

/** get_vehicle: the car as its page shows it. */
export async function getVehicleTool(tenant: TenantSite, ref: string, now = new Date()): Promise<ToolAnswer> {
  const v = await findVehicle(tenant, ref)
  if (!v) return NO_CAR(ref)
  const page = vehiclePageModel(tenant, v, now)
  const origin = siteOrigin(tenant)
  return {
    ok: true,
    value: {
      id: v.slug,
      name: v.name,
      url: `${origin}/cars/${encodeURIComponent(v.slug)}`,
      status: page.inStock ? (v.reserved ? 'reserved' : 'available') : 'sold',
      condition: page.carTypeLabel,
      price: page.price?.text ?? null,
      price_note: page.priceTypeLabel,
      weekly: page.carQuote
        ? weeklyOf({
            amount: page.carQuote.weekly,
            rate: page.carQuote.rate,
            comparisonRate: page.carQuote.comparisonRate,
          })
        : null,
      year: v.year,
      make: v.make,
      model: v.model,
      badge: v.badge,
      series: v.series,
      body: v.simpleBody ? bodyLabel(v.simpleBody) : null,
      km: v.km,
      km_text: v.km !== null ? formatKm(v.km) : null,
      colour: v.colour,
      transmission: v.simpleTransmission ?? v.trans,
      fuel: v.simpleFuel ?? v.fuel,
      drive: v.simpleDrive ?? v.drive,
      seats: v.seats,
      doors: v.doors,
      engine_litres: v.engineSizeLitres,
      stock_number: v.stocknum,
      vin: v.vin,
      features: v.standardEquipment.slice(0, 40),
      dealer_comments: v.dealerComments,
      photos: v.images.slice(0, 5).map((i) => i.url),
      sold_by: page.dealerName,
      location: v.location ? { name: v.location.name, address: v.location.address ?? null } : null,
    },
  }
}

/** list_locations: the locations the contact page lists, with their week's hours and the special days to come. */
export async function listLocationsTool(tenant: TenantSite, now = new Date()): Promise<ToolAnswer> {
  const locations = await siteLocations(tenant.id)
  return {
    ok: true,
    value: {
      locations: locations.map((l) => {
        const today = zonedClock(now, timeZoneForState(l.state)).date
        return {
          id: l.id,
          name: l.name,
          kind: l.type,
          address: l.address,
          phones: l.phones,
          hours: DISPLAY_ORDER.map((day) => ({
            day: DAY_NAMES[day],
            hours: rowText(
              l.hours.find((r) => r.weekday === day),
              { byAppointment: tenant.config.hours.closedAsByAppointment },
            ),
          })),
          holiday_hours: l.specialHours
            .filter((s) => s.date >= today)
            .map((s) => ({
              date: s.date,
              name: s.label,
              hours: rowText(
                { weekday: 0, status: s.status, open: s.open, close: s.close },
                { byAppointment: tenant.config.hours.closedAsByAppointment },
              ),
            })),
          map: l.placeUrl,
        }
      }),
    },
  }
}

type LeadContact = z.infer<
  z.ZodObject<
    Pick<
      typeof sendEnquiryInput,
      'first_name' | 'last_name' | 'email' | 'phone' | 'postcode' | 'preferred_contact' | 'marketing_opt_in'
    >
  >
>

/** Where the lead came from, as the dealer reads it beside the lead. */
export const ASSISTANT_SOURCE = 'AI assistant'

/**
 * A lead from an assistant, through the site's own intake (submitLead: stored first, then delivered by ADF and the
 * tenant's destinations; the same validation, rate limits and bot rules as a form sent by a browser).
 */
async function sendLead(
  tenant: TenantSite,
  ip: string | null,
  lead: { category: string; vehicle?: VehicleDetail | null; contact: LeadContact; fields: Record<string, unknown> },
): Promise<ToolAnswer> {
  const { contact, vehicle } = lead
  const payload = await payloadClient()
  const origin = siteOrigin(tenant)
  const answer = await submitLead(payload, tenant, {
    ip,
    body: {
      category: lead.category,
      ...(vehicle ? { car_id: vehicle.id } : {}),
      url: vehicle ? `${origin}/cars/${encodeURIComponent(vehicle.slug)}` : origin,
      isLastStep: true,
      fields: {
        source: ASSISTANT_SOURCE,
        name: contact.first_name,
        last_name: contact.last_name,
        email: contact.email,
        phone: contact.phone,
        postcode: contact.postcode,
        PreferredContactMethod: contact.preferred_contact ?? 'Phone',
        opt_in: contact.marketing_opt_in ?? false,
        terms_conditions: true,
        ...lead.fields,
      },
    },
  })
  if (answer.status === 201)
    return {
      ok: true,
      value: {
        sent: true,
        reference: answer.body.lead_id,
        message: `Sent to ${tenant.name}. Their team will contact ${contact.first_name} by ${(contact.preferred_contact ?? 'Phone').toLowerCase()}.`,
      },
    }
  if (answer.status === 422) return { ok: false, error: String(answer.body.error), details: answer.body.fieldErrors }
  return { ok: false, error: String(answer.body.error ?? 'The request could not be sent') }
}

export async function sendEnquiryTool(
  tenant: TenantSite,
  input: z.infer<z.ZodObject<typeof sendEnquiryInput>>,
  ip: string | null,
): Promise<ToolAnswer> {
  const vehicle = input.vehicle ? await findVehicle(tenant, input.vehicle) : null
  if (input.vehicle && !vehicle) return NO_CAR(input.vehicle)
  const category = vehicle ? (vehicle.carType === 'new' ? 'New Car Enquiry' : 'Used Car Enquiry') : 'General Enquiry'
  return sendLead(tenant, ip, {
    category,
    vehicle,
    contact: input,
    fields: { message: input.message, ...(input.location_id !== undefined ? { location_id: input.location_id } : {}) },
  })
}

export async function requestTestDriveTool(
  tenant: TenantSite,
  input: z.infer<z.ZodObject<typeof requestTestDriveInput>>,
  ip: string | null,
): Promise<ToolAnswer> {
  const vehicle = input.vehicle ? await findVehicle(tenant, input.vehicle) : null
  if (input.vehicle && !vehicle) return NO_CAR(input.vehicle)
  return sendLead(tenant, ip, {
    category: 'Test Drive',
    vehicle,
    contact: input,
    fields: {
      'Test Drive Booking Date': input.preferred_time,
      message: input.message || `Test drive requested for ${input.preferred_time.replace('T', ' ')}.`,
      ...(input.location_id !== undefined ? { location_id: input.location_id } : {}),
    },
  })
}
