/**
 * What the page cache writes to the client besides a stored entry (server/pageCache/send.mjs): Next's answers
 * without the edge's markers, an uncached answer passed on, and the edge's own error page.
 */
import { hideMarkers, sendAnswer, sendError } from '../../../../server/pageCache/send.mjs'
import { fakeResponse } from '../../../helpers/fakeResponse'

const get = { method: 'GET' } as never

describe('page cache: answers it writes', () => {
  it("Next's answer loses the x-dp-* markers (object or flat array of headers) and says BYPASS", () => {
    const res = fakeResponse()
    hideMarkers(res as never)
    res.writeHead(200, { 'content-type': 'text/html', 'x-dp-page-cache': '1', 'x-dp-not-found': '/x' })
    expect(res.headers).toEqual({ 'content-type': 'text/html', 'x-page-cache': 'BYPASS' })

    const flat = fakeResponse()
    const written: unknown[] = []
    const writeHead = flat.writeHead
    flat.writeHead = (status: number, headers?: Record<string, string>) => {
      written.push(headers)
      return writeHead(status, {})
    }
    hideMarkers(flat as never)
    ;(flat.writeHead as unknown as (status: number, headers: string[]) => unknown)(200, [
      'X-Dp-Page-Cache',
      '1',
      'vary',
      'a',
    ])
    expect(written).toEqual([['vary', 'a']])
    expect(flat.headers['x-page-cache']).toBe('BYPASS')
  })

  it('an uncached answer is passed on with its own status and body, without markers or per-connection headers', () => {
    const res = fakeResponse()
    sendAnswer(get, res as never, {
      status: 410,
      headers: { 'content-type': 'text/html', connection: 'close', date: 'x', 'x-dp-page-cache': '1', 'X-Other': 'y' },
      body: Buffer.from('gone'),
    })
    expect(res.status).toBe(410)
    expect(res.headers).toEqual({
      'content-type': 'text/html',
      'x-other': 'y',
      'content-length': '4',
      'x-page-cache': 'BYPASS',
    })
    expect(res.body.toString()).toBe('gone')
  })

  it('busy (503) and too slow (504) ask again by themselves after 5 s; 502 does not; HEAD has no body', () => {
    const busy = fakeResponse()
    sendError(get, busy as never, 503)
    expect([busy.status, busy.headers['retry-after'], busy.headers['cache-control']]).toEqual([503, '5', 'no-store'])
    expect(busy.body.toString()).toContain('<meta http-equiv="refresh" content="5">')
    expect(busy.body.toString()).toContain('We are busy right now.')
    const failed = fakeResponse()
    sendError({ method: 'HEAD' } as never, failed as never, 502)
    expect([failed.status, failed.headers['retry-after'], failed.body.length]).toEqual([502, undefined, 0])
    expect(Number(failed.headers['content-length'])).toBeGreaterThan(0)
  })
})
