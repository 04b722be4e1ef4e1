/**
 * migrations/ on EMPTY databases created on the int project's PostgreSQL server:
 *   1. in process: Payload pointed at a fresh database, payload.db.migrate(), then the migrate:status equivalent
 *      (every migration file recorded, none pending) and no schema drift between collections/ and the last snapshot;
 *   2. through the real CLI (`payload migrate`, as `npm run migrate` runs it) on another fresh database.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { migrations } from '../../migrations'
import { payloadOn, urlFor, withClient } from './helpers/scratchDb'
import { shutdownPayload } from './helpers/shutdown'

const root = process.cwd()
const migrationDir = path.join(root, 'migrations')

const migrationNames = fs
  .readdirSync(migrationDir)
  .filter((f) => (f.endsWith('.ts') || f.endsWith('.js')) && !/^index\.(ts|js)$/.test(f))
  .map((f) => f.replace(/\.(ts|js)$/, ''))
  .sort()

const EXPECTED_TABLES = [
  'tenants',
  'users',
  'vehicles',
  'pages',
  '_pages_v',
  'promo_tiles',
  'navigation',
  'media',
  'payload_migrations',
]

const tablesIn = (database: string) =>
  withClient(database, (client) =>
    client
      .query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")
      .then((r) => r.rows.map((row) => row.table_name)),
  )

const recordedMigrations = (database: string) =>
  withClient(database, (client) =>
    client
      .query<{ name: string }>('SELECT name FROM payload_migrations WHERE batch <> -1 ORDER BY name')
      .then((r) => r.rows.map((row) => row.name)),
  )

const freshName = (prefix: string) => `${prefix}_${crypto.randomBytes(4).toString('hex')}`
const created: string[] = []

async function createDatabase(prefix: string): Promise<string> {
  const name = freshName(prefix)
  await withClient('postgres', (client) => client.query(`CREATE DATABASE "${name}"`))
  created.push(name)
  return name
}

afterAll(async () => {
  for (const name of created) {
    await withClient('postgres', (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  }
})

describe('migration files', () => {
  it('there is at least one migration, each with its schema snapshot, and migrations/index.ts lists them all in order', () => {
    expect(migrationNames.length).toBeGreaterThan(0)
    for (const name of migrationNames) expect(fs.existsSync(path.join(migrationDir, `${name}.json`))).toBe(true)
    expect(migrations.map((m) => m.name)).toEqual(migrationNames)
  })
})

describe('payload.db.migrate() on an empty database', () => {
  let database: string
  let payload: Payload | undefined

  beforeAll(async () => {
    database = await createDatabase('mig')
    payload = await payloadOn(database)
  })

  afterAll(async () => {
    await shutdownPayload(payload)
  })

  it('starts empty', async () => {
    expect(await tablesIn(database)).toEqual([])
  })

  it('creates the collection tables', async () => {
    await payload!.db.migrate({ migrations: migrations as never })
    expect(await tablesIn(database)).toEqual(expect.arrayContaining(EXPECTED_TABLES))
  })

  it('records every migration file and leaves nothing pending (migrate:status)', async () => {
    const recorded = await recordedMigrations(database)
    expect(recorded).toEqual(migrationNames)
    expect(migrationNames.filter((name) => !recorded.includes(name))).toEqual([])
  })

  it('a second migrate is a no-op', async () => {
    await payload!.db.migrate({ migrations: migrations as never })
    expect(await recordedMigrations(database)).toEqual(migrationNames)
  })

  it('the schema built from collections/ matches the last migration snapshot (no `migrate:create` owed)', async () => {
    const db = payload!.db as unknown as {
      schema: unknown
      requireDrizzleKit: () => {
        generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
        generateMigration: (before: unknown, after: unknown) => Promise<string[]>
        upSnapshot?: (snapshot: unknown) => unknown
      }
    }
    const { generateDrizzleJson, generateMigration, upSnapshot } = db.requireDrizzleKit()
    const after = await generateDrizzleJson(db.schema)
    let before = JSON.parse(fs.readFileSync(path.join(migrationDir, `${migrationNames.at(-1)}.json`), 'utf8'))
    if (upSnapshot && before.version < after.version) before = upSnapshot(before)
    const pending = await generateMigration(before, after)
    expect(pending).toEqual([])
    // The comparison is not vacuous: a snapshot missing the tenants table owes a CREATE TABLE.
    const withoutTenants = structuredClone(before)
    delete withoutTenants.tables['public.tenants']
    expect((await generateMigration(withoutTenants, after)).join('\n')).toMatch(/CREATE TABLE "tenants"/)
  })

  it('documents can be created and read back on the migrated schema', async () => {
    const tenant = await payload!.create({
      collection: 'tenants',
      data: { name: 'Migrated', slug: 'migrated', template: 'used' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const found = await payload!.find({
      collection: 'tenants',
      where: { slug: { equals: 'migrated' } },
      overrideAccess: true,
    })
    expect(found.docs.map((t) => t.id)).toEqual([tenant.id])
  })
})

type CliResult = { code: number | null; output: string; attempts: number }

/**
 * `node node_modules/payload/bin.js …` as `npm run migrate` runs it (no jest NODE_OPTIONS, no NODE_ENV=test).
 * Known upstream flake (payloadcms/payload#17757, #11081; fix proposed in #17853): on this Node the CLI's config
 * import sometimes never settles and the process exits 0 having printed nothing. Only that exact signature is
 * retried, and the attempt count is part of the result.
 */
async function payloadCli(args: string[], databaseUrl: string, maxAttempts = 5): Promise<CliResult> {
  // (cast: Next's types declare NODE_ENV as always present)
  const inherited = Object.entries(process.env).filter(([key]) => key !== 'NODE_OPTIONS' && key !== 'NODE_ENV')
  const env = {
    ...Object.fromEntries(inherited),
    DATABASE_URL: databaseUrl,
    FORCE_COLOR: '0',
  } as unknown as NodeJS.ProcessEnv
  for (let attempt = 1; ; attempt++) {
    const result = await new Promise<Omit<CliResult, 'attempts'>>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), ...args], {
        cwd: root,
        env,
      })
      let output = ''
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, output }))
    })
    const silentExit = result.code === 0 && result.output.trim() === ''
    if (!silentExit || attempt >= maxAttempts) return { ...result, attempts: attempt }
  }
}

describe('`payload migrate` (the CLI) on an empty database', () => {
  let database: string
  // each run starts the CLI (and may start it again after a silent exit): tens of seconds on two busy cores
  const CLI_TIMEOUT_MS = 180_000

  beforeAll(async () => {
    database = await createDatabase('mig_cli')
  })

  it(
    'exits 0, creates the tables and records every migration',
    async () => {
      const { code, output, attempts } = await payloadCli(['migrate'], urlFor(database))
      if (attempts > 1)
        console.warn(`payload migrate needed ${attempts} attempts (silent exits: payloadcms/payload#17757)`)
      if (code !== 0 || !/Migrated:/.test(output))
        throw new Error(`payload migrate exited ${code} without migrating:\n${output}`)
      expect(await tablesIn(database)).toEqual(expect.arrayContaining(EXPECTED_TABLES))
      expect(await recordedMigrations(database)).toEqual(migrationNames)
    },
    CLI_TIMEOUT_MS,
  )

  it(
    'a second run applies nothing',
    async () => {
      const { code, output } = await payloadCli(['migrate'], urlFor(database))
      expect(code).toBe(0)
      expect(output).toMatch(/Done\./)
      expect(output).not.toMatch(/Migrating:/)
      expect(await recordedMigrations(database)).toEqual(migrationNames)
    },
    CLI_TIMEOUT_MS,
  )
})
