import { financeEnquiryRoute } from '../financeEnquiryRoute'

const route = financeEnquiryRoute('Finance pre-approval', 'finance-pre-approval')
export const metadata = route.metadata
export default route.Page
