import { tradeInRoute } from '../tradeInRoute'

const route = tradeInRoute('sell-your-car')
export const metadata = route.metadata
export default route.Page
