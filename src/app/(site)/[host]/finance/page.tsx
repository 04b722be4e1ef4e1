import { financeEnquiryRoute } from '../financeEnquiryRoute'

const route = financeEnquiryRoute('Finance enquiry', 'finance')
export const metadata = route.metadata
export default route.Page
