import {
  checkWebhookUrl,
  classifyAddress,
  classifyHost,
  parseIPv4,
  parseIPv6,
  targetVerdict,
  WEBHOOK_MESSAGES,
} from '@/domain/net/addressRanges'

describe('classifyAddress: every range a webhook must not reach', () => {
  it.each([
    // IPv4
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.255', 'private'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['0.0.0.0', 'reserved'],
    ['0.1.2.3', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.7', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['239.255.255.250', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    // IPv6
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'reserved'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['2001:2::1', 'reserved'],
    ['100::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['5f00::1', 'reserved'],
    ['::7f00:1', 'reserved'], // IPv4-compatible ::127.0.0.1
    ['::8.8.8.8', 'reserved'], // IPv4-compatible forms are never real destinations
    ['1::1', 'reserved'], // outside global unicast
    // IPv4 embedded in IPv6: judged by the IPv4 address
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:0:7f00:1', 'loopback'], // IPv4-translated
    ['64:ff9b::10.0.0.1', 'private'], // NAT64 of a private address
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b:1::1', 'private'], // local-use NAT64
    ['2002:7f00:1::1', 'loopback'], // 6to4 of 127.0.0.1
    ['2002:c0a8:101::1', 'private'], // 6to4 of 192.168.1.1
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected)
  })

  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['93.184.216.34'],
    ['172.32.0.1'], // just past 172.16/12
    ['100.128.0.1'], // just past 100.64/10
    ['11.0.0.1'],
    ['2606:4700:4700::1111'],
    ['2001:4860:4860::8888'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::8.8.8.8'], // NAT64 of a public address
    ['2002:808:808::1'], // 6to4 of 8.8.8.8
  ])('%s is public', (address) => {
    expect(classifyAddress(address)).toBe('public')
  })

  it.each([
    'crm.example',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '1::2::3',
    'fe80::1%eth0',
    '::ffff:1.2.3.999',
    '12345::1',
    ':::',
    '',
  ])('%p is not an address', (text) => {
    expect(classifyAddress(text)).toBeNull()
  })

  it('parses dotted quads and IPv6 forms exactly', () => {
    expect(parseIPv4('1.2.3.4')).toBe(0x01020304)
    expect(parseIPv4('255.255.255.255')).toBe(0xffffffff)
    expect(parseIPv6('::ffff:1.2.3.4')).toBe(0xffff01020304n)
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toBe(0x00010002000300040005000600070008n)
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeNull()
    expect(parseIPv6('1:2:3:4:5:6:7::8')).toBeNull()
  })
})

describe('classifyHost: odd spellings a URL parser normalises still land on the address', () => {
  const hostOf = (url: string) => classifyHost(new URL(url).hostname)
  it.each([
    ['http://2130706433/', 'loopback'],
    ['http://0x7f.1/', 'loopback'],
    ['http://017700000001/', 'loopback'],
    ['http://127.1/', 'loopback'],
    ['http://0/', 'reserved'],
    ['http://[::1]/', 'loopback'],
    ['http://[::]/', 'reserved'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[0:0:0:0:0:ffff:7f00:1]/', 'loopback'],
    ['http://0xa9.0xfe.0xa9.0xfe/', 'link-local'],
    ['http://localhost/', 'loopback'],
    ['http://LOCALHOST./', 'loopback'],
    ['http://localhost../', 'loopback'],
    ['http://foo.localhost/', 'loopback'],
    ['http://crm/', 'private'],
    ['http://metadata/', 'private'],
    ['http://metadata.google.internal/', 'private'],
    ['http://printer.local/', 'private'],
    ['http://router.home.arpa/', 'private'],
    ['https://crm.example.com/', 'public'],
  ])('%s → %s', (url, expected) => {
    expect(hostOf(url).class).toBe(expected)
  })
})

describe('targetVerdict: public over https; private only with the switch; link-local and reserved never', () => {
  it.each([
    ['public', false, 'https:', true],
    ['public', false, 'http:', false],
    ['public', true, 'http:', false],
    ['private', false, 'https:', false],
    ['private', true, 'https:', true],
    ['private', true, 'http:', true],
    ['loopback', false, 'http:', false],
    ['loopback', true, 'http:', true],
    ['link-local', true, 'https:', false],
    ['reserved', true, 'https:', false],
  ] as const)('%s allowPrivate=%p %s → %p', (cls, allowPrivate, protocol, ok) => {
    expect(targetVerdict(cls, { allowPrivate, protocol }).ok).toBe(ok)
  })
})

describe('checkWebhookUrl: what is refused before any DNS', () => {
  it.each([
    'http://127.0.0.1:54329/',
    'https://127.0.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/',
    'https://192.168.0.10/hook',
    'https://172.20.1.1/',
    'https://100.64.1.1/',
    'https://[::1]/',
    'https://[fd00::1]/',
    'https://[fe80::1]/',
    'https://[::ffff:7f00:1]/',
    'https://[64:ff9b::a00:1]/',
    'https://2130706433/',
    'https://0x7f.1/',
    'https://0.0.0.0/',
    'https://198.18.0.1/',
    'https://240.0.0.1/',
    'https://255.255.255.255/',
    'https://224.0.0.1/',
    'https://localhost/',
    'https://foo.localhost/',
    'https://crm/',
    'https://metadata.google.internal/',
  ])('%s is refused by default', (url) => {
    const result = checkWebhookUrl(url, false)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatch(/private or local address|link-local, reserved or broadcast/)
  })

  it('names the address it refused', () => {
    expect(checkWebhookUrl('https://0x7f.1/', false)).toEqual({
      ok: false,
      error: WEBHOOK_MESSAGES.private('127.0.0.1'),
    })
    expect(checkWebhookUrl('https://169.254.169.254/', true)).toEqual({
      ok: false,
      error: WEBHOOK_MESSAGES.forbidden('169.254.169.254'),
    })
  })

  it.each([
    ['ftp://crm.example.com/', WEBHOOK_MESSAGES.invalid],
    ['file:///etc/passwd', WEBHOOK_MESSAGES.invalid],
    ['not a url', WEBHOOK_MESSAGES.invalid],
    ['', WEBHOOK_MESSAGES.invalid],
    ['http://8.8.8.8/', WEBHOOK_MESSAGES.needsHttps],
    ['https://user:pw@crm.example.com/', WEBHOOK_MESSAGES.credentials],
    [`https://crm.example.com/${'a'.repeat(2100)}`, WEBHOOK_MESSAGES.tooLong],
  ])('%s → %s', (url, error) => {
    expect(checkWebhookUrl(url, false)).toEqual({ ok: false, error })
  })

  it('accepts a public https name (to be resolved next) and a public https address', () => {
    expect(checkWebhookUrl('https://crm.example.com/hook', false)).toMatchObject({
      ok: true,
      host: { kind: 'name', class: 'public' },
    })
    expect(checkWebhookUrl('https://8.8.8.8/hook', false)).toMatchObject({
      ok: true,
      host: { kind: 'address', class: 'public' },
    })
  })

  it('with the on-premise switch: private and loopback targets, over http too; never link-local or reserved', () => {
    expect(checkWebhookUrl('http://127.0.0.1:4000/hook', true).ok).toBe(true)
    expect(checkWebhookUrl('http://10.1.2.3/hook', true).ok).toBe(true)
    expect(checkWebhookUrl('https://crm.corp/hook', true).ok).toBe(true)
    expect(checkWebhookUrl('http://[fe80::1]/', true).ok).toBe(false)
    expect(checkWebhookUrl('http://0.0.0.0/', true).ok).toBe(false)
  })
})
