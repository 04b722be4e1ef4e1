'use client'

import { z } from 'zod'

// Zod 4 probes `new Function('')` on its first object parse to decide whether to compile fast parsers. Under the
// sites' Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as a CSP violation even
// though Zod catches it; jitless skips the probe (the forms' schemas are small, the interpreted parser is plenty).
// Browser only: the server keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true })

/** Rendered once in the site layout so this module runs before any form parses. */
export function ZodJitless(): null {
  return null
}
