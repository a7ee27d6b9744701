// Reads PostgreSQL's pg_node_tree text (a view's stored query, pg_rewrite.ev_action) far enough to
// learn where each view column comes from: the top-level query's target entries carry `resorigtbl`
// and `resorigcol`, the table and column a plain column reference resolves to. PostgREST derives
// view primary keys and relationships from the same fields.

export type NodeValue = string | null | NodeValue[] | { [field: string]: NodeValue }

function tokenize(text: string): string[] {
  const tokens: string[] = []
  let i = 0
  while (i < text.length) {
    const ch = text[i] as string
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r') {
      i++
    } else if ('(){}'.includes(ch)) {
      tokens.push(ch)
      i++
    } else {
      let token = ''
      while (i < text.length && !' \n\t\r(){}'.includes(text[i] as string)) {
        if (text[i] === '\\' && i + 1 < text.length) i++
        token += text[i]
        i++
      }
      tokens.push(token)
    }
  }
  return tokens
}

/** Parses a node tree: `{NODE :field value ...}` nodes, `(...)` lists, `<>` for null, atoms. */
export function parseNodeTree(text: string): NodeValue {
  const tokens = tokenize(text)
  let pos = 0
  const value = (): NodeValue => {
    const token = tokens[pos++]
    if (token === '{') {
      const node: { [field: string]: NodeValue } = { _type: tokens[pos++] ?? '' }
      while (pos < tokens.length && tokens[pos] !== '}') {
        const key = tokens[pos++] as string
        if (!key.startsWith(':')) continue
        const parts: NodeValue[] = []
        while (pos < tokens.length && tokens[pos] !== '}' && !(tokens[pos] as string).startsWith(':'))
          parts.push(value())
        node[key.slice(1)] = parts.length === 1 ? (parts[0] as NodeValue) : parts
      }
      pos++
      return node
    }
    if (token === '(') {
      const list: NodeValue[] = []
      while (pos < tokens.length && tokens[pos] !== ')') list.push(value())
      pos++
      return list
    }
    return token === '<>' || token === undefined ? null : token
  }
  return value()
}

export interface ColumnOrigin {
  /** The view column's position (attnum). */
  resno: number
  tableOid: number
  attnum: number
}

/** The target entries of a view's query that are plain references to a table column. */
export function viewColumnOrigins(definition: string): ColumnOrigin[] {
  const tree = parseNodeTree(definition)
  const query = Array.isArray(tree) ? tree[0] : tree
  if (!query || typeof query !== 'object' || Array.isArray(query)) return []
  const targetList = query.targetList
  if (!Array.isArray(targetList)) return []
  const origins: ColumnOrigin[] = []
  for (const entry of targetList) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue
    const resno = Number(entry.resno)
    const tableOid = Number(entry.resorigtbl)
    const attnum = Number(entry.resorigcol)
    if (entry.resjunk === 'true' || !tableOid || !attnum) continue
    origins.push({ resno, tableOid, attnum })
  }
  return origins
}
