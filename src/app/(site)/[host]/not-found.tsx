import { NotFoundPage } from '@/modules/layout/components/NotFoundPage.client'

export default function TenantNotFound() {
  return <NotFoundPage />
}
