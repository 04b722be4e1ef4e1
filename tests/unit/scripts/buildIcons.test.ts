/**
 * The icon sprite (scripts/build-icons.mjs → public/icons.svg and src/components/ui/iconSprite.ts): the committed
 * files are exactly what `npm run icons` writes for the icons src/components/ui/icons.tsx names, so an icon added
 * to the table without rebuilding the sprite (which would draw nothing) fails here.
 */
import fs from 'node:fs'
import path from 'node:path'

import { buildModule, buildSprite, iconNames, outputs } from '../../../scripts/build-icons.mjs'

describe('icon sprite', () => {
  it('the committed sprite and its versioned URL are up to date', async () => {
    for (const [file, content] of await outputs()) expect(fs.readFileSync(file, 'utf8')).toBe(content)
  })

  it('has one symbol per icon the table names, drawn with lucide’s paths and no fixed stroke', async () => {
    const names = iconNames()
    expect(names).toContain('phone')
    expect(names).toContain('map-pin')
    const sprite = await buildSprite(['phone', 'x'])
    expect(sprite.match(/<symbol /g)).toHaveLength(2)
    expect(sprite).toContain('<symbol id="x" viewBox="0 0 24 24"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></symbol>')
    expect(sprite).not.toContain('stroke=')
  })

  it('names the sprite by its content, so a changed sprite gets a new URL', () => {
    const a = buildModule('<svg>a</svg>')
    expect(a).toMatch(/ICON_SPRITE_URL = '\/icons\.svg\?v=[0-9a-f]{10}'/)
    expect(buildModule('<svg>b</svg>')).not.toBe(a)
    expect(buildModule('<svg>a</svg>')).toBe(a)
  })

  it('refuses an icon lucide does not have', async () => {
    await expect(buildSprite(['no-such-icon'])).rejects.toThrow("lucide-react has no icon 'no-such-icon'")
  })

  it('no component draws a lucide icon itself: every icon comes from the sprite (src/components/ui/icons.tsx)', () => {
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (/\.(tsx?|mjs)$/.test(entry.name) && /from 'lucide-react'/.test(fs.readFileSync(full, 'utf8')))
          offenders.push(full)
      }
    }
    for (const dir of ['src', 'blocks', 'collections']) walk(path.resolve(dir))
    expect(offenders).toEqual([])
  })
})
