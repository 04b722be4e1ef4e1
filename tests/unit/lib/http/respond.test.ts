import { z } from 'zod'

import { issuesText, json, jsonBody, jsonError, noContent } from '@/lib/http/respond'

describe('API answers', () => {
  it('are JSON that browsers and proxies do not keep, unless the route gives its own Cache-Control', async () => {
    const plain = json({ saved: true })
    expect(plain.status).toBe(200)
    expect(plain.headers.get('cache-control')).toBe('no-store')
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await plain.json()).toEqual({ saved: true })

    const cached = json({ fill: 0.5 }, 200, { 'Cache-Control': 'public, max-age=60' })
    expect(cached.headers.get('cache-control')).toBe('public, max-age=60')
  })

  it('errors are { error } with the status and any extra header (Retry-After), still not kept', async () => {
    const limited = jsonError('Too many requests. Please try again shortly.', 429, { 'retry-after': '12' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('12')
    expect(limited.headers.get('cache-control')).toBe('no-store')
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again shortly.' })
  })

  it('204 has no body and is not kept', async () => {
    const empty = noContent()
    expect(empty.status).toBe(204)
    expect(empty.headers.get('cache-control')).toBe('no-store')
    expect(await empty.text()).toBe('')
  })

  it('a body read within bounds, or its 413/400 answer', async () => {
    const post = (body: string) => new Request('http://x.localhost/api', { method: 'POST', body })
    expect(await jsonBody(post('{"a":1}'))).toEqual({ ok: true, value: { a: 1 } })
    const tooLarge = await jsonBody(post(JSON.stringify({ a: 'x'.repeat(2000) })), { maxBytes: 1024 })
    expect(tooLarge.ok).toBe(false)
    if (tooLarge.ok) return
    expect(tooLarge.response.status).toBe(413)
    expect(await tooLarge.response.json()).toEqual({ error: 'The request body is larger than 1 KiB.' })
    const notJson = await jsonBody(post('{'))
    expect(notJson.ok ? null : [notJson.response.status, await notJson.response.json()]).toEqual([
      400,
      { error: 'The request body must be JSON.' },
    ])
  })

  it('a failed zod parse reads as path: message, the body itself as "body"', () => {
    const schema = z.object({ a: z.number({ error: 'a must be a number' }), b: z.object({ c: z.string() }) })
    const fields = schema.safeParse({ a: 'x', b: { c: 1 } })
    expect(fields.success ? '' : issuesText(fields.error)).toMatch(/^a: a must be a number; b\.c: .+$/)
    const whole = schema.safeParse('text')
    expect(whole.success ? '' : issuesText(whole.error)).toMatch(/^body: /)
  })
})
