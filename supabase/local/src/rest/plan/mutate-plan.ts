// Mutation plans (PostgREST's Plan.mutatePlan and MutatePlan.hs): which columns the payload writes,
// the conflict target of an upsert, the WHERE of an update or delete, and what to return.
import { columnNotFound, invalidFilters } from '../errors.ts'
import type { ApiRequest, Mutation } from '../request/api-request.ts'
import type { Table } from '../schema/types.ts'
import { columnsNeeded } from './read-plan.ts'
import type { InsertColumn, MutatePlan, PlanLogic, ReadPlan } from './types.ts'

function typedColumns(table: Table, names: string[]): InsertColumn[] {
  return names.map((name) => {
    const column = table.columns.get(name)
    if (!column) throw columnNotFound(table.name, name)
    return { name, type: column.type, default: column.default }
  })
}

export function mutatePlan(
  mutation: Mutation,
  table: Table,
  request: ApiRequest,
  read: ReadPlan,
  rootWhere: PlanLogic[],
): MutatePlan {
  const { preferences, query, payload } = request
  const ref = { schema: table.schema, name: table.name }
  const returning =
    preferences.return === undefined || preferences.return === 'minimal' ? [] : columnsNeeded(read, table.primaryKey)
  const body = payload && (payload.kind === 'json' || payload.kind === 'raw-json') ? payload.json : null
  const applyDefaults = preferences.missing === 'default'
  switch (mutation) {
    case 'create':
      return {
        kind: 'insert',
        table: ref,
        columns: typedColumns(table, request.columns),
        body,
        onConflict: preferences.resolution
          ? { resolution: preferences.resolution, columns: query.onConflict ?? table.primaryKey }
          : null,
        putConditions: [],
        returning,
        primaryKey: table.primaryKey,
        applyDefaults,
      }
    case 'update':
      return {
        kind: 'update',
        table: ref,
        columns: typedColumns(table, request.columns),
        body,
        where: rootWhere,
        returning,
        applyDefaults,
      }
    case 'delete':
      return { kind: 'delete', table: ref, where: rootWhere, returning }
    case 'upsert': {
      const pk = table.primaryKey
      const rootFilters = query.filters.filter((f) => f.path.length === 0)
      const keysArePk = query.filterKeys.size === pk.length && pk.every((k) => query.filterKeys.has(k))
      const allEq = rootFilters.every(
        (f) =>
          !f.filter.expr.negated &&
          f.filter.expr.operation.kind === 'quant' &&
          f.filter.expr.operation.operator === 'eq' &&
          !f.filter.expr.operation.quantifier,
      )
      if (query.logic.length || !pk.length || !keysArePk || !allEq) throw invalidFilters()
      return {
        kind: 'insert',
        table: ref,
        columns: typedColumns(table, request.columns),
        body,
        onConflict: { resolution: 'merge-duplicates', columns: pk },
        putConditions: rootWhere,
        returning,
        primaryKey: pk,
        applyDefaults: false,
      }
    }
  }
}
