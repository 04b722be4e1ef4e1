/** What a fill's render read, from a worker's message to the fill that waits for it (server/pageCache/renderDeps.mjs). */
import fs from 'node:fs'
import net from 'node:net'

import http from 'node:http'

import { beforeEnd, createRenderDeps } from '../../../../server/pageCache/renderDeps.mjs'

describe("a render's reads", () => {
  it('arrive before or after the fill asks for them', async () => {
    const deps = createRenderDeps({ timeoutMs: 200 })
    const early = deps.next()
    deps.deliver(early, ['t:1:vehicles', 't:1:vehicle:a'])
    expect([...((await deps.wait(early)) ?? [])]).toEqual(['t:1:vehicles', 't:1:vehicle:a'])
    const late = deps.next()
    const waiting = deps.wait(late)
    deps.deliver(late, ['t:1:pages'])
    expect([...((await waiting) ?? [])]).toEqual(['t:1:pages'])
  })

  it('are not known when they never come, when the worker sent null, or when a message is not a list of tags', async () => {
    const deps = createRenderDeps({ timeoutMs: 20 })
    expect(await deps.wait(deps.next())).toBeNull()
    const none = deps.next()
    deps.deliver(none, null)
    expect(await deps.wait(none)).toBeNull()
    const bad = deps.next()
    deps.deliver(bad, ['t:1:pages', 'no spaces allowed'])
    expect(await deps.wait(bad)).toBeNull()
    expect(deps.stats()).toEqual({ unknownReads: 3 })
  })

  it('a message received while the process was busy past the deadline is read before the fill gives up', async () => {
    // the worker's message comes over a socket (IPC in production); the edge starts waiting in an I/O callback (as a
    // fill does when the answer's last bytes arrive) and stays busy there past the deadline, so the timer falls due
    // before the loop polls for the message again
    const deps = createRenderDeps({ timeoutMs: 20 })
    const server = net.createServer((socket) =>
      socket.on('data', (data) => {
        const { fill, tags } = JSON.parse(String(data))
        deps.deliver(fill, tags)
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    const client = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => client.once('connect', resolve))
    await new Promise((resolve) => setTimeout(resolve, 50)) // the server has its side of the socket
    try {
      const id = deps.next()
      const reads = await new Promise<Promise<ReadonlySet<string> | null>>((resolve) =>
        fs.stat(process.cwd(), () => {
          const waiting = deps.wait(id)
          client.write(JSON.stringify({ fill: id, tags: ['t:1:page:about-us'] }))
          const until = Date.now() + 100
          while (Date.now() < until); // busy past the deadline, the message waiting in the socket
          resolve(waiting)
        }),
      )
      expect([...((await reads) ?? [])]).toEqual(['t:1:page:about-us'])
      expect(deps.stats()).toEqual({ unknownReads: 0 })
    } finally {
      client.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('a message for a fill never asked is dropped', async () => {
    const deps = createRenderDeps({ timeoutMs: 20 })
    deps.deliver('99', ['t:1:pages'])
    deps.deliver('x', ['t:1:pages'])
    expect(await deps.wait('99')).toBeNull()
  })

  it("a worker sends them as the answer ends, not after what it does next (res.end, not 'finish')", async () => {
    const times = { sent: 0, end: 0 }
    const server = http.createServer((req, res) => {
      beforeEnd(res, () => (times.sent ||= Date.now()))
      res.write('<p>part</p>')
      times.end = Date.now()
      res.end('<p>last</p>')
      const until = Date.now() + 200
      while (Date.now() < until); // the worker goes on to another render
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as net.AddressInfo
      const body = await (await fetch(`http://127.0.0.1:${port}/`)).text()
      expect(body).toBe('<p>part</p><p>last</p>')
      expect(times.sent - times.end).toBeLessThan(100)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
