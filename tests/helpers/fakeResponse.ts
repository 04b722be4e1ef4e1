import { EventEmitter } from 'node:events'

/**
 * A stand-in for Node's ServerResponse as the edge's page cache uses it (server/pageCache.mjs): records the
 * status, headers and body, and emits 'done' when the answer ends.
 */
export function fakeResponse() {
  const res = Object.assign(new EventEmitter(), {
    status: 0,
    headers: {} as Record<string, string>,
    body: Buffer.alloc(0),
    headersSent: false,
    writeHead(status: number, headers: Record<string, string> = {}) {
      res.status = status
      res.headers = { ...res.headers, ...headers }
      res.headersSent = true
      return res
    },
    end(body?: Buffer | string) {
      if (body) res.body = Buffer.from(body)
      res.emit('done')
    },
    getHeaderNames: () => [] as string[],
    removeHeader() {},
    hasHeader: () => false,
    setHeader(name: string, value: string) {
      res.headers[name] = value
    },
  })
  return res
}
