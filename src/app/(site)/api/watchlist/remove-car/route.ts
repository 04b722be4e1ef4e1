import { watchlistRoute } from '../change'

/** POST /api/watchlist/remove-car { phone_number, car_id } (spec §7): ../change.ts. */
export const dynamic = 'force-dynamic'
export const POST = watchlistRoute('remove')
