import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type React from 'react'

import { safeHref } from '@/domain/links'
import { isLiveHref, type RouteContext } from '@/domain/routes'

type RichTextData = React.ComponentProps<typeof RichText>['data']
type LinkFields = { url?: string | null; newTab?: boolean | null }

/**
 * Links are rendered only with a safe target (http(s), mailto, tel or relative) that leads somewhere this tenant
 * serves (isLiveHref: no link to a 404); anything else becomes plain text. Without a route context (`null`) only the
 * target's safety is checked.
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
    return { ...defaultConverters, link: renderLink as never, autolink: renderLink as never }
  }

/**
 * Lexical rich text as the site shows it (a rich-text block, a blog post's article): the `prose` styles, and links
 * only to safe targets this tenant serves.
 */
export function RichTextContent({ data, routes = null }: { data: RichTextData; routes?: RouteContext | null }) {
  return <RichText data={data} converters={convertersFor(routes)} className="prose" />
}
