import fs from 'node:fs'

export default async function globalTeardown() {
  const pg = globalThis.__INT_PG__
  if (!pg) return
  try {
    await pg.stop()
  } finally {
    fs.rmSync(pg.dataDir, { recursive: true, force: true })
    globalThis.__INT_PG__ = undefined
  }
}
