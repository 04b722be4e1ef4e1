import { watchlistRoute } from '../change'

/** POST /api/watchlist/save-car { phone_number, car_id } (spec §7): ../change.ts. */
export const dynamic = 'force-dynamic'
export const POST = watchlistRoute('save')
