import { tradeInRoute } from '../tradeInRoute'

const route = tradeInRoute('trade-in')
export const metadata = route.metadata
export default route.Page
