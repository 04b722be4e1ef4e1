// `npm run test:engine`: the search engine contract suite (tests/int/searchContract.test.ts) against one engine —
// the Typesense engine when TYPESENSE_URL is set (TYPESENSE_API_KEY with it; src/lib/env.ts), else the PostgreSQL
// engine — so an operator with a Typesense server proves it in one command. The int project's embedded PostgreSQL
// is the source of truth either way (the suite's vehicles are created there and indexed into the engine).
// Extra arguments go to jest.
import { spawn } from 'node:child_process'

const url = process.env.TYPESENSE_URL
const engine = url ? 'typesense' : 'postgres'
if (url && !process.env.TYPESENSE_API_KEY) {
  console.error('TYPESENSE_URL is set but TYPESENSE_API_KEY is not: set both to run the contract against Typesense.')
  process.exit(2)
}
const note = url
  ? `Engine contract against the Typesense engine at ${url} (the PostgreSQL engine's runs are left to npm run test:int).`
  : 'Engine contract against the PostgreSQL engine. Typesense run skipped: TYPESENSE_URL is unset.'
console.log(`› ${note}`)

const child = spawn(
  process.execPath,
  [
    'node_modules/jest/bin/jest.js',
    '--selectProjects',
    'int',
    '--runInBand',
    '--testPathPatterns',
    'tests/int/searchContract\\.test\\.ts',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
      SEARCH_CONTRACT_ENGINE: engine,
    },
  },
)
child.on('exit', (code, signal) => {
  console.log(`› ${note}`)
  process.exit(code ?? (signal ? 1 : 0))
})
