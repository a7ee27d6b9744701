// antd writes the whole stylesheet of each component it renders (every column width of the grid at every
// breakpoint, every button variant...): 180 kB of CSS for the dashboard's first paint. Only the rules whose
// selectors name classes that the pre-rendered markup uses are kept, so the HTML stays small and quick to
// parse on a slow phone. At-rules keep what they hold that is kept; keyframes stay.

/** The class names used in `html`. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

/** The index of the `}` that closes the block opening at `open`, skipping quoted text. */
function blockEnd(css: string, open: number): number {
  let depth = 0
  let quote: string | null = null
  for (let i = open; i < css.length; i++) {
    const char = css[i]
    if (quote) {
      if (char === '\\') i++
      else if (char === quote) quote = null
    } else if (char === '"' || char === "'") quote = char
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return i
  }
  return css.length - 1
}

/** Splits a selector list at its top-level commas (not those inside :where(...) or :is(...)). */
function selectors(prelude: string): string[] {
  const list: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < prelude.length; i++) {
    const char = prelude[i]
    if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (char === ',' && depth === 0) {
      list.push(prelude.slice(start, i))
      start = i + 1
    }
  }
  list.push(prelude.slice(start))
  return list.map((selector) => selector.trim()).filter(Boolean)
}

/** A selector may match the markup when every `prefix…` class it names is used there. */
function mayMatch(selector: string, used: Set<string>, prefix: string): boolean {
  for (const match of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
    const name = match[1] ?? ''
    if (name.startsWith(prefix) && !used.has(name)) return false
  }
  return true
}

/** `css` without the rules that cannot match `html` (judged by the classes starting with `prefix`). */
export function pruneCss(css: string, html: string, prefix = 'ant-'): string {
  const used = classesOf(html)
  const prune = (text: string): string => {
    let out = ''
    let i = 0
    while (i < text.length) {
      const open = text.indexOf('{', i)
      if (open < 0) break
      const prelude = text.slice(i, open).trim()
      const close = blockEnd(text, open)
      const body = text.slice(open + 1, close)
      if (prelude.startsWith('@keyframes') || prelude.startsWith('@font-face')) {
        out += `${prelude}{${body}}`
      } else if (prelude.startsWith('@')) {
        const inner = prune(body)
        if (inner) out += `${prelude}{${inner}}`
      } else {
        const kept = selectors(prelude).filter((selector) => mayMatch(selector, used, prefix))
        if (kept.length > 0) out += `${kept.join(',')}{${body}}`
      }
      i = close + 1
    }
    return out
  }
  return prune(css)
}
