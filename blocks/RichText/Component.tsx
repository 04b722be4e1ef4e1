import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedLinkNode, SerializedAutoLinkNode } from '@payloadcms/richtext-lexical'

import type { RichTextBlock as RichTextData } from '../../payload-types'
import type { BlockContext } from '../types'
import { safeHref } from '../../src/domain/links'

type LinkFields = { url?: string | null; newTab?: boolean | null }

/** Links are rendered only with a safe target (http(s), mailto, tel or relative); anything else becomes plain text. */
const converters: JSXConvertersFunction = ({ defaultConverters }) => {
  const renderLink = ({
    node,
    nodesToJSX,
  }: {
    node: SerializedLinkNode | SerializedAutoLinkNode
    nodesToJSX: (a: { nodes: unknown[] }) => React.ReactNode[]
  }) => {
    const children = nodesToJSX({ nodes: node.children })
    const fields = node.fields as LinkFields
    const href = safeHref(fields.url)
    if (!href) return <span>{children}</span>
    return (
      <a href={href} {...(fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  }
  return {
    ...defaultConverters,
    link: renderLink as never,
    autolink: renderLink as never,
  }
}

export function RichTextContent({ data }: { data: RichTextData['content'] }) {
  return <RichText data={data} converters={converters} className="prose" />
}

export function RichTextComponent({ block }: { block: RichTextData } & BlockContext) {
  return (
    <section className="container section" data-block="richText">
      <RichTextContent data={block.content} />
    </section>
  )
}
