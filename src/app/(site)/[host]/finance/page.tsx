import { financeEnquiryRoute } from '@/modules/leads/components/FinanceEnquiryPage'

const route = financeEnquiryRoute('Finance enquiry', 'finance')
export const generateMetadata = route.generateMetadata
export default route.Page
