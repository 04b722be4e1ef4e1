import { numberFormat, type NumberFormatOptions } from '@/domain/numberFormat'

// numberFormat writes en-AU numbers without Intl (the first Intl.NumberFormat of a page cost 50–65 ms at
// Lighthouse's 4x CPU). It must give exactly what Intl gives for every option set the site uses.
const OPTIONS: NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 0, minimumFractionDigits: 0 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
]

/** A deterministic spread of numbers: whole, fractional, halves at every digit, negative, huge and tiny. */
function samples(): number[] {
  const out = [0, -0, 1, -1, 5, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 45990, 45990.5, 45991.49, 123456, 999999]
  out.push(1e6, 1234567.891, 9999999.995, 1e15, 123456789012345, 2 ** 53, 1e20, 9.99e20, 1e21, 1e-6, 1e-7, 1.5e-8)
  out.push(0.5, 1.5, 2.5, -0.5, -2.5, 0.005, 0.015, 1.005, 1.045, 1.0005, 2.675, 0.125, 0.0049, -0.004, 8.345, 99.995)
  out.push(0.1 + 0.2, 1 / 3, 2 / 3, -1 / 3, 6.5, 7.25, 12.345, 1234.5678, 5.9999, 0.9995, 0.9994, 9.9995)
  out.push(NaN, Infinity, -Infinity, Number.MAX_VALUE, Number.MIN_VALUE)
  let seed = 42
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  for (let i = 0; i < 3000; i++) {
    const scale = 10 ** Math.floor(random() * 10 - 3)
    const n = (random() - 0.3) * scale
    out.push(n, Math.round(n), Math.round(n * 100) / 100, Math.round(n * 1000 + 0.5) / 1000)
  }
  return out
}

describe('numberFormat (en-AU without Intl)', () => {
  it.each(OPTIONS.map((o) => [JSON.stringify(o), o] as const))('equals Intl.NumberFormat en-AU %s', (_, options) => {
    const ours = numberFormat(options)
    const intl = new Intl.NumberFormat('en-AU', options)
    // the numbers where the two differ, each with both answers (one expect: 12,000 of them cost seconds)
    const differ = samples()
      .map((n) => [n, ours.format(n), intl.format(n)] as const)
      .filter(([, a, b]) => a !== b)
    expect(differ).toEqual([])
  })

  it('writes the common cases as the site shows them', () => {
    expect(numberFormat({ maximumFractionDigits: 0 }).format(45990)).toBe('45,990')
    expect(numberFormat({ maximumFractionDigits: 0 }).format(1234567)).toBe('1,234,567')
    expect(numberFormat({ maximumFractionDigits: 2 }).format(6.499)).toBe('6.5')
    expect(numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(12.5)).toBe('12.50')
    expect(numberFormat().format(1.23456)).toBe('1.235')
  })
})
