/** Tarjan's strongly connected components of two or more nodes (or one importing itself): the cycles. */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []

  const visit = (node: string) => {
    indexOf.set(node, index)
    low.set(node, index)
    index += 1
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!))
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || edges.get(node)?.has(node)) found.push(component.sort())
    }
  }
  for (const node of [...edges.keys()].sort()) if (!indexOf.has(node)) visit(node)
  return found.sort((a, b) => a[0].localeCompare(b[0]))
}
