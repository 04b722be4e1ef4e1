import { tradeInRoute } from '../tradeInRoute'

const route = tradeInRoute('sell-my-car')
export const metadata = route.metadata
export default route.Page
