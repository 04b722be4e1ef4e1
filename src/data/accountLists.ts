import 'server-only'

import type { Payload } from 'payload'

import type { FavouriteCar, ViewedCar } from '@/domain/saved/lists'
import { mergeIds, SYNC_LIMITS } from '@/domain/saved/sync'
import type { SavedCarsInput } from '@/domain/saved/syncSchema'
import type { TenantSite } from '@/domain/site'
import { pgPoolOf } from '@/lib/db/pool'

import type { ShopperAccount } from './accounts'

/**
 * Favourites and recently viewed cars kept with a shopper's account (docs/architecture/accounts.md "Lists on every
 * device"): the ids of both lists on the shopper's row (`customers.saved_cars`), newest first; read back as the
 * browser keeps them, from the tenant's cars as they are now (a car gone from the site drops out). Only this tenant's
 * cars shown on its site are ever stored: an id the shopper sends for anything else is left out.
 */

export interface AccountLists {
  favourites: FavouriteCar[]
  viewed: ViewedCar[]
}

interface StoredIds {
  favourites: string[]
  viewed: string[]
}

const idsOf = (value: unknown, key: keyof StoredIds): string[] => {
  const list = (value as Partial<StoredIds> | null)?.[key]
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []
}

async function storedIds(payload: Payload, account: ShopperAccount): Promise<StoredIds> {
  const { rows } = await pgPoolOf(payload).query<{ saved_cars: unknown }>(
    'SELECT saved_cars FROM customers WHERE id = $1',
    [account.id],
  )
  const value = rows[0]?.saved_cars ?? null
  return { favourites: idsOf(value, 'favourites'), viewed: idsOf(value, 'viewed') }
}

interface CarRow {
  id: number
  name: string
  slug: string
  make: string | null
  model: string | null
  primary_image_url: string | null
  stocknum: string | null
  body: string | null
  simple_body: string | null
}

/** The tenant's cars shown on its site among `ids`, by id. */
async function siteCars(payload: Payload, tenant: TenantSite, ids: string[]): Promise<Map<string, CarRow>> {
  if (ids.length === 0) return new Map()
  const { rows } = await pgPoolOf(payload).query<CarRow>(
    `SELECT id, name, slug, make, model, primary_image_url, stocknum, simple_body AS body, simple_body FROM vehicles
     WHERE tenant_id = $1 AND show_on_dealer_website AND id = ANY($2::int[])`,
    [tenant.id, ids.map(Number)],
  )
  return new Map(rows.map((r) => [String(r.id), r]))
}

const rowsOf = (ids: StoredIds, cars: Map<string, CarRow>) => {
  const rows = (list: string[]) => list.map((id) => cars.get(id)).filter((c): c is CarRow => c !== undefined)
  return { favourites: rows(ids.favourites), viewed: rows(ids.viewed) }
}

function listsOf(ids: StoredIds, cars: Map<string, CarRow>): AccountLists {
  const rows = rowsOf(ids, cars)
  return {
    favourites: rows.favourites.map((c) => ({
      id: String(c.id),
      name: c.name,
      slug: c.slug,
      make: c.make,
      model: c.model,
      primary_image_url: c.primary_image_url,
    })),
    viewed: rows.viewed.map((c) => ({
      id: String(c.id),
      stocknum: c.stocknum,
      make: c.make,
      model: c.model,
      body: c.body,
      simple_body: c.simple_body,
    })),
  }
}

/** The cars of the shopper's lists on this tenant, with their names and addresses (the data download). */
export async function accountListCars(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
): Promise<{ favourites: { name: string; slug: string }[]; viewed: { name: string; slug: string }[] }> {
  const ids = await storedIds(payload, account)
  return rowsOf(ids, await siteCars(payload, tenant, [...ids.favourites, ...ids.viewed]))
}

/** The shopper's lists on this tenant. */
export async function accountLists(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
): Promise<AccountLists> {
  const ids = await storedIds(payload, account)
  return listsOf(ids, await siteCars(payload, tenant, [...ids.favourites, ...ids.viewed]))
}

/**
 * Keep the browser's lists with the account: merged into what is stored (this device's first), or replacing it. Ids
 * that are not this tenant's cars on its site are left out. Answers the lists as stored now.
 */
export async function saveAccountLists(
  payload: Payload,
  tenant: TenantSite,
  account: ShopperAccount,
  input: SavedCarsInput,
): Promise<AccountLists> {
  const before = input.merge ? await storedIds(payload, account) : { favourites: [], viewed: [] }
  const wanted: StoredIds = {
    favourites: mergeIds(input.favourites, before.favourites, SYNC_LIMITS.favourites),
    viewed: mergeIds(input.viewed, before.viewed, SYNC_LIMITS.viewed),
  }
  const cars = await siteCars(payload, tenant, [...wanted.favourites, ...wanted.viewed])
  const kept: StoredIds = {
    favourites: wanted.favourites.filter((id) => cars.has(id)),
    viewed: wanted.viewed.filter((id) => cars.has(id)),
  }
  await pgPoolOf(payload).query('UPDATE customers SET saved_cars = $2::jsonb WHERE id = $1', [
    account.id,
    JSON.stringify(kept),
  ])
  return listsOf(kept, cars)
}
