/**
 * The brand faces (scripts/build-fonts.mjs → public/fonts, src/modules/layout/fontFaces.css and fontFiles.ts): the
 * committed files are exactly what `npm run fonts` writes from the installed @fontsource-variable packages, so a
 * package upgrade without re-running it (the new face under the old, year-cached URL) fails here.
 */
import fs from 'node:fs'
import path from 'node:path'

import {
  buildCss,
  buildModule,
  contentHash,
  FACES,
  fontUrls,
  outputs,
  staleFiles,
} from '../../../scripts/build-fonts.mjs'
import { brandFont } from '../../../src/modules/layout/fonts'
import { FONT_FILES } from '../../../src/modules/layout/fontFiles'

describe('brand faces', () => {
  it('the committed faces, their licences, @font-face rules and URLs are up to date, and nothing stale is left', () => {
    const files = outputs()
    for (const [file, content] of files) expect(fs.readFileSync(file).equals(Buffer.from(content))).toBe(true)
    expect(staleFiles(files)).toEqual([])
  })

  it('names each face by its content, so a changed face gets a new URL', () => {
    const a = Buffer.from('face a')
    const bytes = { manrope: a, outfit: Buffer.from('face b'), figtree: a }
    const urls = fontUrls(bytes)
    expect(urls.manrope).toBe(`/fonts/manrope-${contentHash(a)}.woff2`)
    expect(urls.manrope).toMatch(/^\/fonts\/manrope-[0-9a-f]{10}\.woff2$/)
    expect(fontUrls({ ...bytes, manrope: Buffer.from('face c') }).manrope).not.toBe(urls.manrope)
    expect(buildModule(urls)).toContain(`manrope: '${urls.manrope}',`)
  })

  it('declares every face with its weight range, swapping in from its metric-matched fallback', () => {
    const css = buildCss(fontUrls(Object.fromEntries(FACES.map(({ face }) => [face, Buffer.from(face)]))))
    expect(css.match(/@font-face/g)).toHaveLength(6)
    expect(css).toContain("font-family: 'Manrope Variable';")
    expect(css).toContain('font-weight: 200 800;')
    expect(css.match(/font-display: swap;/g)).toHaveLength(3)
    expect(css).toContain("font-family: 'Manrope Fallback';")
    expect(css).toContain('size-adjust: 100.5%;')
    expect(css.match(/src: local\('Arial'\), /g)).toHaveLength(3)
  })

  it('each template preloads its own face, which exists, and its class names the face first, then its fallback', () => {
    const css = fs.readFileSync(path.resolve('src/modules/layout/fontFaces.css'), 'utf8')
    for (const [template, face, family] of [
      ['group', 'manrope', 'Manrope Variable'],
      ['brand', 'outfit', 'Outfit Variable'],
      ['used', 'figtree', 'Figtree Variable'],
    ] as const) {
      const font = brandFont(template)
      expect(font.file).toBe(FONT_FILES[face])
      expect(fs.existsSync(path.join('public', font.file))).toBe(true)
      expect(css).toMatch(
        new RegExp(
          `\\.${font.className} \\{\\s*--font-brand: '${family}', '${family.replace(' Variable', ' Fallback')}', `,
        ),
      )
    }
  })
})
