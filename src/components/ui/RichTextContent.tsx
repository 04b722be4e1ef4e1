import type {
  SerializedAutoLinkNode,
  SerializedLinkNode,
  SerializedListItemNode,
  SerializedListNode,
} from '@payloadcms/richtext-lexical'
import { RichText, type JSXConverters, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type React from 'react'

import { safeHref } from '@/domain/links'
import { isLiveHref, type RouteContext } from '@/domain/routes'

type RichTextData = React.ComponentProps<typeof RichText>['data']
type LinkFields = { url?: string | null; newTab?: boolean | null }

/**
 * Lists as HTML allows them. Payload's default gives every item a `value` (Lexical's count), which HTML allows only
 * in a numbered list (the Nu checker refused it in every bulleted list of a post or the finance page); the numbered
 * list says where it starts (`start`) and counts its items itself. A checklist's item is a plain item beginning with
 * a checkbox that cannot be changed (the default made the item itself a `role="checkbox"` holding a second checkbox).
 */
const listConverters: JSXConverters<SerializedListNode | SerializedListItemNode> = {
  list: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const className = `list-${node.listType}`
    if (node.listType !== 'number') return <ul className={className}>{children}</ul>
    return (
      <ol className={className} start={node.start && node.start !== 1 ? node.start : undefined}>
        {children}
      </ol>
    )
  },
  listitem: ({ node, nodesToJSX, parent }) => {
    const nested = node.children.some((child) => child.type === 'list')
    const children = nodesToJSX({ nodes: node.children })
    const check = 'listType' in parent && parent.listType === 'check' && !nested
    return (
      // an item holding only a sublist shows no marker of its own (as Payload's default)
      <li className={nested ? 'nestedListItem' : undefined} style={nested ? { listStyleType: 'none' } : undefined}>
        {check ? <input type="checkbox" defaultChecked={Boolean(node.checked)} disabled /> : null}
        {children}
      </li>
    )
  },
}

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
    return { ...defaultConverters, ...listConverters, link: renderLink as never, autolink: renderLink as never }
  }

/**
 * Lexical rich text as the site shows it (a rich-text block, a blog post's article): the `prose` styles, and links
 * only to safe targets this tenant serves.
 */
export function RichTextContent({ data, routes = null }: { data: RichTextData; routes?: RouteContext | null }) {
  return <RichText data={data} converters={convertersFor(routes)} className="prose" />
}
