/**
 * A process that takes a lease and holds it (renewing) until it is killed: the "instance that dies" of
 * tests/int/leases.test.ts. Run as `node --import tsx tests/int/helpers/leaseHolderProcess.ts <name> <ttlMs>` with
 * DATABASE_URL set; prints `held <holder>` once it has the lease, `busy` when another holder has it.
 */
import pg from 'pg'

import { withLease } from '../../../src/lib/db/leases'

const [name = 'test-lease', ttl = '2000'] = process.argv.slice(2)
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
const held = await withLease(
  pool,
  name,
  (lease) =>
    new Promise<never>(() => {
      console.log(`held ${lease.holder}`)
    }),
  { ttlMs: Number(ttl) },
)
if (!held) console.log('busy')
await pool.end()
