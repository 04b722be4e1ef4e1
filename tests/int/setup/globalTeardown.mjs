import fs from 'node:fs'

export default async function globalTeardown() {
  const g = /** @type {{ __INT_PG__?: { dataDir: string, stop: () => Promise<void> } }} */ (globalThis)
  const pg = g.__INT_PG__
  if (!pg) return
  try {
    await pg.stop()
  } finally {
    fs.rmSync(pg.dataDir, { recursive: true, force: true })
    g.__INT_PG__ = undefined
  }
}
