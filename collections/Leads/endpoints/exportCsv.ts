import type { Endpoint, PayloadRequest, Where } from 'payload'
import { parseCookies } from 'payload'
import { z } from 'zod'

import { leadsCsv, type LeadForCsv } from '../../../src/domain/leads/csv'
import { formatNumber } from '../../../src/domain/numberFormat'
import { leadsAccessError } from '../access'
import { LEAD_STATUSES } from '../statuses'

const PAGE = 500
/** A guard against an export that would not fit in memory; the filters narrow it. */
export const EXPORT_MAX_ROWS = 50_000

const dateParam = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date such as 2026-11-22')
const idParam = z.union([z.string().regex(/^\d+$/, 'must be a number'), z.number().int()]).transform(Number)
const listParam = (values: readonly [string, ...string[]]) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)))

/**
 * The export's query: tenant, category, status (one or a comma list), from/to (createdAt, a date-only `to` counts
 * the whole day), search (the list's search box) and the admin list's own `where` (passed through, checked by Payload).
 */
export const exportQuerySchema = z.object({
  tenant: idParam.optional(),
  category: z.string().trim().min(1).max(200).optional(),
  status: listParam(LEAD_STATUSES).optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
  search: z.string().trim().max(200).optional(),
  where: z.record(z.string(), z.unknown()).optional(),
})
export type ExportQuery = z.infer<typeof exportQuerySchema>

const endOfDay = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value)

/** The query as a Payload where (access and tenant scoping are added by Payload on top of it). */
export function exportWhere(query: ExportQuery, cookieTenant: number | null): Where {
  const and: Where[] = []
  const tenant = query.tenant ?? cookieTenant
  if (tenant !== null && tenant !== undefined) and.push({ tenant: { equals: tenant } })
  if (query.category) and.push({ category: { equals: query.category } })
  if (query.status?.length) and.push({ status: { in: query.status } })
  if (query.from) and.push({ createdAt: { greater_than_equal: new Date(query.from).toISOString() } })
  if (query.to) and.push({ createdAt: { less_than_equal: new Date(endOfDay(query.to)).toISOString() } })
  if (query.search) {
    and.push({ or: ['name', 'email', 'phone', 'postcode'].map((field) => ({ [field]: { like: query.search } })) })
  }
  if (query.where && Object.keys(query.where).length) and.push(query.where as Where)
  return { and }
}

function cookieTenantOf(req: PayloadRequest): number | null {
  const value = req.headers ? parseCookies(req.headers).get('payload-tenant') : undefined
  return value && /^\d+$/.test(value) ? Number(value) : null
}

/**
 * GET /api/leads/export-csv — the leads the signed-in admin may see, as CSV (UTF-8 with BOM so spreadsheets read
 * accents), honouring the list's filters. Another tenant's leads never appear: the read runs with the user's access.
 */
export const exportCsvEndpoint: Endpoint = {
  path: '/export-csv',
  method: 'get',
  handler: async (req) => {
    const denied = leadsAccessError(req)
    if (denied) return denied
    const parsed = exportQuerySchema.safeParse(req.query ?? {})
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return Response.json(
        { error: `Invalid export filter ${issue?.path.join('.') || ''}: ${issue?.message ?? 'bad value'}`.trim() },
        { status: 400 },
      )
    }
    const where = exportWhere(parsed.data, cookieTenantOf(req))
    const leads: LeadForCsv[] = []
    try {
      for (let page = 1; ; page++) {
        const result = await req.payload.find({
          collection: 'leads',
          where,
          sort: '-createdAt',
          limit: PAGE,
          page,
          depth: 0,
          overrideAccess: false,
          user: req.user,
          req,
        })
        leads.push(...(result.docs as unknown as LeadForCsv[]))
        if (!result.hasNextPage) break
        if (leads.length >= EXPORT_MAX_ROWS) {
          return Response.json(
            {
              error: `More than ${formatNumber(EXPORT_MAX_ROWS)} leads match: narrow the filters (dates, status).`,
            },
            { status: 413 },
          )
        }
      }
    } catch (error) {
      const status = (error as { status?: number }).status
      if (status && status >= 400 && status < 500) {
        return Response.json({ error: (error as Error).message || 'Invalid export filter' }, { status })
      }
      throw error
    }
    // the dealership column shows names: one lookup for all the leads' dealerships (the user's own tenants only)
    const dealershipIds = [
      ...new Set(
        leads
          .map((l) => l.dealership)
          .filter((d): d is number | string => typeof d === 'number' || typeof d === 'string'),
      ),
    ]
    if (dealershipIds.length) {
      const found = await req.payload.find({
        collection: 'dealerships',
        where: { id: { in: dealershipIds } },
        limit: dealershipIds.length,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
        select: { name: true },
      })
      const names = new Map(found.docs.map((d) => [String(d.id), d.name]))
      for (const lead of leads) {
        const name =
          lead.dealership !== null && lead.dealership !== undefined ? names.get(String(lead.dealership)) : undefined
        if (name) lead.dealership = { name }
      }
    }
    const day = new Date().toISOString().slice(0, 10)
    return new Response(`\ufeff${leadsCsv(leads)}`, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${day}.csv"`,
        'cache-control': 'no-store',
        'x-lead-count': String(leads.length),
      },
    })
  },
}
