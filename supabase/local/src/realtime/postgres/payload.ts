// The `data` of a postgres_changes message, shaped as Realtime encodes its NewRecord, UpdatedRecord
// and DeletedRecord structs (and realtime-js parses them), from what _realtime.route_change computed.

export interface RoleView {
  /** An error Realtime reports instead of the row ("Error 401: Unauthorized", ...). */
  error: string | null
  pk: string[]
  columns: { name: string; type: string }[]
  record: Record<string, unknown> | null
  old_record: Record<string, unknown> | null
}

export interface RoutedChange {
  schema: string
  table: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  commit_timestamp: string
  too_big: boolean
  roles: Record<string, RoleView>
  /** Per check sent to route_change: whether the change reaches that subscriber. */
  visible: boolean[]
}

function project(record: Record<string, unknown> | null, keep: (column: string) => boolean) {
  if (!record) return null
  return Object.fromEntries(Object.entries(record).filter(([column]) => keep(column)))
}

/** The payload's `data` for one role, narrowed to `select` columns (plus the primary key) if given. */
export function changeData(change: RoutedChange, role: string, select: string[] | null): Record<string, unknown> {
  const view = change.roles[role]
  const base = { schema: change.schema, table: change.table, type: change.type }
  if (!view || view.error) {
    const data: Record<string, unknown> = {
      ...base,
      columns: null,
      commit_timestamp: null,
      errors: [view?.error ?? 'Error 401: Unauthorized'],
    }
    if (change.type !== 'DELETE') data.record = null
    if (change.type !== 'INSERT') data.old_record = null
    return data
  }
  const keep = (column: string) => !select || select.includes(column) || view.pk.includes(column)
  const data: Record<string, unknown> = {
    ...base,
    commit_timestamp: change.commit_timestamp,
    columns: view.columns.filter((c) => keep(c.name)),
    errors: change.too_big ? ['Error 413: Payload Too Large'] : null,
  }
  if (change.type !== 'DELETE') data.record = project(view.record, keep)
  if (change.type !== 'INSERT') data.old_record = project(view.old_record, keep)
  return data
}
