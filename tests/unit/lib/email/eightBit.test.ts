import { eightBitText, MAX_8BIT_LINE_OCTETS } from '@/lib/email/adapter'

describe('the 8bit text part (ADF lead emails)', () => {
  it('LEAD-38 hands nodemailer the part whole: 8bit UTF-8 headers and the text as written, CRLF as LF', () => {
    const part = eightBitText('<?xml version="1.0"?>\r\n<name>Zoë 😀 & Co</name>\n')
    expect(part).toEqual({
      raw: 'Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n<?xml version="1.0"?>\n<name>Zoë 😀 & Co</name>\n',
    })
  })

  it('leaves a text with a line over 998 octets to nodemailer’s own encoding (8bit forbids such lines)', () => {
    // 500 two-octet characters: 1,000 octets on one line
    const long = 'é'.repeat(500)
    expect(Buffer.byteLength(long)).toBeGreaterThan(MAX_8BIT_LINE_OCTETS)
    expect(eightBitText(`ok\n${long}`)).toBe(`ok\n${long}`)
    expect(eightBitText('é'.repeat(499))).toHaveProperty('raw')
  })
})
