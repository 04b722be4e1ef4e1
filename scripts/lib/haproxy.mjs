// A load balancer of our own for the scale test: Debian's HAProxy (`.ci/run` installs it) in front of app instances on
// loopback, configured as docs/DEPLOY.md says a production proxy should be: round robin, health checks on
// /api/health every second, the client address passed on in X-Forwarded-For (the app trusts it only from the proxy:
// TRUSTED_PROXIES), and a request that found no instance — refused connection, empty answer, 503 — retried on
// another. Retrying a POST is safe because the lead and reservation endpoints take an Idempotency-Key.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { sleep } from './chaos.mjs'

/**
 * The configuration for `port` in front of `servers`.
 * @param {{ port: number, servers: { name: string, port: number }[] }} input
 */
export function haproxyConfig({ port, servers }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  option forwardfor
  option http-buffer-request
  option redispatch
  retries 3
  retry-on conn-failure empty-response 503

frontend www
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`
}

/**
 * Starts HAProxy on `port` in front of `servers`; `stop()` ends it.
 * @param {{ port: number, servers: { name: string, port: number }[], logFile: string }} input
 */
export async function startHaproxy({ port, servers, logFile }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-haproxy-'))
  const config = path.join(dir, 'haproxy.cfg')
  fs.writeFileSync(config, haproxyConfig({ port, servers }))
  // Debian puts it in /usr/sbin, which a non-root PATH may lack
  const bin = fs.existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy'
  const child = spawn(bin, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] })
  const log = fs.createWriteStream(logFile)
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const failed = new Promise((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`haproxy could not run (apt-get install haproxy): ${error.message}`)),
    )
    child.once('exit', (code) => reject(new Error(`haproxy exited (${code}); see ${logFile}`)))
  })
  const listening = (async () => {
    for (let i = 0; i < 100; i++) {
      const open = await new Promise((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)))
        socket.once('error', () => resolve(false))
      })
      if (open) return
      await sleep(100)
    }
    throw new Error('haproxy did not listen within 10 s')
  })()
  await Promise.race([listening, failed])
  failed.catch(() => {})
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return
      await new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      })
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
