import crypto from 'node:crypto'

import pg from 'pg'

import { urlFor, withClient } from './scratchDb'

/** The test processor's table, as the app's migration creates it. */
export const TEST_PAYMENTS_TABLE = `
CREATE TABLE IF NOT EXISTS test_payments (
  ref text PRIMARY KEY,
  tenant_slug text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  state text NOT NULL,
  failure_message text,
  reservation_id text,
  client_secret text NOT NULL,
  idempotency_key text UNIQUE,
  card_last4 text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
)`

/** A scratch database beside the test one holding only `test_payments`, with a pool on it; `drop` ends both. */
export async function paymentsDatabase(): Promise<{ pool: pg.Pool; drop: () => Promise<void> }> {
  const database = `payments_${crypto.randomBytes(4).toString('hex')}`
  await withClient('postgres', (client) => client.query(`CREATE DATABASE "${database}"`))
  const pool = new pg.Pool({ connectionString: urlFor(database), max: 10 })
  await pool.query(TEST_PAYMENTS_TABLE)
  return {
    pool,
    drop: async () => {
      await pool.end()
      await withClient('postgres', (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`))
    },
  }
}
