import { financeEnquiryRoute } from '../financeEnquiryRoute'

const route = financeEnquiryRoute('Finance enquiry', 'finance-enquiry')
export const metadata = route.metadata
export default route.Page
