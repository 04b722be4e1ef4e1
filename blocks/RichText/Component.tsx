import type { RichTextBlock as RichTextData } from '../../payload-types'
import type { BlockContext } from '../types'
import { RichTextContent } from '../../src/components/ui/RichTextContent'

export function RichTextComponent({ block, routes }: { block: RichTextData } & BlockContext) {
  return (
    <section className="container section" data-block="richText">
      <RichTextContent data={block.content} routes={routes} />
    </section>
  )
}
