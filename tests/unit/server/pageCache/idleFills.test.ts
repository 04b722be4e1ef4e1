/**
 * The background renders of addresses answered with a search shell (server/pageCache/idleFills.mjs): a
 * repeated address at once when a render may start, the others once it is quiet, oldest first.
 */
import type { FillResult, Where } from '../../../../server/pageCache/fills.mjs'
import { IDLE_FILL_POLL_MS, MAX_IDLE_FILLS, createIdleFills } from '../../../../server/pageCache/idleFills.mjs'

const where = (url: string): Where => ({ key: `http://h${url}`, proto: 'http', host: 'h', url })
const until = async (ok: () => boolean, ms = 2000) => {
  for (let waited = 0; !ok() && waited < ms; waited += 10) await new Promise((r) => setTimeout(r, 10))
}

function setup() {
  const rendered: string[] = []
  const cached = new Set<string>()
  const state = { quiet: false, backgroundFree: true }
  const idle = createIdleFills({
    fills: {
      fill: async (w: Where) => {
        rendered.push(w.url)
        cached.add(w.key)
        return { ok: false, status: 502 } as FillResult
      },
      filling: () => false,
    },
    store: { get: (key: string) => (cached.has(key) ? {} : undefined) },
    backgroundFree: () => state.backgroundFree,
    quiet: () => state.quiet,
  })
  return { idle, rendered, cached, state }
}

describe('page cache: renders of shelled addresses', () => {
  it('wait for a quiet spell, then render one at a time, oldest first, skipping what got cached meanwhile', async () => {
    const t = setup()
    t.idle.shelled(where('/search?a=1'), {})
    t.idle.shelled(where('/search?a=2'), {})
    t.idle.shelled(where('/search?a=3'), {})
    t.cached.add(where('/search?a=2').key)
    await new Promise((r) => setTimeout(r, IDLE_FILL_POLL_MS * 2))
    expect(t.rendered).toEqual([])
    t.state.quiet = true
    await until(() => t.rendered.length === 2)
    await new Promise((r) => setTimeout(r, IDLE_FILL_POLL_MS * 2))
    expect(t.rendered).toEqual(['/search?a=1', '/search?a=3'])
    expect(t.idle.stats()).toEqual({ idleFills: 2, repeatFills: 0 })
  })

  it('an address shelled again while waiting is rendered at once when a render may start; otherwise it keeps waiting', () => {
    const t = setup()
    t.state.backgroundFree = false
    t.idle.shelled(where('/search?b=1'), {})
    t.idle.shelled(where('/search?b=1'), {})
    expect(t.rendered).toEqual([])
    t.state.backgroundFree = true
    t.idle.shelled(where('/search?b=1'), {})
    expect(t.rendered).toEqual(['/search?b=1'])
    expect(t.idle.stats()).toEqual({ idleFills: 0, repeatFills: 1 })
  })

  it(`at most ${MAX_IDLE_FILLS} wait: the oldest is forgotten (asked again, it waits anew)`, () => {
    const t = setup()
    for (let i = 0; i <= MAX_IDLE_FILLS; i++) t.idle.shelled(where(`/search?c=${i}`), {})
    t.idle.shelled(where('/search?c=0'), {})
    expect(t.rendered).toEqual([])
    t.idle.shelled(where(`/search?c=${MAX_IDLE_FILLS}`), {})
    expect(t.rendered).toEqual([`/search?c=${MAX_IDLE_FILLS}`])
  })
})
