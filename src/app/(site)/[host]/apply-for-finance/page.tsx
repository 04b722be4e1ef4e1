import { financeEnquiryRoute } from '@/modules/leads/components/FinanceEnquiryPage'

const route = financeEnquiryRoute('Apply for finance', 'apply-for-finance')
export const generateMetadata = route.generateMetadata
export default route.Page
