import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withSecureCookies } from '@/lib/secureCookies'

export const POST = withSecureCookies(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
