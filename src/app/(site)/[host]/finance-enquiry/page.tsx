import { financeEnquiryRoute } from '@/modules/leads/components/FinanceEnquiryPage'

const route = financeEnquiryRoute('Finance enquiry', 'finance-enquiry')
export const generateMetadata = route.generateMetadata
export default route.Page
