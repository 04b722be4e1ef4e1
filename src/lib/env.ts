import { z } from 'zod'

import { DEFAULT_POOL_MAX, MIN_POOL_MAX } from './db/poolBudget.mjs'

/** A number of PostgreSQL connections (src/lib/db/poolBudget.mjs). */
const connectionCount = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(MIN_POOL_MAX, `${name} must be at least ${MIN_POOL_MAX}`)
    .max(10_000, `${name} must be at most 10000`)

/** An empty variable counts as unset (`DATABASE_CONNECTIONS=` in a compose file). */
const emptyIsUnset = <T extends z.ZodTypeAny>(inner: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), inner)

/**
 * The only reader of process.env. Scripts that start the app (scripts/demo.mjs, the test set-up)
 * put DATABASE_URL and PAYLOAD_SECRET in place before anything imports this.
 */
const schema = z.object({
  DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional(),
  DATA_DIR: z.string().default('.data'),
  PORT: z.coerce.number().int().positive().default(3000),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEMO_PASSWORD: z.string().min(1).default('demo'),
  /**
   * 'off' on a deployment search engines must not index (staging, a preview, a load-test copy): every host's
   * robots.txt then says `Disallow: /` (src/domain/seo/robots.ts). 'on' (default): dealer sites are crawlable.
   */
  SITE_INDEXING: z.enum(['on', 'off']).default('on'),
  TYPESENSE_URL: z.string().url().optional(),
  TYPESENSE_API_KEY: z.string().optional(),
  /**
   * Bytes the postgres search engine's in-memory facet indexes may hold together, per process (default 256 MiB):
   * past it the least recently searched tenant's index is dropped (src/search/postgres/facetIndex.ts).
   */
  FACET_INDEX_MAX_BYTES: z.coerce.number().int().positive().optional(),
  /** '1' turns the in-memory search result cache off (src/search/cache.ts); `npm run bench:search` sets it. */
  SEARCH_CACHE_DISABLED: z.enum(['0', '1']).optional(),
  /** '1' counts SQL statements (src/lib/sqlCounter.ts, GET /api/debug/sql-count); `npm run bench:vdp` sets it. */
  SQL_QUERY_COUNT: z.enum(['0', '1']).optional(),
  /** Where `npm run import:stock` asks a running app to refresh its caches (default http://localhost:$PORT). */
  IMPORT_NOTIFY_URL: z.string().url().optional(),
  /** '0' keeps the lead delivery worker from starting with the server (src/instrumentation.ts); on by default. */
  LEAD_WORKER: z.enum(['0', '1']).optional(),
  /** Milliseconds between delivery passes (src/data/leads/worker.ts). */
  LEAD_WORKER_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
  /** First retry delay after a failed delivery, doubling per attempt up to LEAD_BACKOFF_MAX_MS (src/data/leads/backoff.ts). */
  LEAD_BACKOFF_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  LEAD_BACKOFF_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  /** How long a claimed lead is held before another pass may claim it again (crashed worker, restarted server). */
  LEAD_LEASE_MS: z.coerce.number().int().min(1000).default(30_000),
  /** SMTP for lead and admin mail (src/lib/email). Without SMTP_HOST mail is written to ${DATA_DIR}/outbox as .eml files. */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(['true', 'false', '1', '0']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  EMAIL_FROM_ADDRESS: z
    .string()
    .email({ message: 'EMAIL_FROM_ADDRESS must be an email address' })
    .default('leads@dealer-platform.example'),
  EMAIL_FROM_NAME: z.string().min(1).default('Dealer platform'),
  /**
   * Hosts (comma-separated, no port) that serve the admin (/admin) and accept an admin session on Payload's REST and
   * GraphQL API. Every other host (each tenant's site) answers 404 for /admin and ignores the session cookie.
   * The edge (server/edge.mjs, DEFAULT_ADMIN_HOSTS) reads it too, with the same default.
   */
  ADMIN_HOSTS: z
    .string()
    .default('localhost,127.0.0.1,[::1]')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * Proxies whose X-Forwarded-For/-Host/-Proto are believed (addresses, CIDR ranges or `loopback`). Read by the edge
   * (server/server.mjs); listed here so the whole environment is documented in one place. Default: nobody.
   */
  TRUSTED_PROXIES: z.string().optional(),
  /**
   * '1' lets lead destinations (webhooks) point at private, loopback or link-local addresses — for an on-premise
   * CRM inside the dealer's network. Off by default: such URLs are refused at save time and at send time.
   */
  LEAD_DESTINATIONS_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  /**
   * The shortest time (ms) from a lead form's first render to its submission expected of a person; a form sent
   * faster is stored but held as suspected spam (src/domain/leads/trust.ts): answered as usual, not delivered until
   * the dealer releases it in the admin. Default 2000.
   */
  LEAD_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * The edge page cache (server/pageCache.mjs, read by server/server.mjs; listed here to document it): 'off'
   * serves every page from Next; PAGE_CACHE_MAX_MB memory bound (128), PAGE_CACHE_TTL_S fresh seconds (60),
   * PAGE_CACHE_SWR_S stale-while-revalidate seconds (300), PAGE_CACHE_WARM keys refilled after a purge (24).
   */
  PAGE_CACHE: z.string().optional(),
  PAGE_CACHE_MAX_MB: z.string().optional(),
  PAGE_CACHE_TTL_S: z.string().optional(),
  PAGE_CACHE_SWR_S: z.string().optional(),
  PAGE_CACHE_WARM: z.string().optional(),
  /**
   * A CDN in front: each tenant purge POSTs `{ tenantId, tags: ['tenant-<id>'], hosts }` here with header
   * `x-purge-token: CDN_PURGE_TOKEN` (src/lib/pageCachePurge.ts). Unset: no CDN purge.
   */
  CDN_PURGE_URL: z.string().url({ message: 'CDN_PURGE_URL must be a URL' }).optional(),
  CDN_PURGE_TOKEN: z.string().optional(),
  /** '0' keeps the reservation worker (hold expiry, payment checks) from starting with the server; on by default. */
  RESERVATION_WORKER: z.enum(['0', '1']).optional(),
  /** '0': this process does not run the saved-search alert job (src/data/alerts/job.ts). */
  ALERT_JOB: z.enum(['0', '1']).optional(),
  ALERT_JOB_INTERVAL_MS: z.coerce.number().int().min(50).default(120_000),
  /** Milliseconds between reservation worker passes (src/data/reservations/worker.ts). */
  RESERVATION_WORKER_INTERVAL_MS: z.coerce.number().int().min(50).default(15_000),
  /**
   * The built-in test card processor's webhooks (src/data/payments/testProvider.ts), for the chaos test: a delay in
   * ms before each delivery, '1' to send every event twice, '1' to send a payment's events newest first.
   */
  TEST_PAYMENTS_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  TEST_PAYMENTS_WEBHOOK_DUPLICATE: z.enum(['0', '1']).default('0'),
  TEST_PAYMENTS_WEBHOOK_REORDER: z.enum(['0', '1']).default('0'),
  /**
   * Another origin for Stripe's API (src/data/payments): the tests' local fixture server. Never set in production,
   * where the Stripe client talks to api.stripe.com.
   */
  STRIPE_API_BASE: z.string().url({ message: 'STRIPE_API_BASE must be a URL' }).optional(),
  /**
   * PostgreSQL hot standbys (comma-separated postgres:// URLs) for the public site's search reads (src/lib/db/
   * replicas.ts, docs/architecture/database.md). Payload, the admin and every write stay on DATABASE_URL. Unset: all
   * reads on DATABASE_URL.
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'each DATABASE_REPLICA_URLS entry must be a postgres:// URL'),
      ),
    ),
  /**
   * PostgreSQL connections this process's pools may each open (Payload's on DATABASE_URL, and each replica's): default
   * 10. The edge (server/server.mjs) sets it for each process it forks from DATABASE_CONNECTIONS; set it directly
   * only for a process started on its own (src/lib/db/poolBudget.mjs, docs/DEPLOY.md "Database connections").
   */
  DATABASE_POOL_MAX: emptyIsUnset(connectionCount('DATABASE_POOL_MAX').default(DEFAULT_POOL_MAX)),
  /**
   * PostgreSQL connections one instance may open, all its processes together: the edge gives each of its Next
   * workers and its image worker an equal share as DATABASE_POOL_MAX. Read by the edge; listed here to document and
   * check it. Unset: each process DATABASE_POOL_MAX (10).
   */
  DATABASE_CONNECTIONS: emptyIsUnset(connectionCount('DATABASE_CONNECTIONS').optional()),
  /** How long (ms) a replica that failed to answer is skipped (its reads go to DATABASE_URL) before it is tried again. */
  DATABASE_REPLICA_RETRY_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * Media files on S3-compatible storage (src/lib/mediaStorage.ts) instead of ${DATA_DIR}/media: the bucket, and with
   * it both keys. S3_REGION defaults to us-east-1 (which MinIO and R2 accept too); S3_ENDPOINT for anything other
   * than AWS (MinIO, R2); S3_FORCE_PATH_STYLE '1' addresses the bucket in the path (MinIO); S3_PREFIX a folder inside
   * the bucket. Unset S3_BUCKET: local disk.
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url({ message: 'S3_ENDPOINT must be a URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  S3_PREFIX: z
    .string()
    .optional()
    .transform((v) => v?.replace(/^\/+|\/+$/g, '') || undefined),
})

/** Media storage is all or nothing: a bucket without its keys (or keys without a bucket) is a mistake, not a default. */
const checked = schema.superRefine((e, ctx) => {
  const s3Only = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_ENDPOINT', 'S3_PREFIX'] as const
  if (e.S3_BUCKET) {
    for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} must be set when S3_BUCKET is` })
  } else {
    for (const key of s3Only)
      if (e[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is set but S3_BUCKET is not` })
  }
})

export type Env = z.infer<typeof schema>

/** The environment `source` describes, or an error naming every invalid variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = checked.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return parsed.data
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

export function requireEnv<K extends keyof Env>(key: K): NonNullable<Env[K]> {
  const value = env()[key]
  if (value === undefined || value === null || value === '') {
    throw new Error(`${String(key)} is not set. Start the app with \`npm run demo\` or set it in the environment.`)
  }
  return value as NonNullable<Env[K]>
}
