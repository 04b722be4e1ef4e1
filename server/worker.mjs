// A Next worker: forked by the edge (server/server.mjs), never started by hand.
//
// Renders every request the edge passes on (misses, fills, BYPASS, POSTs) on a unix socket only the edge can reach
// (DP_WORKER_SOCKET, in the edge's 0700 directory, chmod 0600) and refuses any request without the edge secret
// (DP_EDGE_SECRET, set on globalThis before Next loads so src/lib/requestContext.ts trusts the edge's headers and
// nobody else's). Purges, expired cache tags and warm paths travel to the edge over IPC (server/upstream.mjs
// workerIpc); the edge's 'expire' messages expire them here (expireLocal below).
import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { ALL_TAGS } from '../src/lib/dataCache.mjs'
import { DATA_CACHE, EDGE_SECRET, LOCAL_TAG_EXPIRY, RENDER_DEPS } from '../src/lib/edgeContract.mjs'

import { EDGE_HEADER } from './edge.mjs'
import { beforeEnd, FILL_ID_HEADER, MAX_RENDER_DEPS } from './pageCache/renderDeps.mjs'
import { failRequest, fromEdge, keepAliveLikeNext, workerIpc } from './upstream.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const socketPath = process.env.DP_WORKER_SOCKET
const secret = process.env.DP_EDGE_SECRET ?? ''
delete process.env.DP_EDGE_SECRET
if (!socketPath || !secret || !process.send) {
  console.error('✖ server/worker.mjs is forked by server/server.mjs; start that instead.')
  process.exit(1)
}
const send = (/** @type {import('./upstream.mjs').IpcMessage} */ message) => {
  if (process.connected) process.send?.(message)
}
EDGE_SECRET.set(secret)
/**
 * The edge's 'expire' (a tag another worker, another instance, a job or a timer expired): Next's data cache in this
 * process (src/lib/dataCache.mjs, through DATA_CACHE: with REDIS_URL the shared one, where the tag's expiry is
 * written again — the repeats after a write's commit), then the app's own caches. '*' drops everything (an instance
 * back on the purge bus after an outage may have missed expiries).
 * @param {string[]} tags
 */
const expireLocal = (tags) => {
  const dataCache = DATA_CACHE.get()
  if (tags.includes(ALL_TAGS)) void dataCache?.dropAll()
  else void dataCache?.expire(tags)
  LOCAL_TAG_EXPIRY.get()?.(tags)
}
const ipc = workerIpc({ send, expireLocal })
/**
 * The cache tags a fill's render read (src/lib/renderDeps.ts notes them through RENDER_DEPS), sent to the edge when
 * its answer is written (`{ dp: 'deps', fill, tags }`; tags null when there were more than MAX_RENDER_DEPS): the edge
 * keeps them on the stored page, for precise purges (server/pageCache/renderDeps.mjs).
 * @type {AsyncLocalStorage<Set<string>>}
 */
const renderReads = new AsyncLocalStorage()
RENDER_DEPS.set((tags) => {
  const reads = renderReads.getStore()
  if (reads) for (const tag of tags) reads.add(tag)
})
process.on('message', (message) => void ipc.onMessage(message))
// the edge is gone (killed, crashed): so is this worker's reason to exist
process.on('disconnect', () => process.exit(0))

;/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV ||= 'production'
const port = Number(process.env.DP_EDGE_PORT || 3000)
const app = next({ dev: false, dir: root, port, hostname: process.env.DP_EDGE_HOSTNAME || 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

const server = http.createServer((req, res) => {
  if (!fromEdge(req.headers[EDGE_HEADER], secret)) {
    res.writeHead(403, { 'content-type': 'text/plain' })
    res.end('Forbidden')
    return
  }
  delete req.headers['x-dp-fill']
  const fillId = req.headers[FILL_ID_HEADER]
  delete req.headers[FILL_ID_HEADER]
  if (typeof fillId !== 'string') {
    handle(req, res).catch((error) => failRequest('request', res, error))
    return
  }
  /** @type {Set<string>} */
  const reads = new Set()
  beforeEnd(res, () => send({ dp: 'deps', fill: fillId, tags: reads.size <= MAX_RENDER_DEPS ? [...reads] : null }))
  renderReads.run(reads, () => handle(req, res).catch((error) => failRequest('request', res, error)))
})
keepAliveLikeNext(server)
fs.rmSync(socketPath, { force: true })
const mask = process.umask(0o177)
server.listen(socketPath, () => {
  process.umask(mask)
  fs.chmodSync(socketPath, 0o600)
  send({ dp: 'ready' })
})

process.on('SIGTERM', () => server.close(() => process.exit(0)))
process.on('SIGINT', () => {}) // the edge decides (Ctrl-C reaches the whole process group)
