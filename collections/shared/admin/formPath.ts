/** The value at a form path of a document ('createdAt', 'delivery_attempts.0.at', 'audit.2.to'). */
export function atPath(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (Array.isArray(node)) return node[Number(key)]
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
  }, data)
}
