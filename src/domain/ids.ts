import { z } from 'zod'

/** The largest id a Postgres `integer`/`serial` column holds. */
export const PG_INT_MAX = 2_147_483_647

export const DB_ID_MESSAGE = `must be a whole number from 1 to ${PG_INT_MAX}`

/**
 * A database id sent by a client (number or digits): a whole number in 1..PG_INT_MAX, else a clear message — an id
 * beyond the column never reaches Postgres (which would fail the query, and a client would see a 5xx).
 *   '42' → 42; 42 → 42; '999999999999' → error; '4.2', '-1', 'abc' → error
 */
export const dbIdSchema = z
  .union([z.number(), z.string().trim().regex(/^\d{1,12}$/, { error: DB_ID_MESSAGE })], { error: DB_ID_MESSAGE })
  .transform((v) => Number(v))
  .pipe(z.number().int({ error: DB_ID_MESSAGE }).min(1, { error: DB_ID_MESSAGE }).max(PG_INT_MAX, { error: DB_ID_MESSAGE }))

/** Whether a value is an id that fits the column (for code that checks without zod). */
export function isDbId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= PG_INT_MAX
}
