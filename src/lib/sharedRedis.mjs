// The process's connection to the shared state (docs/DEPLOY.md "Shared state"): Redis at REDIS_URL, or nothing.
// Used by the edge (the purge bus, server/bus.mjs), by Next's data cache (src/lib/dataCache.mjs) and by the
// app's rate limits (src/lib/sharedLimits.ts) — one connection per process, kept in the SHARED_REDIS slot so the
// plain module and the copies Next bundles share it.
//
// It fails fast: no offline queue, so while Redis is unreachable every command rejects at once and the caller falls
// back to what it does without Redis (serve from the database, count in this process); ioredis reconnects in the
// background (every 0.1 s growing to 2 s). `onChange` hears each transition, the first connection included
// (`{ up: true, again: false }`), so a reconnect (`again: true`) can drop what may have been missed meanwhile.
import Redis from 'ioredis'

import { SHARED_REDIS } from './edgeContract.mjs'

/**
 * @typedef {{ up: boolean, again: boolean }} RedisChange
 * @typedef {object} SharedRedis
 * @property {import('ioredis').Redis} client  commands; reject at once while Redis is unreachable
 * @property {() => boolean} up                 whether the connection is ready now
 * @property {(listener: (change: RedisChange) => void) => () => void} onChange  hear transitions; returns unsubscribe
 * @property {(name: string) => import('ioredis').Redis} duplicate  a second connection (a subscriber), same settings
 * @property {() => Promise<void>} close
 */

/** Key prefix of everything the platform keeps in Redis (REDIS_PREFIX, default 'dp:'), so one Redis can serve several. */
export const redisPrefix = (env = process.env) => env.REDIS_PREFIX || 'dp:'

/**
 * @param {string} url
 * @param {string} name the connection's name in `CLIENT LIST`
 * @returns {import('ioredis').RedisOptions & { connectionName: string }}
 */
export const redisOptions = (url, name) => ({
  connectionName: `dealer-platform:${name}`,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 2000,
  commandTimeout: 1000,
  retryStrategy: (times) => Math.min(2000, 100 * times),
  // a URL with rediss:// turns on TLS by itself
  ...(url.startsWith('rediss://') ? { tls: {} } : {}),
})

/**
 * This process's shared Redis, or null when REDIS_URL is not set (one instance: everything stays in the process).
 * @param {Record<string, string | undefined>} [env]
 * @returns {SharedRedis | null}
 */
export function sharedRedis(env = process.env) {
  const url = env.REDIS_URL
  if (!url) return null
  const existing = SHARED_REDIS.get()
  if (existing) return existing
  const created = connect(url, 'app')
  SHARED_REDIS.set(created)
  return created
}

/**
 * A connection with its up/down transitions logged once each (not once per failed command).
 * @param {string} url @param {string} name @returns {SharedRedis}
 */
export function connect(url, name) {
  const client = new Redis(url, redisOptions(url, name))
  /** @type {Set<(change: RedisChange) => void>} */
  const listeners = new Set()
  let up = false
  let everUp = false
  /** @param {RedisChange} change */
  const tell = (change) => {
    for (const listener of listeners) {
      try {
        listener(change)
      } catch (error) {
        console.error('shared state listener failed', error)
      }
    }
  }
  client.on('ready', () => {
    const again = everUp
    up = true
    everUp = true
    if (again) console.log(`› Redis (${name}) is back`)
    tell({ up: true, again })
  })
  let warned = false
  // ioredis reports every failed reconnect as an error: 'close' says it once per outage, this only at a start without Redis
  client.on('error', (error) => {
    if (everUp || warned) return
    warned = true
    console.error(`✖ Redis (${name}) is unreachable (${error.message}); falling back until it is (docs/DEPLOY.md)`)
  })
  let closing = false
  client.on('close', () => {
    if (!up || closing) return // an outage, not our own quit
    up = false
    console.error(`✖ Redis (${name}) is unreachable; falling back until it is back (docs/DEPLOY.md)`)
    tell({ up: false, again: false })
  })
  return {
    client,
    up: () => up,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    duplicate: (other) => new Redis(url, redisOptions(url, other)),
    async close() {
      closing = true
      up = false
      listeners.clear()
      await client.quit().catch(() => client.disconnect())
    },
  }
}
