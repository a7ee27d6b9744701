// SQL text assembly: identifiers quoted (from the schema cache or validated names), every value a
// bind parameter numbered in the order it appears.
import type { QualifiedName } from '../schema/types.ts'

export class Params {
  readonly values: unknown[] = []

  /** A placeholder for `value`, sent as text of unknown type so PostgreSQL infers it, as PostgREST does. */
  add(value: string | Buffer | null): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** A quoted identifier; like PostgREST, anything from a NUL character on is dropped. */
export function ident(name: string): string {
  const nul = name.indexOf('\u0000')
  const clean = nul < 0 ? name : name.slice(0, nul)
  return `"${clean.replaceAll('"', '""')}"`
}

export function fromQi(qi: QualifiedName): string {
  return qi.schema ? `${ident(qi.schema)}.${ident(qi.name)}` : ident(qi.name)
}

/** A PostgreSQL array literal of text values, e.g. `{"a","b,c"}` (pgBuildArrayLiteral). */
export function arrayLiteral(values: string[]): string {
  const quote = (v: string) => `"${trimNul(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
  return `{${values.map(quote).join(',')}}`
}

/** Text values cannot carry NUL characters into PostgreSQL; PostgREST trims them the same way. */
export function trimNul(value: string): string {
  const nul = value.indexOf('\u0000')
  return nul < 0 ? value : value.slice(0, nul)
}
