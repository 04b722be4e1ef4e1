// The production server: Next.js behind our own edge (scripts/lib/edge.mjs), so the client address, host and
// protocol the app sees come from the socket, or from a proxy named in TRUSTED_PROXIES — never from a header a
// client wrote. `npm start`, `npm run demo`, the e2e server, the benchmarks and the Docker image all run this;
// plain `next start` works too, but then the app treats every client's address as unknown.
//   node scripts/server.mjs [-p PORT] [-H HOSTNAME]        (PORT and HOSTNAME from env otherwise)
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import {
  bodyRefusal,
  canonicalise,
  hostname as hostnameOf,
  parseAdminHosts,
  parseTrustedProxies,
  refusal,
} from './lib/edge.mjs'
import { createPageCache, FILL_HEADER, pageCacheOptions } from './lib/pageCache.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const arg = (flag, fallback) => {
  const i = argv.indexOf(flag)
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback
}
const port = Number(arg('-p', process.env.PORT || 3000))
const hostname = arg('-H', process.env.HOSTNAME || undefined)

let trusted
try {
  trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES)
} catch (error) {
  console.error(`✖ ${error.message}`)
  process.exit(1)
}

;/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV ||= 'production'
const app = next({ dev: false, dir: root, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

const adminHosts = parseAdminHosts(process.env.ADMIN_HOSTS)

/** @type {import('node:http').Server} */
let server
/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
const render = (req, res) => {
  handle(req, res).catch((error) => {
    console.error('request failed', error)
    if (!res.headersSent) {
      res.statusCode = 500
      res.end('Internal Server Error')
    } else res.destroy()
  })
}
// The page cache (scripts/lib/pageCache.mjs): fills by a loopback request to this server; PAGE_CACHE=off turns it off.
const pageCache = createPageCache({
  handle: render,
  adminHosts,
  options: pageCacheOptions(process.env),
  target: () => {
    const address = server.address()
    if (typeof address === 'string') return { socketPath: address }
    const host = !address || address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address
    return { host, port: address?.port ?? port }
  },
})

server = http.createServer((req, res) => {
  // a fill from the page cache: already canonicalised and checked by the edge when the shopper's request came in
  if (pageCache.isFill(req)) {
    delete req.headers[FILL_HEADER]
    render(req, res)
    return
  }
  const seen = canonicalise(req, trusted)
  const refused = refusal(req.url) ?? bodyRefusal(req.headers, adminHosts.has(hostnameOf(seen.host)))
  if (refused) {
    res.writeHead(refused.status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    res.end(JSON.stringify(refused.body))
    return
  }
  pageCache.serve(req, res, seen).catch((error) => {
    console.error('page cache failed', error)
    if (!res.headersSent) {
      res.statusCode = 500
      res.end('Internal Server Error')
    } else res.destroy()
  })
})
// Like `next start`: keep-alive a little longer than common load balancers' idle timeouts.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, hostname, () => {
  const where = trusted.size ? `, trusting forwarded headers from TRUSTED_PROXIES (${process.env.TRUSTED_PROXIES})` : ''
  const cache = pageCache.options.enabled
    ? `page cache on (${pageCache.options.maxBytes / 1024 / 1024} MB, ${pageCache.options.ttlMs / 1000} s + ${pageCache.options.swrMs / 1000} s stale)`
    : 'page cache off (PAGE_CACHE=off)'
  console.log(`› Ready on http://${hostname ?? 'localhost'}:${port}${where}; ${cache}`)
})

const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
