/**
 * A real Redis for tests (scripts/lib/redis-server.mjs: Debian's redis-server on a free loopback port), and a wait
 * for a connection to be up.
 */
export { startRedisServer as startRedis, type RedisServer as TestRedis } from '../../scripts/lib/redis-server.mjs'

/** Resolves once `shared` says it is connected (or at once when it is). */
export function whenUp(shared: { up(): boolean; onChange(listener: (c: { up: boolean }) => void): () => void }) {
  return new Promise<void>((resolve) => {
    if (shared.up()) return resolve()
    const off = shared.onChange(({ up }) => {
      if (!up) return
      off()
      resolve()
    })
  })
}
