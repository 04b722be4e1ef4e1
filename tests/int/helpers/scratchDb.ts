import type { Payload } from 'payload'
import { getPayload } from 'payload'
import pg from 'pg'

/** DATABASE_URL with another database name: a scratch database beside the test one, on the same server. */
export function urlFor(database: string): string {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${database}`
  return url.toString()
}

/** Runs `run` with a client connected to `database`, and always disconnects. */
export async function withClient<T>(database: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlFor(database) })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/**
 * A Payload instance on the scratch database (payload.config.ts reads DATABASE_URL when first imported, and each
 * test file has its own module registry), with the log level of the int tests.
 */
export async function payloadOn(database: string): Promise<Payload> {
  const shared = process.env.DATABASE_URL
  process.env.DATABASE_URL = urlFor(database)
  let payload: Payload
  try {
    const { default: config } = await import('@payload-config')
    payload = await getPayload({ config })
  } finally {
    process.env.DATABASE_URL = shared
  }
  payload.logger.level = process.env.INT_LOG_LEVEL ?? 'warn'
  return payload
}
