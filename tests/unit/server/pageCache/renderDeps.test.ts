/** What a fill's render read, from a worker's message to the fill that waits for it (server/pageCache/renderDeps.mjs). */
import { createRenderDeps } from '../../../../server/pageCache/renderDeps.mjs'

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
  })

  it('a message for a fill never asked is dropped', async () => {
    const deps = createRenderDeps({ timeoutMs: 20 })
    deps.deliver('99', ['t:1:pages'])
    deps.deliver('x', ['t:1:pages'])
    expect(await deps.wait('99')).toBeNull()
  })
})
