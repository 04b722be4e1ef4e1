import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedLinkNode, SerializedAutoLinkNode } from '@payloadcms/richtext-lexical'

import type { RichTextBlock as RichTextData } from '../../payload-types'
import type { BlockContext } from '../types'
import { safeHref } from '../../src/domain/links'
import { isLiveHref, type RouteContext } from '../../src/domain/routes'

type LinkFields = { url?: string | null; newTab?: boolean | null }

/**
 * Links are rendered only with a safe target (http(s), mailto, tel or relative) that leads somewhere this tenant
 * serves (isLiveHref: no link to a 404); anything else becomes plain text.
 */
const convertersFor =
  (routes: RouteContext | null): JSXConvertersFunction =>
  ({ defaultConverters }) => {
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
      if (!href || (routes && !isLiveHref(href, routes))) return <span>{children}</span>
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

export function RichTextContent({
  data,
  routes = null,
}: {
  data: RichTextData['content']
  routes?: RouteContext | null
}) {
  return <RichText data={data} converters={convertersFor(routes)} className="prose" />
}

export function RichTextComponent({ block, routes }: { block: RichTextData } & BlockContext) {
  return (
    <section className="container section" data-block="richText">
      <RichTextContent data={block.content} routes={routes} />
    </section>
  )
}
