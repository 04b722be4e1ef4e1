#!/usr/bin/env node
/**
 * Writes tests/fixtures/schemaorg-vocabulary.json, the schema.org vocabulary the structured-data tests check
 * against, from a schema.org release file (schemaorg-current-https.jsonld, in the schemaorg/schemaorg repository
 * under data/releases/{version}/):
 *
 *   node scripts/schemaorg-vocabulary.mjs path/to/schemaorg-current-https.jsonld 30.0
 *
 * The fixture keeps what a check needs and drops the prose: each type's parent types, each property's domain and
 * range, and each enumeration member's type.
 */
import { readFileSync, writeFileSync } from 'node:fs'

const [source, version] = process.argv.slice(2)
if (!source || !version) {
  console.error('usage: node scripts/schemaorg-vocabulary.mjs <schemaorg-current-https.jsonld> <version>')
  process.exit(2)
}

/** @typedef {{ '@id': string, '@type': string | string[], [key: string]: unknown }} Node */

/** @type {Node[]} */
const graph = JSON.parse(readFileSync(source, 'utf8'))['@graph']
const name = (/** @type {string} */ id) => id.replace(/^schema:/, '')
const ids = (/** @type {unknown} */ v) =>
  v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((/** @type {{ '@id': string }} */ x) => name(x['@id']))
const typesOf = (/** @type {Node} */ node) => (Array.isArray(node['@type']) ? node['@type'] : [node['@type']])
const isSchema = (/** @type {Node} */ node) => typeof node['@id'] === 'string' && node['@id'].startsWith('schema:')

/** @type {Record<string, string[]>} */
const types = {}
/** @type {Record<string, { domain: string[], range: string[] }>} */
const properties = {}
/** @type {Record<string, string[]>} */
const members = {}
for (const node of graph.filter(isSchema)) {
  const kinds = typesOf(node)
  const id = name(node['@id'])
  if (kinds.includes('rdfs:Class')) {
    types[id] = ids(node['rdfs:subClassOf']).filter((p) => !p.includes(':'))
    if (kinds.includes('schema:DataType')) types[id].push('DataType')
  } else if (kinds.includes('rdf:Property')) {
    properties[id] = { domain: ids(node['schema:domainIncludes']), range: ids(node['schema:rangeIncludes']) }
  } else {
    members[id] = kinds.filter((k) => k.startsWith('schema:')).map(name)
  }
}

/** @template T @param {Record<string, T>} o @returns {Record<string, T>} */
const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
const out = { version, types: sorted(types), properties: sorted(properties), members: sorted(members) }
writeFileSync(new URL('../tests/fixtures/schemaorg-vocabulary.json', import.meta.url), `${JSON.stringify(out)}\n`)
console.log(
  `schema.org ${version}: ${Object.keys(types).length} types, ${Object.keys(properties).length} properties, ` +
    `${Object.keys(members).length} enumeration members`,
)
