import { financeEnquiryRoute } from '@/modules/leads/components/FinanceEnquiryPage'

const route = financeEnquiryRoute('Personalised finance', 'personalised-finance')
export const generateMetadata = route.generateMetadata
export default route.Page
