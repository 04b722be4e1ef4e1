import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardPayloadHandler } from '@/lib/adminCredentials'

// Admin credentials count on admin hosts only; cookies set over https get `Secure` (src/lib/adminCredentials.ts).
export const POST = guardPayloadHandler(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
