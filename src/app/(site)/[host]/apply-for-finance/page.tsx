import { financeEnquiryRoute } from '../financeEnquiryRoute'

const route = financeEnquiryRoute('Apply for finance', 'apply-for-finance')
export const metadata = route.metadata
export default route.Page
