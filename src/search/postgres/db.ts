/** Running the statements of ./sql on the pg pool: one statement, or a unit of work in one transaction. */
import type { PoolClient } from 'pg'

import type { ReadQueryable } from '../../lib/db/replicas'

import type { BuiltSql } from './sql'

/** The primary's pool, a replica's (../../lib/db/replicas), or one connection. */
export type Queryable = Pick<ReadQueryable, 'query'>

export const run = <R extends object = Record<string, unknown>>(db: Queryable, sql: BuiltSql) =>
  db.query<R>(sql.text, sql.values)

/** `work` in one transaction on its own connection: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(
  pool: Pick<ReadQueryable, 'connect'>,
  begin: string,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query(begin)
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
