/**
 * Debian's PgBouncer (`apt-get install pgbouncer`, .ci/run installs it) in transaction mode in front of the int
 * project's PostgreSQL, as docker/pgbouncer runs it in front of the production one:
 *
 *   const bouncer = await startPgBouncer({ poolSize: 2 })   // bouncer.url: DATABASE_URL through it
 *   await bouncer.stop()
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'

export const PGBOUNCER = '/usr/sbin/pgbouncer'

export interface Bouncer {
  url: string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function accepting(port: number, forMs: number): Promise<void> {
  const until = Date.now() + forMs
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (ok) return
    if (Date.now() > until) throw new Error(`PgBouncer did not listen on ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** `poolSize` server connections per database and user: every client's transactions share them. */
export async function startPgBouncer({ poolSize = 2 }: { poolSize?: number } = {}): Promise<Bouncer> {
  const target = new URL(process.env.DATABASE_URL!)
  const database = target.pathname.slice(1)
  const port = await freePort()
  const dir = path.resolve(process.env.DATA_DIR ?? '.data', `pgbouncer-${port}`)
  fs.mkdirSync(dir, { recursive: true })
  const user = decodeURIComponent(target.username)
  const password = decodeURIComponent(target.password)
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" "${password}"\n`)
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    `[databases]
${database} = host=${target.hostname} port=${target.port} dbname=${database}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = plain
auth_file = ${dir}/userlist.txt
pool_mode = transaction
default_pool_size = ${poolSize}
max_client_conn = 200
ignore_startup_parameters = extra_float_digits
logfile = ${dir}/pgbouncer.log
`,
  )
  // it refuses to run as root: as root, drop to the postgres user the package creates (it must read the files)
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    fs.chmodSync(dir, 0o777)
    for (const f of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, f), 0o644)
  }
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  // never outlive the test process
  const orphaned = () => child.kill('SIGKILL')
  process.once('exit', orphaned)
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  try {
    await accepting(port, 10_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}: ${stderr}`)
  }
  const url = new URL(target)
  url.port = String(port)
  return {
    url: url.toString(),
    async stop() {
      process.off('exit', orphaned)
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
