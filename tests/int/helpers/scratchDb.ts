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
