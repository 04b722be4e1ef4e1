import { financeEnquiryRoute } from '@/modules/leads/components/FinanceEnquiryPage'

const route = financeEnquiryRoute('Finance pre-approval', 'finance-pre-approval')
export const generateMetadata = route.generateMetadata
export default route.Page
