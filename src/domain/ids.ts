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

/**
 * A tenant's id as the app passes it around: Payload gives a number (serial column), the search documents and URL
 * keys carry its string form. Compare with `sameId`, never with `===` across the two forms.
 */
export type TenantId = number | string

/** Any document id as a relation carries it. */
export type DocId = number | string

/**
 * The id behind a relationship value, whatever depth it was read at: a populated document (`{ id, … }`), a bare
 * id, or nothing. The one place that knows a Payload relation can be either.
 *   relationId({ id: 7, name: 'x' }) → 7; relationId(7) → 7; relationId('7') → '7'; relationId(null) → null
 */
export function relationId(value: unknown): DocId | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number' || typeof value === 'string') return value
  if (typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id
    return typeof id === 'number' || typeof id === 'string' ? id : null
  }
  return null
}

/** Two ids naming the same row, whether either came as a number or as its string form. */
export function sameId(a: unknown, b: unknown): boolean {
  const x = relationId(a)
  const y = relationId(b)
  return x !== null && y !== null && String(x) === String(y)
}

/**
 * A relation's database id (a populated document or a bare id) as a number, or null when it names none.
 *   relationDbId({ id: 7 }) → 7; relationDbId('7') → 7; relationDbId(null) → null; relationDbId('x') → null
 */
export function relationDbId(value: unknown): number | null {
  const id = Number(relationId(value))
  return isDbId(id) ? id : null
}
