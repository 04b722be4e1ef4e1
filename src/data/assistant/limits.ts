import 'server-only'

import { countLimiter } from '@/lib/sharedLimits'

/**
 * Calls to a tenant's assistant endpoint (/api/mcp) per client per minute: an assistant's conversation makes a few;
 * a scraper is held here. Shared by every instance (src/lib/sharedLimits.ts). The lead tools' sends also count
 * against the site's own lead limits (src/data/leads/rateLimit.ts).
 */
export const ASSISTANT_CALLS_PER_MINUTE = 60

export const assistantLimiter = countLimiter('assistant-client', ASSISTANT_CALLS_PER_MINUTE, 60_000)
