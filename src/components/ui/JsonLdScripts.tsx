/**
 * Structured data of a page: one `<script type="application/ld+json">` per object, in the order given (the page's
 * main entity first). The objects come from src/domain/seo/structuredData.ts; serializeJsonLd escapes '<'.
 */
import { serializeJsonLd, type JsonLd } from '@/domain/seo/structuredData'

export function JsonLdScripts({ items }: { items: readonly JsonLd[] }) {
  return (
    <>
      {items.map((ld, i) => (
        <script
          key={`${String(ld['@type'])}-${i}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(ld) }}
        />
      ))}
    </>
  )
}
