import { z } from 'zod'

/** The largest id a Postgres `integer`/`serial` column holds. */
export const PG_INT_MAX = 2_147_483_647

/**
 * A database id sent by a client (a number or digits): a whole number in 1..PG_INT_MAX, else a clear message naming
 * `what` — an id beyond the column never reaches Postgres (which would fail the query, and the client see a 5xx).
 *   dbId('location'): '42' → 42; 42 → 42; '999999999999', '4.2', '-1', 'abc' → 'location must be a whole number from 1 to 2147483647'
 */
export function dbId(what = 'id') {
  const message = `${what} must be a whole number from 1 to ${PG_INT_MAX}`
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,12}$/, { error: message }),
      ],
      { error: message },
    )
    .transform((v) => Number(v))
    .pipe(z.number().int({ error: message }).min(1, { error: message }).max(PG_INT_MAX, { error: message }))
}

export const dbIdSchema = dbId()

/** Whether a value is an id that fits the column (for code that checks without zod). */
export function isDbId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= PG_INT_MAX
}
