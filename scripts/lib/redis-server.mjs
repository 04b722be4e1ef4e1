// A Redis of our own for tests and the scale test: Debian's `redis-server` (`.ci/run` installs it) on a free loopback
// port, no persistence, in a temporary directory. `stop()` kills it, `start()` starts it again on the same port (an
// outage and its end). Never needed by `npm run demo`.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freeLowPort } from './embedded-db.mjs'

/**
 * @typedef {object} RedisServer
 * @property {string} url
 * @property {number} port
 * @property {() => Promise<void>} start  starts it (again); does nothing while it runs
 * @property {() => Promise<void>} stop   kills it (SIGKILL: an outage, not a shutdown)
 */

/** @returns {Promise<RedisServer>} started */
export async function startRedisServer() {
  const port = await freeLowPort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-redis-'))
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null
  /** @type {RedisServer} */
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      if (child && child.exitCode === null) return
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]
      const started = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] })
      child = started
      await new Promise((resolve, reject) => {
        let output = ''
        const fail = (/** @type {string} */ why) => {
          clearTimeout(timer)
          reject(new Error(`${why}:\n${output}`))
        }
        const timer = setTimeout(() => fail('redis-server did not start in 10 s'), 10_000)
        started.once('exit', () => fail('redis-server exited'))
        started.once('error', (error) =>
          fail(`redis-server could not run (apt-get install redis-server): ${error.message}`),
        )
        started.stdout?.on('data', (chunk) => {
          output += String(chunk)
          if (output.includes('Ready to accept connections')) {
            clearTimeout(timer)
            started.removeAllListeners('exit')
            resolve(undefined)
          }
        })
      })
    },
    async stop() {
      const running = child
      child = null
      if (!running || running.exitCode !== null) return
      await new Promise((resolve) => {
        running.once('exit', resolve)
        running.kill('SIGKILL')
      })
    },
  }
  await redis.start()
  process.once('exit', () => child?.kill('SIGKILL'))
  return redis
}
