import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withSecureCookies } from '@/lib/secureCookies'

// Cookies set over https get `Secure` (src/lib/secureCookies.ts).
export const GET = withSecureCookies(REST_GET(config))
export const POST = withSecureCookies(REST_POST(config))
export const DELETE = withSecureCookies(REST_DELETE(config))
export const PATCH = withSecureCookies(REST_PATCH(config))
export const PUT = withSecureCookies(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
