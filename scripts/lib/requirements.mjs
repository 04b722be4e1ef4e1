// Requirement IDs (FIN-21, SRP-36, …) and the tests that name them: one reader of docs/requirements.source.md, one
// reader of test titles, and the page docs/requirements.md built from both. Used by `npm run docs:requirements`
// (scripts/requirements-doc.mjs) and by tests/unit/requirements.test.ts, so the check and the page agree.
//
// A test names a requirement by putting its ID in its title: `it('FIN-21 the default term is …')`. Titles are read
// with the TypeScript parser, not a regular expression, so a title may be a template literal, span lines or be
// joined with `+`:  test(`LEAD-64 on ${slug}: …`)  →  'LEAD-64 on ${…}: …'  →  LEAD-64.
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

/** The source page (hand-kept) and the page written from it, relative to the repository root. */
export const SOURCE_PATH = 'docs/requirements.source.md'
export const PAGE_PATH = 'docs/requirements.md'
/** The one command that rewrites the page. */
export const REGENERATE_COMMAND = 'npm run docs:requirements'
/** Where test files live, relative to the repository root. */
export const TESTS_DIR = 'tests'

/**
 * @typedef {{ id: string, summary: string }} Requirement
 * @typedef {{ title: string, code: string, requirements: Requirement[] }} Area
 * @typedef {{ ids: string[], text: string }} Difference
 * @typedef {{ areas: Area[], differences: Difference[] }} RequirementsSource
 * @typedef {{ file: string, title: string, line: number }} TestTitle
 * @typedef {{ ids: Map<string, Set<string>>, unknown: { id: string, file: string, line: number, title: string }[] }} TestReferences
 */

/** Something that looks like a requirement ID: capitals, a hyphen, two or three digits ('FIN-21', 'CONST-07'). */
const ID_PATTERN = /\b([A-Z]{2,6})-(\d{2,3})\b/g
/** A run written as a range in a title: 'PRC-01..07' or 'BUD-01..BUD-16' names every ID between. */
const RANGE_PATTERN = /\b([A-Z]{2,6})-(\d{2,3})\s*(?:\.\.|–)\s*(?:\1-)?(\d{2,3})\b/g

/**
 * The source page: an introduction (for its readers only), then one `## Area name (CODE)` section per area with lines
 * `- CODE-NN — summary`, then `## Deliberate differences` with lines `- **CODE-NN, CODE-MM** — what and why`.
 * Throws on a line it cannot place, a repeated ID or an ID outside its area, so a typo fails loudly.
 * @param {string} text
 * @returns {RequirementsSource}
 */
export function parseRequirementsSource(text) {
  /** @type {Area[]} */
  const areas = []
  /** @type {Difference[]} */
  const differences = []
  /** @type {Area | undefined} */
  let area
  let inDifferences = false
  /** @type {Set<string>} */
  const seen = new Set()
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trimEnd()
    const where = `${SOURCE_PATH}:${index + 1}`
    if (line.startsWith('# ')) continue
    const heading = /^## (.+)$/.exec(line)?.[1]?.trim()
    if (heading !== undefined) {
      if (/^deliberate differences$/i.test(heading)) {
        inDifferences = true
        area = undefined
        continue
      }
      const code = /\(([A-Z]{2,6})\)$/.exec(heading)
      if (!code?.[1] || inDifferences) throw new Error(`${where}: an area heading ends with its code, e.g. '(FIN)'`)
      area = { title: heading.slice(0, code.index).trim(), code: code[1], requirements: [] }
      areas.push(area)
      continue
    }
    if (inDifferences) {
      const [, ids, what] = /^- \*\*([^*]+)\*\* — (.+)$/.exec(line) ?? []
      const last = differences[differences.length - 1]
      if (ids && what) differences.push({ ids: ids.split(/,\s*/).map((id) => id.trim()), text: what.trim() })
      else if (line.startsWith('  ') && last) last.text += ` ${line.trim()}`
      else if (line.trim() !== '') {
        throw new Error(`${where}: a deliberate difference reads '- **ID, ID** — what differs and why'`)
      }
      continue
    }
    if (!area || line.trim() === '') continue
    const [, id, summary] = /^- ([A-Z]{2,6}-\d{2,3}) — (.+)$/.exec(line) ?? []
    if (!id || !summary) throw new Error(`${where}: a requirement reads '- ${area.code}-NN — summary'`)
    if (!id.startsWith(`${area.code}-`)) throw new Error(`${where}: ${id} is not in area ${area.code}`)
    if (seen.has(id)) throw new Error(`${where}: ${id} is listed twice`)
    seen.add(id)
    area.requirements.push({ id, summary: summary.trim() })
  }
  for (const difference of differences) {
    for (const id of difference.ids) {
      if (!seen.has(id)) throw new Error(`${SOURCE_PATH}: the deliberate difference names ${id}, which is not listed`)
    }
  }
  return { areas, differences }
}

/** Test-defining calls whose first argument is a title: it, test, describe and their modifiers. */
const TITLE_CALLEES = new Set(['it', 'test', 'describe', 'fit', 'xit', 'xtest', 'xdescribe', 'fdescribe'])

/**
 * The root name of a callee: `test`, `test.describe.serial`, `it.each(rows)`, it.each`table` → 'test', 'test', 'it', 'it'.
 * @param {ts.Expression} node
 * @returns {string | null}
 */
function calleeRoot(node) {
  if (ts.isIdentifier(node)) return node.text
  if (ts.isPropertyAccessExpression(node)) return calleeRoot(node.expression)
  if (ts.isCallExpression(node)) return calleeRoot(node.expression)
  if (ts.isTaggedTemplateExpression(node)) return calleeRoot(node.tag)
  return null
}

/**
 * The text of a title expression, `${…}` where a value is computed; null when it holds no literal text at all.
 *   'a' + `b ${x}` + c  →  'ab ${…}${…}'
 * @param {ts.Expression} node
 * @returns {string | null}
 */
function titleText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => '${…}' + span.literal.text).join('')
  }
  if (ts.isParenthesizedExpression(node)) return titleText(node.expression)
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = titleText(node.left)
    const right = titleText(node.right)
    if (left === null && right === null) return null
    return (left ?? '${…}') + (right ?? '${…}')
  }
  return null
}

/**
 * Every test, describe and it title in one file's source, with its line; titles that are only a variable are
 * skipped (they name nothing the reader can see).
 * @param {string} file  the path shown with each title
 * @param {string} source
 * @returns {TestTitle[]}
 */
export function testTitles(file, source) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  /** @type {TestTitle[]} */
  const titles = []
  /** @param {ts.Node} node */
  const visit = (node) => {
    const first = ts.isCallExpression(node) ? node.arguments[0] : undefined
    if (first && ts.isCallExpression(node) && TITLE_CALLEES.has(calleeRoot(node.expression) ?? '')) {
      const title = titleText(first)
      if (title !== null) {
        const { line } = sourceFile.getLineAndCharacterOfPosition(first.getStart(sourceFile))
        titles.push({ file, title, line: line + 1 })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return titles
}

/**
 * The requirement IDs a title names, once each; a range names every ID in it.
 *   'BUD-01 BUD-02 the form'  →  ['BUD-01', 'BUD-02'];  'PRC-01..03 priority'  →  ['PRC-01', 'PRC-02', 'PRC-03']
 * @param {string} title
 * @returns {string[]}
 */
export function idsInTitle(title) {
  /** @type {string[]} */
  const ids = []
  for (const [, code, from = '', to] of title.matchAll(RANGE_PATTERN)) {
    const first = Number(from)
    const last = Number(to)
    for (let n = first; n <= last && last - first < 100; n++)
      ids.push(`${code}-${String(n).padStart(from.length, '0')}`)
  }
  for (const [id] of title.matchAll(ID_PATTERN)) ids.push(id)
  return [...new Set(ids)]
}

/**
 * Every test file under `dir` (recursively), as paths relative to `root` with '/' separators, sorted.
 * @param {string} root
 * @param {string} [dir]
 * @returns {string[]}
 */
export function testFiles(root, dir = TESTS_DIR) {
  /** @type {string[]} */
  const files = []
  /** @param {string} relative */
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`
      if (entry.isDirectory()) walk(child)
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(child)
    }
  }
  walk(dir)
  return files.sort()
}

/**
 * Which test files name each known ID, and every ID a title names that the source does not list. A token shaped like
 * an ID whose code is no area's (e.g. 'UTF-8', 'SHA-256') is not an ID; an unknown number in a known area is.
 * @param {RequirementsSource} source
 * @param {TestTitle[]} titles
 * @returns {TestReferences}
 */
export function testReferences(source, titles) {
  const codes = new Set(source.areas.map((area) => area.code))
  /** @type {Map<string, Set<string>>} */
  const ids = new Map(source.areas.flatMap((area) => area.requirements.map((r) => [r.id, new Set()])))
  /** @type {TestReferences['unknown']} */
  const unknown = []
  for (const { file, title, line } of titles) {
    for (const id of idsInTitle(title)) {
      if (!codes.has(id.slice(0, id.indexOf('-')))) continue
      const files = ids.get(id)
      if (files) files.add(file)
      else unknown.push({ id, file, line, title })
    }
  }
  return { ids, unknown }
}

/**
 * A table cell's text: pipes escaped, so a summary cannot break its row.
 * @param {string} text
 */
function cell(text) {
  return text.replace(/\|/g, '\\|')
}

/** The heading anchor GitHub gives '## Deliberate differences'. */
const DIFFERENCES_ANCHOR = '#deliberate-differences'

/**
 * The page docs/requirements.md: per area a table (ID, summary, the test files that name it, linked relative to the
 * page), the deliberate differences, then the IDs no test names yet. Deterministic: same inputs, same bytes.
 * @param {RequirementsSource} source
 * @param {TestReferences} references
 * @returns {string}
 */
export function renderRequirementsPage(source, references) {
  const pageDir = path.posix.dirname(PAGE_PATH)
  const differing = new Set(source.differences.flatMap((d) => d.ids))
  /** @param {string} file */
  const link = (file) => {
    const shown = file.replace(/^tests\//, '')
    return `[${shown}](${path.posix.relative(pageDir, file)})`
  }
  const out = [
    '# Requirements and the tests that name them',
    '',
    `Generated from [requirements.source.md](requirements.source.md) and the test titles by \`${REGENERATE_COMMAND}\`;`,
    'do not edit: change the source or a test title, then run the command again. A test names a requirement by',
    'putting its ID in its title; each row lists the test files that do.',
    '',
  ]
  const total = source.areas.reduce((n, area) => n + area.requirements.length, 0)
  const named = [...references.ids.values()].filter((files) => files.size > 0).length
  out.push(`${total} requirements in ${source.areas.length} areas; test titles name ${named} of them.`, '')
  for (const area of source.areas) {
    out.push(`## ${area.title} (${area.code})`, '', '| ID | Summary | Tests |', '| --- | --- | --- |')
    for (const { id, summary } of area.requirements) {
      const files = [...(references.ids.get(id) ?? [])].sort()
      const mark = differing.has(id) ? ` ([differs](${DIFFERENCES_ANCHOR}))` : ''
      out.push(`| ${id} | ${cell(summary)}${mark} | ${files.map(link).join(', ')} |`)
    }
    out.push('')
  }
  out.push('## Deliberate differences', '')
  out.push('Where the product deliberately does not do what the spec says, and why.', '')
  for (const { ids, text } of source.differences) out.push(`- **${ids.join(', ')}** — ${text}`)
  out.push('', '## IDs no test names yet', '')
  const missing = source.areas.flatMap((area) =>
    area.requirements.filter(({ id }) => (references.ids.get(id)?.size ?? 0) === 0),
  )
  if (missing.length === 0) out.push('None: every requirement is named by at least one test title.')
  for (const { id, summary } of missing) out.push(`- ${id} — ${summary}`)
  out.push('')
  return out.join('\n')
}

/**
 * Everything from the files on disk: the source, the titles of every test file, the references and the page.
 * @param {string} root  the repository root
 */
export function buildRequirementsPage(root) {
  const source = parseRequirementsSource(fs.readFileSync(path.join(root, SOURCE_PATH), 'utf8'))
  const titles = testFiles(root).flatMap((file) => testTitles(file, fs.readFileSync(path.join(root, file), 'utf8')))
  const references = testReferences(source, titles)
  return { source, titles, references, page: renderRequirementsPage(source, references) }
}
