/**
 * Which network addresses and hosts an outbound request that staff configure (a lead destination's webhook) may
 * reach. Pure: no DNS here — src/lib/net/webhookTarget.ts resolves names and asks these rules about every address.
 *
 *   classifyAddress('10.0.0.1')            → 'private'
 *   classifyAddress('::ffff:7f00:1')       → 'loopback'   (IPv4-mapped 127.0.0.1)
 *   classifyAddress('169.254.169.254')     → 'link-local' (cloud metadata)
 *   classifyAddress('203.0.113.7')         → 'reserved'   (documentation)
 *   classifyAddress('93.184.216.34')       → 'public'
 *   classifyAddress('crm.example')         → null         (not an address: resolve it first)
 *
 * Policy (targetVerdict): public addresses over https only; private and loopback addresses only with the operator's
 * switch (LEAD_DESTINATIONS_ALLOW_PRIVATE=1, for an on-premise CRM — then plain http too); link-local (cloud
 * metadata), multicast, broadcast, unspecified, documentation and other reserved ranges never.
 */

export type AddressClass = 'public' | 'private' | 'loopback' | 'link-local' | 'reserved'

// ---------------------------------------------------------------------------------------------------------------
// IPv4

/** A strict dotted quad ('127.0.0.1') → 32-bit number; anything else → null. (URLs are normalised before this.) */
export function parseIPv4(text: string): number | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  let value = 0
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null
    const n = Number(part)
    if (n > 255) return null
    value = value * 256 + n
  }
  return value
}

function v4(cidr: string): [number, number] {
  const [base, bits] = cidr.split('/')
  return [parseIPv4(base ?? '')!, Number(bits)]
}

/** IANA IPv4 special-purpose registry (and RFC 1918/6598), most specific first where ranges nest. */
const IPV4_RANGES: Array<[number, number, AddressClass]> = (
  [
    ['0.0.0.0/8', 'reserved'], // "this network", 0.0.0.0 unspecified
    ['10.0.0.0/8', 'private'],
    ['100.64.0.0/10', 'private'], // carrier-grade NAT
    ['127.0.0.0/8', 'loopback'],
    ['169.254.0.0/16', 'link-local'], // incl. 169.254.169.254 cloud metadata
    ['172.16.0.0/12', 'private'],
    ['192.0.0.0/24', 'reserved'], // IETF protocol assignments
    ['192.0.2.0/24', 'reserved'], // TEST-NET-1
    ['192.31.196.0/24', 'reserved'], // AS112
    ['192.52.193.0/24', 'reserved'], // AMT
    ['192.88.99.0/24', 'reserved'], // 6to4 relay anycast
    ['192.168.0.0/16', 'private'],
    ['192.175.48.0/24', 'reserved'], // AS112 direct delegation
    ['198.18.0.0/15', 'reserved'], // benchmarking
    ['198.51.100.0/24', 'reserved'], // TEST-NET-2
    ['203.0.113.0/24', 'reserved'], // TEST-NET-3
    ['224.0.0.0/4', 'reserved'], // multicast
    ['240.0.0.0/4', 'reserved'], // reserved, incl. 255.255.255.255 broadcast
  ] as Array<[string, AddressClass]>
).map(([cidr, cls]) => [...v4(cidr), cls] as [number, number, AddressClass])

function inV4(address: number, base: number, bits: number): boolean {
  if (bits === 0) return true
  const size = 2 ** (32 - bits)
  return Math.floor(address / size) === Math.floor(base / size)
}

export function classifyIPv4(address: number): AddressClass {
  for (const [base, bits, cls] of IPV4_RANGES) if (inV4(address, base, bits)) return cls
  return 'public'
}

// ---------------------------------------------------------------------------------------------------------------
// IPv6

/**
 * An IPv6 literal ('::1', '[::ffff:7f00:1]', '64:ff9b::10.0.0.1') → 128-bit bigint; null when it is not one.
 * A zone id ('fe80::1%eth0') is not an address a URL may carry: null.
 */
export function parseIPv6(text: string): bigint | null {
  let s = text
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1)
  if (!s.includes(':') || s.includes('%')) return null
  // a trailing dotted quad becomes two groups
  const lastColon = s.lastIndexOf(':')
  const tail = s.slice(lastColon + 1)
  if (tail.includes('.')) {
    const quad = parseIPv4(tail)
    if (quad === null) return null
    s = `${s.slice(0, lastColon + 1)}${Math.floor(quad / 65536).toString(16)}:${(quad % 65536).toString(16)}`
  }
  const halves = s.split('::')
  if (halves.length > 2) return null
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'))
  const head = groupsOf(halves[0] ?? '')
  const rest = halves.length === 2 ? groupsOf(halves[1] ?? '') : []
  const missing = 8 - head.length - rest.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest]
  let value = 0n
  for (const group of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null
    value = (value << 16n) | BigInt(parseInt(group, 16))
  }
  return value
}

function v6(cidr: string): [bigint, number] {
  const [base, bits] = cidr.split('/')
  return [parseIPv6(base ?? '')!, Number(bits)]
}

function inV6(address: bigint, base: bigint, bits: number): boolean {
  const shift = BigInt(128 - bits)
  return address >> shift === base >> shift
}

/** Ranges that carry an IPv4 address in their low 32 bits: judged by that IPv4 address. */
const EMBEDS_V4_LOW: Array<[bigint, number]> = [
  v6('::ffff:0:0/96'), // IPv4-mapped
  v6('::ffff:0:0:0/96'), // IPv4-translated (SIIT)
  v6('64:ff9b::/96'), // NAT64 well-known prefix
]

const IPV6_RANGES: Array<[bigint, number, AddressClass]> = (
  [
    ['::1/128', 'loopback'],
    ['::/128', 'reserved'], // unspecified
    ['::/96', 'reserved'], // IPv4-compatible (deprecated): never a real destination
    ['64:ff9b:1::/48', 'private'], // local-use NAT64
    ['100::/64', 'reserved'], // discard-only
    ['2001::/32', 'reserved'], // Teredo (the client's IPv4 is hidden in the address)
    ['2001::/23', 'reserved'], // IETF protocol assignments (benchmarking, ORCHID, …)
    ['2001:db8::/32', 'reserved'], // documentation
    ['3fff::/20', 'reserved'], // documentation
    ['5f00::/16', 'reserved'], // SRv6 SIDs
    ['fc00::/7', 'private'], // unique local
    ['fe80::/10', 'link-local'],
    ['fec0::/10', 'private'], // site-local (deprecated)
    ['ff00::/8', 'reserved'], // multicast
  ] as Array<[string, AddressClass]>
).map(([cidr, cls]) => [...v6(cidr), cls] as [bigint, number, AddressClass])

const GLOBAL_UNICAST = v6('2000::/3')
const SIX_TO_FOUR = v6('2002::/16')

export function classifyIPv6(address: bigint): AddressClass {
  for (const [base, bits] of EMBEDS_V4_LOW) {
    if (inV6(address, base, bits)) return classifyIPv4(Number(address & 0xffffffffn))
  }
  // 6to4: 2002:AABB:CCDD::/48 carries the IPv4 address AA.BB.CC.DD
  if (inV6(address, ...SIX_TO_FOUR)) return classifyIPv4(Number((address >> 80n) & 0xffffffffn))
  for (const [base, bits, cls] of IPV6_RANGES) if (inV6(address, base, bits)) return cls
  return inV6(address, ...GLOBAL_UNICAST) ? 'public' : 'reserved'
}

/** An IP literal (IPv4 dotted quad, IPv6 with or without brackets) → its class; null when `text` is not one. */
export function classifyAddress(text: string): AddressClass | null {
  const four = parseIPv4(text)
  if (four !== null) return classifyIPv4(four)
  const six = parseIPv6(text)
  return six === null ? null : classifyIPv6(six)
}

// ---------------------------------------------------------------------------------------------------------------
// Host names and the policy

/** Names that are local by definition (RFC 6761, 6762, 8375 and common intranet suffixes): never resolved publicly. */
const LOOPBACK_NAMES = /(^|\.)localhost$/
const LOCAL_SUFFIXES = /\.(local|localdomain|internal|intranet|lan|home|corp|home\.arpa|in-addr\.arpa|ip6\.arpa)$/

export type HostKind =
  | { kind: 'address'; address: string; class: AddressClass }
  | { kind: 'name'; hostname: string; class: 'public' | 'private' | 'loopback' }

/**
 * A URL's hostname (as the WHATWG parser left it: lower case, IPv4 in any spelling already a dotted quad, IPv6 in
 * brackets) → an address with its class, or a name. A name is 'loopback' for localhost and *.localhost, 'private' for
 * local suffixes and single-label names (an intranet's, like `crm` or `metadata`), else 'public' until resolved.
 */
export function classifyHost(hostname: string): HostKind {
  const name = hostname.toLowerCase().replace(/\.+$/, '')
  const bare = name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name
  const cls = classifyAddress(bare)
  if (cls !== null) return { kind: 'address', address: bare, class: cls }
  if (name === '' || LOOPBACK_NAMES.test(name)) return { kind: 'name', hostname: name, class: 'loopback' }
  if (!name.includes('.') || LOCAL_SUFFIXES.test(name)) return { kind: 'name', hostname: name, class: 'private' }
  return { kind: 'name', hostname: name, class: 'public' }
}

export type TargetPolicy = { allowPrivate: boolean; protocol: 'http:' | 'https:' }
export type TargetVerdict = { ok: true } | { ok: false; reason: 'private' | 'forbidden' | 'needs-https' }

/**
 * May a request with `policy` go to something of class `cls`?
 * public → https only; private/loopback → only when allowPrivate (then http too); link-local/reserved → never.
 */
export function targetVerdict(cls: AddressClass, policy: TargetPolicy): TargetVerdict {
  switch (cls) {
    case 'public':
      return policy.protocol === 'https:' ? { ok: true } : { ok: false, reason: 'needs-https' }
    case 'private':
    case 'loopback':
      return policy.allowPrivate ? { ok: true } : { ok: false, reason: 'private' }
    default:
      return { ok: false, reason: 'forbidden' }
  }
}

export const WEBHOOK_URL_MAX_LENGTH = 2048

export const WEBHOOK_MESSAGES = {
  invalid: 'A webhook destination needs an https URL',
  tooLong: `A webhook URL may be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  credentials: 'A webhook URL may not carry a user name or password; the body is signed with the secret instead',
  needsHttps: 'A webhook destination needs an https URL',
  private: (what: string) =>
    `This webhook URL points at a private or local address (${what}). Webhooks go only to public https servers; ` +
    'a CRM inside your own network needs the platform operator to allow private destinations.',
  forbidden: (what: string) =>
    `This webhook URL points at a link-local, reserved or broadcast address (${what}), which is never allowed.`,
} as const

export function verdictMessage(reason: 'private' | 'forbidden' | 'needs-https', what: string): string {
  if (reason === 'needs-https') return WEBHOOK_MESSAGES.needsHttps
  return reason === 'private' ? WEBHOOK_MESSAGES.private(what) : WEBHOOK_MESSAGES.forbidden(what)
}

export type ParsedWebhookUrl =
  { ok: true; url: URL; protocol: 'http:' | 'https:'; host: HostKind } | { ok: false; error: string }

/**
 * Everything about a webhook URL that can be decided without DNS: the scheme, the length, no credentials, and
 * the host when it is an address or a local name. A public-looking name still has to be resolved
 * (src/lib/net/webhookTarget.ts), and every address it resolves to judged with targetVerdict.
 */
export function checkWebhookUrl(raw: unknown, allowPrivate: boolean): ParsedWebhookUrl {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, error: WEBHOOK_MESSAGES.invalid }
  if (raw.length > WEBHOOK_URL_MAX_LENGTH) return { ok: false, error: WEBHOOK_MESSAGES.tooLong }
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return { ok: false, error: WEBHOOK_MESSAGES.invalid }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, error: WEBHOOK_MESSAGES.invalid }
  if (url.username || url.password) return { ok: false, error: WEBHOOK_MESSAGES.credentials }
  const protocol = url.protocol
  const host = classifyHost(url.hostname)
  const what = host.kind === 'address' ? host.address : host.hostname
  if (host.kind === 'address' || host.class !== 'public') {
    const verdict = targetVerdict(host.class, { allowPrivate, protocol })
    if (!verdict.ok) return { ok: false, error: verdictMessage(verdict.reason, what) }
  }
  return { ok: true, url, protocol, host }
}
