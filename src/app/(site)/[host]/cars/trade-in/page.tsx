import { tradeInRoute } from '../../tradeInRoute'

/** RTE-13: the trade-in page for one car of this tenant (?car_id= its id or slug). */
const route = tradeInRoute('cars/trade-in')
export const metadata = route.metadata
export default route.Page
