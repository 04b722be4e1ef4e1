/**
 * Zod 4 probes `new Function('')` on its first object parse to decide whether to compile fast parsers. Under the
 * sites' Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as a CSP violation even though
 * Zod catches it; jitless skips the probe (the forms' schemas are small, the interpreted parser is plenty).
 *
 * Imported for its effect by every client module that parses with zod objects in the browser (the lead form, the
 * trade-in form), so zod ships only with the pages that have a form, never from the site layout. Browser only: the
 * server keeps the compiled parsers.
 */
import { z } from 'zod'

if (typeof window !== 'undefined') z.config({ jitless: true })
