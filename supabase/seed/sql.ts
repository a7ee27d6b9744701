// Writing SQL literals for the generated seed: every value the generator emits goes through here.
import { createHash } from 'node:crypto'

export type SqlValue = string | number | boolean | null | SqlRaw | readonly string[]

/** A fragment written as is (e.g. `now() - interval '3 days'`): only for text the generator itself builds. */
export class SqlRaw {
  constructor(readonly sql: string) {}
}
export const raw = (sql: string) => new SqlRaw(sql)

export function literal(value: SqlValue): string {
  if (value === null) return 'null'
  if (value instanceof SqlRaw) return value.sql
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`)
    return String(value)
  }
  if (Array.isArray(value)) return `array[${value.map((v) => literal(v)).join(', ')}]::text[]`
  return `'${String(value).replaceAll("'", "''")}'`
}

export const json = (value: unknown) => raw(`${literal(JSON.stringify(value))}::jsonb`)

/** `insert into <table> (<columns>) values (...), (...);` one row a line. */
export function insertRows(table: string, columns: readonly string[], rows: readonly (readonly SqlValue[])[]): string {
  if (rows.length === 0) return ''
  const lines = rows.map((row) => {
    if (row.length !== columns.length) throw new Error(`${table}: ${row.length} values for ${columns.length} columns`)
    return `  (${row.map(literal).join(', ')})`
  })
  return `insert into ${table} (${columns.join(', ')}) values\n${lines.join(',\n')};\n`
}

/** A stable UUID for a seed entity, so that re-generating the seed keeps every id (name-based, v5 layout). */
export function seedUuid(kind: string, name: string): string {
  const hash = createHash('sha1').update(`kampala-meats-seed:${kind}:${name}`).digest()
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
