import { financeEnquiryRoute } from '@/modules/leads/components/FinanceEnquiryPage'

const route = financeEnquiryRoute('Personalised finance')
export const generateMetadata = route.generateMetadata
export default route.Page
