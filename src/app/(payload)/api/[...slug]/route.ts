import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardPayloadHandler } from '@/lib/adminCredentials'

// Admin credentials count on admin hosts only; cookies set over https get `Secure` (src/lib/adminCredentials.ts).
export const GET = guardPayloadHandler(REST_GET(config))
export const POST = guardPayloadHandler(REST_POST(config))
export const DELETE = guardPayloadHandler(REST_DELETE(config))
export const PATCH = guardPayloadHandler(REST_PATCH(config))
export const PUT = guardPayloadHandler(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
