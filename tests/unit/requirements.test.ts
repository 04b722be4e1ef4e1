/**
 * Requirement IDs in test titles (scripts/lib/requirements.mjs, the reader `npm run docs:requirements` uses): every ID
 * a title names is listed in docs/requirements.source.md, and docs/requirements.md is what the command writes from
 * the source and the titles as they are now.
 */
import fs from 'node:fs'

import {
  buildRequirementsPage,
  idsInTitle,
  PAGE_PATH,
  parseRequirementsSource,
  REGENERATE_COMMAND,
  renderRequirementsPage,
  testReferences,
  testTitles,
} from '../../scripts/lib/requirements.mjs'

const root = process.cwd()
const built = buildRequirementsPage(root)

/** A source of two small areas and one difference, in the file's own format. */
const SAMPLE = [
  '# Requirements (source)',
  '',
  'Some words for the reader.',
  '',
  '## Pricing (PRX)',
  '',
  '- PRX-01 — Prices are whole dollars.',
  '- PRX-02 — A price | with a pipe.',
  '',
  '## Routes (RTX)',
  '',
  '- RTX-01 — The home page is /.',
  '',
  '## Deliberate differences',
  '',
  '- **PRX-02** — Differs on purpose,',
  '  for a reason on the next line.',
  '',
].join('\n')

describe('requirement IDs in test titles', () => {
  it('every ID a test title names is listed in docs/requirements.source.md', () => {
    const unknown = built.references.unknown.map(({ id, file, line }) => `${file}:${line} names ${id}`)
    expect(unknown).toEqual([])
  })

  it(`docs/requirements.md is what ${REGENERATE_COMMAND} writes (run it when this fails)`, () => {
    const onDisk = fs.existsSync(PAGE_PATH) ? fs.readFileSync(PAGE_PATH, 'utf8') : ''
    if (onDisk !== built.page) {
      throw new Error(`${PAGE_PATH} is stale: run \`${REGENERATE_COMMAND}\` and commit the result`)
    }
  })

  it('the source lists every area with its code and at least one requirement, numbered from 01 without repeats', () => {
    expect(built.source.areas.length).toBeGreaterThanOrEqual(18)
    for (const area of built.source.areas) {
      expect(area.title).not.toBe('')
      expect(area.requirements[0]?.id).toBe(`${area.code}-01`)
    }
    expect(built.source.differences.length).toBeGreaterThan(0)
  })

  it('the test titles are read from every kind of test file', () => {
    const kinds = new Set(built.titles.map((t) => t.file.split('/')[1]))
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['e2e', 'int', 'unit']))
    expect(built.titles.length).toBeGreaterThan(1000)
  })
})

describe('reading titles', () => {
  it('reads plain, template, joined and multi-line titles of it, test, describe and their modifiers', () => {
    const source = [
      "describe('pricing PRX-01', () => {",
      "  it('PRX-02 plain', () => {})",
      '  test(`PRX-03 on ${slug} at ${size.width} px`, async () => {})',
      "  it('PRX-04 joined ' +",
      "    'PRX-05 across lines', () => {})",
      '  test.describe.serial(`PRX-06',
      '    spans two lines`, () => {})',
      "  it.each([1, 2])('PRX-07 row %s', () => {})",
      "  it.each`a | b`('PRX-08 table $a', () => {})",
      "  test.skip(isMobile, 'not a title: PRX-99')",
      '  it(title, () => {})',
      "  expect(value).toBe('PRX-98')",
      '})',
    ].join('\n')
    expect(testTitles('tests/unit/x.test.ts', source)).toEqual([
      { file: 'tests/unit/x.test.ts', title: 'pricing PRX-01', line: 1 },
      { file: 'tests/unit/x.test.ts', title: 'PRX-02 plain', line: 2 },
      { file: 'tests/unit/x.test.ts', title: 'PRX-03 on ${…} at ${…} px', line: 3 },
      { file: 'tests/unit/x.test.ts', title: 'PRX-04 joined PRX-05 across lines', line: 4 },
      { file: 'tests/unit/x.test.ts', title: 'PRX-06\n    spans two lines', line: 6 },
      { file: 'tests/unit/x.test.ts', title: 'PRX-07 row %s', line: 8 },
      { file: 'tests/unit/x.test.ts', title: 'PRX-08 table $a', line: 9 },
    ])
  })

  it('finds each ID once, expands ranges, and leaves other capitalised tokens to the caller', () => {
    expect(idsInTitle('PRX-01 PRX-02 and PRX-01 again')).toEqual(['PRX-01', 'PRX-02'])
    expect(idsInTitle('rules (PRX-03..05, RTX-01)')).toEqual(['PRX-03', 'PRX-04', 'PRX-05', 'RTX-01'])
    expect(idsInTitle('gates PRX-08..PRX-10')).toEqual(['PRX-08', 'PRX-09', 'PRX-10'])
    expect(idsInTitle('hashed with SHA-256, open 9:00–17:00')).toEqual(['SHA-256'])
    expect(idsInTitle('no id here')).toEqual([])
  })
})

describe('the source and the page', () => {
  const source = parseRequirementsSource(SAMPLE)

  it('parses areas, summaries and differences (continued on indented lines)', () => {
    expect(source.areas).toEqual([
      {
        title: 'Pricing',
        code: 'PRX',
        requirements: [
          { id: 'PRX-01', summary: 'Prices are whole dollars.' },
          { id: 'PRX-02', summary: 'A price | with a pipe.' },
        ],
      },
      { title: 'Routes', code: 'RTX', requirements: [{ id: 'RTX-01', summary: 'The home page is /.' }] },
    ])
    expect(source.differences).toEqual([
      { ids: ['PRX-02'], text: 'Differs on purpose, for a reason on the next line.' },
    ])
  })

  it('refuses a repeated ID, an ID outside its area, a line it cannot read and a difference naming no listed ID', () => {
    expect(() => parseRequirementsSource(SAMPLE.replace('- PRX-02', '- PRX-01'))).toThrow('PRX-01 is listed twice')
    expect(() => parseRequirementsSource(SAMPLE.replace('- RTX-01', '- PRX-03'))).toThrow('PRX-03 is not in area RTX')
    expect(() => parseRequirementsSource(SAMPLE.replace('- PRX-01 —', 'PRX-01:'))).toThrow('a requirement reads')
    expect(() => parseRequirementsSource(SAMPLE.replace('**PRX-02**', '**PRX-09**'))).toThrow('names PRX-09')
  })

  it('links each ID to the files whose titles name it; an unlisted ID of a known area is reported, other codes ignored', () => {
    const references = testReferences(source, [
      { file: 'tests/unit/b.test.ts', title: 'PRX-01 PRX-07', line: 3 },
      { file: 'tests/e2e/a.spec.ts', title: 'PRX-01 and SHA-256', line: 9 },
      { file: 'tests/unit/b.test.ts', title: 'PRX-01 again', line: 5 },
    ])
    expect(references.ids.get('PRX-01')).toEqual(new Set(['tests/unit/b.test.ts', 'tests/e2e/a.spec.ts']))
    expect(references.ids.get('RTX-01')).toEqual(new Set())
    expect(references.unknown).toEqual([
      { id: 'PRX-07', file: 'tests/unit/b.test.ts', line: 3, title: 'PRX-01 PRX-07' },
    ])

    const page = renderRequirementsPage(source, references)
    expect(page).toContain(`by \`${REGENERATE_COMMAND}\``)
    expect(page).toContain(
      '| PRX-01 | Prices are whole dollars. | [e2e/a.spec.ts](../tests/e2e/a.spec.ts), [unit/b.test.ts](../tests/unit/b.test.ts) |',
    )
    expect(page).toContain('| PRX-02 | A price \\| with a pipe. ([differs](#deliberate-differences)) |  |')
    expect(page).toContain('- **PRX-02** — Differs on purpose, for a reason on the next line.')
    expect(page.slice(page.indexOf('## IDs no test names yet'))).toContain('- RTX-01 — The home page is /.')
  })
})
