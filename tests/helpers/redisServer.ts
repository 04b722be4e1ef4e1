/**
 * A real Redis for tests: Debian's `redis-server` (`.ci/run` installs it) on a free loopback port, no persistence, in
 * a temporary directory. `stop()` ends it, `start()` starts it again on the same port (a Redis outage and its end).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export interface TestRedis {
  url: string
  port: number
  start(): Promise<void>
  stop(): Promise<void>
}

/**
 * A free port below Linux's ephemeral range (32768+): while Redis is stopped its clients keep reconnecting, and a
 * client whose own ephemeral port happened to be Redis's would connect to itself and keep the port from Redis.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000)
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
    })
    if (free) return port
  }
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-redis-'))
  let child: ChildProcess | null = null
  const redis: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      if (child && child.exitCode === null) return
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      )
      child = started
      await new Promise<void>((resolve, reject) => {
        let output = ''
        const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000)
        started.once('exit', () => {
          clearTimeout(timer)
          reject(new Error(`redis-server exited:\n${output}`))
        })
        started.once('error', (error) => {
          clearTimeout(timer)
          reject(new Error(`redis-server could not run (apt-get install redis-server): ${error.message}`))
        })
        started.stdout?.on('data', (chunk: Buffer) => {
          output += String(chunk)
          if (output.includes('Ready to accept connections')) {
            clearTimeout(timer)
            resolve()
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
  return redis
}

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
