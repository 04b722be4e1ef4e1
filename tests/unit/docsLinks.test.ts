/**
 * The docs hold together: every relative link in README.md and docs/**\/*.md leads to a file that exists, every
 * `#anchor` to a heading of that page (GitHub's slug rules) or an `<a id>`, the pages stay within their sizes, and
 * every code comment that cites a docs page names one that exists.
 */
import fs from 'node:fs'
import path from 'node:path'

const ROOT = process.cwd()
const README_MAX_LINES = 250
const INDEX_MAX_LINES = 200
const TOPIC_MAX_LINES = 700

function walk(dir: string, keep: (name: string) => boolean, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(rel, keep, out)
    else if (keep(entry.name)) out.push(rel)
  }
  return out
}

const docs = ['README.md', ...walk('docs', (name) => name.endsWith('.md'))]
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')
const lineCount = (file: string) => read(file).replace(/\n$/, '').split('\n').length

/** The page's lines outside fenced code blocks, with inline code spans removed. */
function proseLines(text: string): string[] {
  const out: string[] = []
  let fenced = false
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced
      continue
    }
    if (!fenced) out.push(line.replace(/`[^`]*`/g, ''))
  }
  return out
}

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2… */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fenced = false
  for (const line of read(file).split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    if (fenced) continue
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (heading) {
      const base = slug(heading[1]!)
      const n = seen.get(base) ?? 0
      anchors.add(n === 0 ? base : `${base}-${n}`)
      seen.set(base, n + 1)
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!)
  }
  return anchors
}

function linksOf(file: string): string[] {
  const links: string[] = []
  for (const line of proseLines(read(file))) {
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) links.push(m[1]!)
    for (const m of line.matchAll(/<(?:img|a)\s[^>]*?(?:src|href)="([^"]+)"/g)) links.push(m[1]!)
  }
  return links.filter((link) => !/^[a-z][a-z0-9+.-]*:/i.test(link))
}

describe('docs links', () => {
  it.each(docs)('every relative link in %s resolves', (file) => {
    const broken: string[] = []
    for (const link of linksOf(file)) {
      const [target = '', anchor] = link.split('#')
      const resolved = target === '' ? file : path.normalize(path.join(path.dirname(file), decodeURI(target)))
      if (!fs.existsSync(path.join(ROOT, resolved))) {
        broken.push(`${link} (no file ${resolved})`)
        continue
      }
      if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
        broken.push(`${link} (no heading #${anchor} in ${resolved})`)
      }
    }
    expect(broken).toEqual([])
  })

  it.each(docs)('every test file %s names exists', (file) => {
    const named = [...read(file).matchAll(/\btests\/(?:unit|int|e2e)\/[\w./-]+\.(?:test|spec)\.ts\b/g)].map((m) => m[0])
    expect(named.filter((test) => !fs.existsSync(path.join(ROOT, test)))).toEqual([])
  })
})

describe('docs sizes', () => {
  it(`README.md is at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount('README.md')).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it(`docs/ARCHITECTURE.md is an index of at most ${INDEX_MAX_LINES} lines`, () => {
    expect(lineCount('docs/ARCHITECTURE.md')).toBeLessThanOrEqual(INDEX_MAX_LINES)
  })

  it(`every page under docs/architecture is at most ${TOPIC_MAX_LINES} lines`, () => {
    const pages = walk('docs/architecture', (name) => name.endsWith('.md'))
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.filter((page) => lineCount(page) > TOPIC_MAX_LINES)).toEqual([])
  })
})

describe('code comments citing docs', () => {
  it('name a docs page that exists', () => {
    const sources = ['src', 'collections', 'blocks', 'scripts', 'tests']
      .flatMap((dir) => walk(dir, (name) => /\.(ts|tsx|mjs|css)$/.test(name)))
      .concat(['eslint.config.mjs', 'payload.config.ts', 'next.config.mjs'])
    const missing: string[] = []
    for (const file of sources) {
      for (const m of read(file).matchAll(/\bdocs\/[\w/.-]+?\.md\b/g)) {
        if (!fs.existsSync(path.join(ROOT, m[0]))) missing.push(`${file}: ${m[0]}`)
      }
    }
    expect(missing).toEqual([])
  })
})
