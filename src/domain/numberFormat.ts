/**
 * en-AU number formatting without Intl, for code that runs in the browser while a page loads.
 *
 * The first `new Intl.NumberFormat('en-AU', …)` in a page loads the locale's number data: measured 50–65 ms of main
 * thread at Lighthouse's 4× CPU slowdown, in one piece. Module-level formatters (prices, the sales counter, the finance
 * calculators' labels) paid it while the framework started the page, inside its longest task, on every home page and
 * again in the vehicle page's deferred islands. en-AU's number format is plain: '-' for negatives, ',' between groups
 * of three digits, '.' before the fraction, rounding half away from zero on the number's shortest decimal form, as
 * ICU does; so `numberFormat(options).format(n)` is the same string as `new Intl.NumberFormat('en-AU', options)
 * .format(n)` (tests/unit/domain/numberFormat.test.ts compares them over whole numbers, fractions, halves, negatives
 * and very large or small numbers). Whatever it does not write out itself (exponent forms, NaN, infinities) it hands
 * to Intl, built on first use.
 *
 * This module, price.ts (dollars, kilometres) and dateFormat.ts (dates and times) are the only places that format
 * for people to read: ESLint bans `Intl.*` and `toLocale*String` elsewhere.
 */

export interface NumberFormatOptions {
  /** Intl's default: 0. */
  minimumFractionDigits?: number
  /** Intl's default: max(minimumFractionDigits, 3). */
  maximumFractionDigits?: number
}

export interface NumberFormatter {
  format(n: number): string
}

/** '1234567' → '1,234,567' (digits only). */
function group(digits: string): string {
  let out = ''
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3)
    out = out ? `${digits.slice(start, end)},${out}` : digits.slice(start, end)
  }
  return out
}

/** Adds one to a string of decimal digits: '199' → '200', '99' → '100'. */
function increment(digits: string): string {
  const chars = digits.split('')
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1)
      return chars.join('')
    }
    chars[i] = '0'
  }
  return `1${chars.join('')}`
}

/** An en-AU formatter with Intl.NumberFormat's `format` for the fraction-digit options. */
export function numberFormat(options: NumberFormatOptions = {}): NumberFormatter {
  const minFraction = options.minimumFractionDigits ?? 0
  const maxFraction = options.maximumFractionDigits ?? Math.max(minFraction, 3)
  let intl: Intl.NumberFormat | undefined
  const fallback = (n: number) => (intl ??= new Intl.NumberFormat('en-AU', options)).format(n)
  return {
    format(n: number): string {
      if (!Number.isFinite(n)) return fallback(n)
      // the shortest decimal form that reads back as n (what ICU rounds from); exponent forms are left to Intl
      const text = String(Math.abs(n))
      if (text.includes('e')) return fallback(n)
      const dot = text.indexOf('.')
      let whole = dot < 0 ? text : text.slice(0, dot)
      let fraction = dot < 0 ? '' : text.slice(dot + 1)
      if (fraction.length > maxFraction) {
        const roundUp = fraction.charCodeAt(maxFraction) >= 53 // '5'..'9': half away from zero
        fraction = fraction.slice(0, maxFraction)
        if (roundUp) {
          const bumped = increment(whole + fraction)
          whole = bumped.slice(0, bumped.length - maxFraction) || '0'
          fraction = bumped.slice(bumped.length - maxFraction)
        }
      }
      fraction = fraction.replace(/0+$/, '')
      if (fraction.length < minFraction) fraction = fraction.padEnd(minFraction, '0')
      const sign = n < 0 || Object.is(n, -0) ? '-' : ''
      return `${sign}${group(whole)}${fraction ? `.${fraction}` : ''}`
    },
  }
}

const PLAIN = numberFormat()

/** A count or figure as en-AU writes it, what `n.toLocaleString('en-AU')` gives: 1234567 → '1,234,567', 0.5 → '0.5'. */
export function formatNumber(n: number): string {
  return PLAIN.format(n)
}
