/**
 * A schema.org vocabulary check for JSON-LD, as the schema.org validator does it offline: every @type is a
 * schema.org type, every property exists and its domain includes the node's type (or a parent type), and every value
 * fits the property's range — a node of a range type, an enumeration member of a range enumeration
 * ('https://schema.org/InStock'), a number or string where a data type is allowed (ISO 8601 for Date, DateTime and
 * Time), or an absolute URL as a reference. tests/fixtures/schemaorg-vocabulary.json comes from
 * scripts/schemaorg-vocabulary.mjs.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

interface Vocabulary {
  version: string
  types: Record<string, string[]>
  properties: Record<string, { domain: string[]; range: string[] }>
  members: Record<string, string[]>
}

const vocabulary: Vocabulary = JSON.parse(
  readFileSync(path.resolve(process.cwd(), 'tests/fixtures/schemaorg-vocabulary.json'), 'utf8'),
)

const SCHEMA = /^https?:\/\/schema\.org\/(.+)$/

/** A type and all its parents ('Car' → Car, Vehicle, Product, Thing). */
function ancestors(type: string, seen = new Set<string>()): Set<string> {
  if (seen.has(type)) return seen
  seen.add(type)
  for (const parent of vocabulary.types[type] ?? []) ancestors(parent, seen)
  return seen
}

const isA = (type: string, wanted: readonly string[]) => wanted.some((w) => ancestors(type).has(w))

const ISO_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/
const ISO_TIME = /^\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?$/

function stringFits(value: string, range: readonly string[]): boolean {
  if (range.some((r) => isA(r, ['Text']))) return true
  const term = SCHEMA.exec(value)?.[1]
  // A schema.org term: an enumeration member of a range enumeration ('https://schema.org/InStock'), nothing else.
  if (term) return vocabulary.members[term]?.some((t) => isA(t, range)) ?? false
  const dateTypes = range.filter((r) => ['Date', 'DateTime', 'Time'].includes(r))
  if (dateTypes.length > 0) {
    return (
      (dateTypes.includes('Date') && ISO_DATE.test(value)) ||
      (dateTypes.includes('DateTime') && (ISO_DATE_TIME.test(value) || ISO_DATE.test(value))) ||
      (dateTypes.includes('Time') && ISO_TIME.test(value))
    )
  }
  // An absolute URL names a thing of the range (JSON-LD's reference by IRI).
  return /^https?:\/\//.test(value) && !range.every((r) => isA(r, ['DataType']))
}

function numberFits(range: readonly string[]): boolean {
  return range.some((r) => isA(r, ['Number', 'Text', 'QuantitativeValue']) || r === 'StructuredValue')
}

function check(node: unknown, where: string, errors: string[], range: readonly string[] | null): void {
  if (Array.isArray(node)) {
    node.forEach((n, i) => check(n, `${where}[${i}]`, errors, range))
    return
  }
  if (typeof node === 'string') {
    if (range && !stringFits(node, range)) errors.push(`${where}: "${node}" is not a ${range.join(' | ')}`)
    return
  }
  if (typeof node === 'number') {
    if (range && !numberFits(range)) errors.push(`${where}: ${node} is not a ${range.join(' | ')}`)
    return
  }
  if (typeof node === 'boolean') {
    if (range && !range.includes('Boolean')) errors.push(`${where}: a boolean is not a ${range.join(' | ')}`)
    return
  }
  if (node === null || typeof node !== 'object') {
    errors.push(`${where}: ${String(node)} is not a value`)
    return
  }
  const obj = node as Record<string, unknown>
  const declared = obj['@type']
  const types = Array.isArray(declared) ? (declared as string[]) : typeof declared === 'string' ? [declared] : []
  if (types.length === 0) {
    errors.push(`${where}: a node without @type`)
    return
  }
  for (const t of types) if (!vocabulary.types[t]) errors.push(`${where}: @type ${t} is not a schema.org type`)
  if (range && !types.some((t) => vocabulary.types[t] && isA(t, range)))
    errors.push(`${where}: ${types.join(', ')} is not a ${range.join(' | ')}`)
  for (const [key, value] of Object.entries(obj)) {
    if (key === '@type' || key === '@id') continue
    if (key === '@context') {
      if (value !== 'https://schema.org') errors.push(`${where}: @context ${JSON.stringify(value)}`)
      continue
    }
    const at = `${where}.${key}`
    const property = vocabulary.properties[key]
    if (!property) {
      errors.push(`${at}: not a schema.org property`)
      continue
    }
    if (types.every((t) => vocabulary.types[t]) && !types.some((t) => isA(t, property.domain)))
      errors.push(`${at}: not a property of ${types.join(', ')} (domain ${property.domain.join(' | ')})`)
    if (value === null || value === undefined || value === '') errors.push(`${at}: empty`)
    else check(value, at, errors, property.range)
  }
}

/** The vocabulary errors of some JSON-LD (one object or an array of them); [] when it is valid. */
export function schemaOrgErrors(jsonLd: unknown, where = '$'): string[] {
  const errors: string[] = []
  check(jsonLd, where, errors, null)
  return errors
}

export const SCHEMA_ORG_VERSION = vocabulary.version
