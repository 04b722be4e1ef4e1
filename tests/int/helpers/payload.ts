/**
 * Boot Payload once per test file against the int project's embedded PostgreSQL (tests/int/setup/globalSetup.mjs
 * puts DATABASE_URL, PAYLOAD_SECRET and DATA_DIR in process.env before any test file imports the config).
 *
 *   const payload = await bootPayload()      // beforeAll: boots, applies migrations/ on first use
 *   await shutdownPayload(payload)           // afterAll: lets jest exit without --forceExit
 */
import type { Payload } from 'payload'
import { getPayload } from 'payload'

import config from '@payload-config'

import { migrations } from '../../../migrations'
import { shutdownPayload as shutdown } from './shutdown'

// The postgres adapter's migration args are narrower than the generic ones payload.db.migrate declares.
type MigrationList = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>
let booting: Promise<Payload> | undefined

export function bootPayload(): Promise<Payload> {
  if (!process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set: run int tests through `npm run test:int` (the int project starts PostgreSQL).',
    )
  }
  booting ??= (async () => {
    const payload = await getPayload({ config })
    // Keep jest output readable: boot and migration INFO lines are noise here. INT_LOG_LEVEL=info brings them back.
    payload.logger.level = process.env.INT_LOG_LEVEL ?? 'warn'
    // Migrations are passed in rather than read from disk: Payload's reader imports each file through an
    // eval'd import(), which jest's VM modules cannot serve. Already-applied migrations are skipped.
    await payload.db.migrate({ migrations: migrations as unknown as MigrationList })
    return payload
  })()
  return booting
}

export async function shutdownPayload(payload: Payload | undefined): Promise<void> {
  await shutdown(payload)
  booting = undefined
}
