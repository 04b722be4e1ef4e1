import { financeEnquiryRoute } from '../../financeEnquiryRoute'

const route = financeEnquiryRoute('Personalised finance', 'personalised-finance')
export const metadata = route.metadata
export default route.Page
