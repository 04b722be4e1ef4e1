import type { Metadata } from 'next'
import { SuccessMessage } from '@/modules/leads/components/SuccessMessage.client'

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

export default function SuccessPage() {
  return (
    <main className="lead-page container">
      <h1>Thank you</h1>
      <SuccessMessage />
      <p>
        <a href="/search">Keep browsing our cars</a>
      </p>
    </main>
  )
}
