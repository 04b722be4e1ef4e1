// `npm run migrate` / `npm run seed` / `npm run reindex [-- tenant-slug]` / `npm run import:stock -- feed.csv --tenant slug [--dealership slug] [--partial]` / `npm run import:reviews -- reviews.csv --tenant slug` / `npm run migrate:create -- name`: against DATABASE_URL, or against the
// embedded PostgreSQL in DATA_DIR when DATABASE_URL is not set.
import { prepareEnv } from './lib/app-env.mjs'
import { run } from './lib/build.mjs'
import { importReviews, importStock, migrate, reindex, seed } from './lib/payload-cli.mjs'

const task = /** @type {string} */ (process.argv[2])
/** @type {Record<string, (env: NodeJS.ProcessEnv) => Promise<void>>} */
const tasks = {
  migrate: (env) => migrate(env),
  seed: async (env) => {
    await migrate(env)
    await seed(env)
  },
  reindex: async (env) => {
    await migrate(env)
    await reindex(env, process.argv.slice(3))
  },
  'import:stock': async (env) => {
    await migrate(env)
    await importStock(env, process.argv.slice(3))
  },
  'import:reviews': async (env) => {
    await migrate(env)
    await importReviews(env, process.argv.slice(3))
  },
  'migrate:create': (env) =>
    run(process.execPath, ['node_modules/payload/bin.js', 'migrate:create', ...process.argv.slice(3)], env),
}
if (!tasks[task]) {
  console.error(`Unknown task '${task}'. Use one of: ${Object.keys(tasks).join(', ')}`)
  process.exit(2)
}

const { env, stop } = await prepareEnv()
let code = 0
try {
  await tasks[task]?.(env)
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`)
  code = 1
}
await stop()
process.exit(code)
