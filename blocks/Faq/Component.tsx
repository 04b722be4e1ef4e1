import { SectionHeading } from '@/components/ui/SectionHeading'
import type { FaqBlock as FaqData } from '../../payload-types'
import type { BlockContext } from '../types'
import { DEFAULT_HEADINGS } from '../shared/fields'

export function FaqComponent({ block, headingLevel }: { block: FaqData } & BlockContext) {
  return (
    <section className="container section" data-block="faq">
      <SectionHeading level={headingLevel}>{block.heading || DEFAULT_HEADINGS.faq}</SectionHeading>
      <div className="faq">
        {(block.items ?? []).map((item, i) => (
          <details key={item.id ?? i} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <p className="faq__answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
