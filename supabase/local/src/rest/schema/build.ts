// Builds the schema cache from catalog rows, the way PostgREST's SchemaCache.hs does: many-to-one
// and one-to-one relationships from foreign keys, the same through views whose columns map onto the
// keys' columns, many-to-many through junction tables whose primary key covers both foreign keys,
// and the inverse (one-to-many) of each.
import { viewColumnOrigins } from './node-tree.ts'
import {
  type Cardinality,
  type Column,
  type QualifiedName,
  qiKey,
  type Relationship,
  type Routine,
  type SchemaCache,
  type Table,
} from './types.ts'

export interface TableRow extends QualifiedName {
  isView: boolean
  insertable: boolean
  updatable: boolean
  deletable: boolean
  primaryKey: string[]
  columns: Column[]
}

export interface ForeignKeyRow {
  schema: string
  table: string
  tableOid: number
  foreignSchema: string
  foreignTable: string
  foreignTableOid: number
  constraint: string
  columns: [string, string][]
  attnums: number[]
  foreignAttnums: number[]
  oneToOne: boolean
}

export interface PrimaryKeyRow {
  tableOid: number
  constraint: string
  attnums: number[]
  columns: string[]
}

export interface ViewRow extends QualifiedName {
  oid: number
  columns: Record<string, string>
  definition: string
}

export interface CatalogRows {
  tables: TableRow[]
  foreignKeys: ForeignKeyRow[]
  primaryKeys: PrimaryKeyRow[]
  views: ViewRow[]
  routines: Routine[]
  computedFields: { schema: string; table: string; function: string }[]
  /** Absent in hand-made catalogs of unit tests. */
  computedRelationships?: ComputedRelationshipRow[]
  roleSettings: string[]
}

export interface ComputedRelationshipRow {
  schema: string
  function: string
  tableSchema: string
  table: string
  foreignSchema: string
  foreignTable: string
  singleRow: boolean
}

/** Haskell's `compare` on Text and Bool: code points, False before True. */
const cmp = <T extends string | boolean | number>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * PostgREST's `Ord Routine` (SchemaCache/Routine.hs), which orders overloads and so the candidates
 * PGRST203 lists: fewer parameters first; then the parameters compared in order by name, type,
 * required, variadic; then the return type (a single value before a set, a scalar before a
 * composite, then its name), volatility (volatile, stable, immutable) and variadic last.
 */
export function compareRoutines(a: Routine, b: Routine): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length
  for (let i = 0; i < a.params.length; i++) {
    const p = a.params[i] as Routine['params'][number]
    const q = b.params[i] as Routine['params'][number]
    const order =
      cmp(p.name, q.name) || cmp(p.type, q.type) || cmp(p.required, q.required) || cmp(p.variadic, q.variadic)
    if (order) return order
  }
  const volatility = { volatile: 0, stable: 1, immutable: 2 }
  return (
    cmp(a.returns.setOf, b.returns.setOf) ||
    cmp(a.returns.composite, b.returns.composite) ||
    cmp(a.returns.schema, b.returns.schema) ||
    cmp(a.returns.name, b.returns.name) ||
    cmp(volatility[a.volatility], volatility[b.volatility]) ||
    cmp(a.hasVariadic, b.hasVariadic)
  )
}

/** A key of a table seen through a view: each key column with the view columns it appears as. */
export interface ViewKeyDependency {
  tableOid: number
  view: QualifiedName
  constraint: string
  kind: 'pk' | 'fk' | 'fk_ref'
  columns: [string, string[]][]
}

/** Also used by `gen types` (src/gen/), which derives the same relationships through views. */
export function viewKeyDependencies(
  rows: Pick<CatalogRows, 'views' | 'primaryKeys' | 'foreignKeys'>,
): ViewKeyDependency[] {
  const views = new Map(rows.views.map((v) => [v.oid, v]))
  // For each view: view column → base table column, following views of views.
  const direct = new Map<number, { column: string; tableOid: number; attnum: number }[]>()
  for (const view of rows.views) {
    let origins: ReturnType<typeof viewColumnOrigins> = []
    try {
      origins = viewColumnOrigins(view.definition)
    } catch {
      origins = []
    }
    direct.set(
      view.oid,
      origins
        .filter((o) => view.columns[String(o.resno)] !== undefined)
        .map((o) => ({ column: view.columns[String(o.resno)] as string, tableOid: o.tableOid, attnum: o.attnum })),
    )
  }
  const resolve = (tableOid: number, attnum: number, seen: Set<number>): { tableOid: number; attnum: number }[] => {
    const results = [{ tableOid, attnum }]
    const view = views.get(tableOid)
    if (!view || seen.has(tableOid)) return results
    const name = view.columns[String(attnum)]
    for (const origin of direct.get(tableOid) ?? []) {
      if (origin.column === name) {
        results.push(...resolve(origin.tableOid, origin.attnum, new Set([...seen, tableOid])))
      }
    }
    return results
  }
  const byView = new Map<number, { column: string; tableOid: number; attnum: number }[]>()
  for (const [viewOid, origins] of direct) {
    byView.set(
      viewOid,
      origins.flatMap((o) =>
        resolve(o.tableOid, o.attnum, new Set([viewOid])).map((r) => ({ column: o.column, ...r })),
      ),
    )
  }

  const keys: {
    tableOid: number
    constraint: string
    kind: ViewKeyDependency['kind']
    attnums: number[]
    columns: string[]
  }[] = [
    ...rows.primaryKeys.map((k) => ({ ...k, kind: 'pk' as const })),
    ...rows.foreignKeys.map((k) => ({
      tableOid: k.tableOid,
      constraint: k.constraint,
      kind: 'fk' as const,
      attnums: k.attnums,
      columns: k.columns.map(([c]) => c),
    })),
    ...rows.foreignKeys.map((k) => ({
      tableOid: k.foreignTableOid,
      constraint: k.constraint,
      kind: 'fk_ref' as const,
      attnums: k.foreignAttnums,
      columns: k.columns.map(([, f]) => f),
    })),
  ]
  const deps: ViewKeyDependency[] = []
  for (const [viewOid, origins] of byView) {
    const view = views.get(viewOid) as ViewRow
    for (const key of keys) {
      const columns: [string, string[]][] = key.attnums.map((attnum, i) => [
        key.columns[i] as string,
        [...new Set(origins.filter((o) => o.tableOid === key.tableOid && o.attnum === attnum).map((o) => o.column))],
      ])
      if (columns.length && columns.every(([, vcols]) => vcols.length > 0)) {
        deps.push({
          tableOid: key.tableOid,
          view: { schema: view.schema, name: view.name },
          constraint: key.constraint,
          kind: key.kind,
          columns,
        })
      }
    }
  }
  return deps
}

/** Every way of picking one view column per key column. */
export function expandColumns(columns: [string, string[]][]): [string, string][][] {
  return columns.reduce<[string, string][][]>(
    (combos, [tableColumn, viewColumns]) =>
      combos.flatMap((combo) => viewColumns.map((v) => [...combo, [tableColumn, v] as [string, string]])),
    [[]],
  )
}

const m2oOrO2o = (constraint: string, columns: [string, string][], oneToOne: boolean): Cardinality =>
  oneToOne ? { kind: 'o2o', constraint, columns, isParent: false } : { kind: 'm2o', constraint, columns }

function viewRelationships(fks: ForeignKeyRow[], deps: ViewKeyDependency[]): Relationship[] {
  const rels: Relationship[] = []
  for (const fk of fks) {
    const viewsOfTable = deps.filter(
      (d) => d.kind === 'fk' && d.tableOid === fk.tableOid && d.constraint === fk.constraint,
    )
    const viewsOfForeign = deps.filter(
      (d) => d.kind === 'fk_ref' && d.tableOid === fk.foreignTableOid && d.constraint === fk.constraint,
    )
    const table = { schema: fk.schema, name: fk.table }
    const foreign = { schema: fk.foreignSchema, name: fk.foreignTable }
    for (const vt of viewsOfTable) {
      for (const combo of expandColumns(vt.columns)) {
        rels.push({
          table: vt.view,
          foreignTable: foreign,
          isSelf: false,
          cardinality: m2oOrO2o(
            fk.constraint,
            combo.map(([, v], i) => [v, fk.columns[i]?.[1] as string]),
            fk.oneToOne,
          ),
          tableIsView: true,
          foreignTableIsView: false,
        })
      }
    }
    for (const tv of viewsOfForeign) {
      for (const combo of expandColumns(tv.columns)) {
        rels.push({
          table,
          foreignTable: tv.view,
          isSelf: false,
          cardinality: m2oOrO2o(
            fk.constraint,
            combo.map(([, v], i) => [fk.columns[i]?.[0] as string, v]),
            fk.oneToOne,
          ),
          tableIsView: false,
          foreignTableIsView: true,
        })
      }
    }
    for (const vt of viewsOfTable) {
      for (const left of expandColumns(vt.columns)) {
        for (const tv of viewsOfForeign) {
          for (const right of expandColumns(tv.columns)) {
            rels.push({
              table: vt.view,
              foreignTable: tv.view,
              isSelf: vt.view.schema === tv.view.schema && vt.view.name === tv.view.name,
              cardinality: m2oOrO2o(
                fk.constraint,
                left.map(([, v], i) => [v, right[i]?.[1] as string]),
                fk.oneToOne,
              ),
              tableIsView: true,
              foreignTableIsView: true,
            })
          }
        }
      }
    }
  }
  return rels
}

function manyToMany(rels: Relationship[], tables: Map<string, Table>): Relationship[] {
  const result: Relationship[] = []
  const m2o = rels.filter((r) => r.cardinality.kind === 'm2o')
  for (const r1 of m2o) {
    const junction = tables.get(qiKey(r1.table.schema, r1.table.name))
    if (!junction) continue
    const pk = new Set(junction.primaryKey)
    for (const r2 of m2o) {
      if (r2.table.schema !== r1.table.schema || r2.table.name !== r1.table.name) continue
      const c1 = r1.cardinality as { constraint: string; columns: [string, string][] }
      const c2 = r2.cardinality as { constraint: string; columns: [string, string][] }
      if (c1.constraint === c2.constraint) continue
      const junctionColumns = [...c1.columns, ...c2.columns].map(([c]) => c)
      if (!junctionColumns.every((c) => pk.has(c))) continue
      result.push({
        table: r1.foreignTable,
        foreignTable: r2.foreignTable,
        isSelf: r1.foreignTable.schema === r2.foreignTable.schema && r1.foreignTable.name === r2.foreignTable.name,
        cardinality: {
          kind: 'm2m',
          junction: r1.table,
          constraint1: c1.constraint,
          constraint2: c2.constraint,
          sourceColumns: c1.columns.map(([j, t]) => [t, j]),
          targetColumns: c2.columns.map(([j, t]) => [t, j]),
        },
        tableIsView: r1.foreignTableIsView,
        foreignTableIsView: r2.foreignTableIsView,
      })
    }
  }
  return result
}

function inverses(rels: Relationship[]): Relationship[] {
  const result: Relationship[] = []
  for (const r of rels) {
    const c = r.cardinality
    if (c.kind !== 'm2o' && c.kind !== 'o2o') continue
    const swapped = c.columns.map(([a, b]) => [b, a] as [string, string])
    result.push({
      table: r.foreignTable,
      foreignTable: r.table,
      isSelf: r.isSelf,
      cardinality:
        c.kind === 'm2o'
          ? { kind: 'o2m', constraint: c.constraint, columns: swapped }
          : { kind: 'o2o', constraint: c.constraint, columns: swapped, isParent: !c.isParent },
      tableIsView: r.foreignTableIsView,
      foreignTableIsView: r.tableIsView,
    })
  }
  return result
}

function settingEnabled(settings: string[], name: string): boolean {
  const entry = settings.find((s) => s.startsWith(`${name}=`))
  return (
    entry !== undefined &&
    ['true', 'on', 'yes', '1'].includes(
      entry
        .slice(name.length + 1)
        .trim()
        .toLowerCase(),
    )
  )
}

export function buildSchemaCache(rows: CatalogRows, exposedSchemas: string[]): SchemaCache {
  const exposed = new Set(exposedSchemas)
  const deps = viewKeyDependencies(rows)

  const tables = new Map<string, Table>()
  for (const t of rows.tables) {
    let primaryKey = t.primaryKey
    if (t.isView) {
      primaryKey = deps
        .filter((d) => d.kind === 'pk' && d.view.schema === t.schema && d.view.name === t.name)
        .flatMap((d) => d.columns.map(([, viewCols]) => viewCols[0] as string))
    }
    tables.set(qiKey(t.schema, t.name), {
      ...t,
      primaryKey,
      columns: new Map(t.columns.map((c) => [c.name, c])),
    })
  }

  const direct: Relationship[] = rows.foreignKeys.map((fk) => ({
    table: { schema: fk.schema, name: fk.table },
    foreignTable: { schema: fk.foreignSchema, name: fk.foreignTable },
    isSelf: fk.tableOid === fk.foreignTableOid,
    cardinality: m2oOrO2o(fk.constraint, fk.columns, fk.oneToOne),
    tableIsView: false,
    foreignTableIsView: false,
  }))
  const withViews = [...direct, ...viewRelationships(rows.foreignKeys, deps)]
  const withM2M = [...withViews, ...manyToMany(withViews, tables)]
  const tableIsView = (schema: string, name: string) => tables.get(qiKey(schema, name))?.isView ?? false
  const computed: Relationship[] = (rows.computedRelationships ?? []).map((c) => ({
    table: { schema: c.tableSchema, name: c.table },
    foreignTable: { schema: c.foreignSchema, name: c.foreignTable },
    isSelf: c.tableSchema === c.foreignSchema && c.table === c.foreignTable,
    cardinality: { kind: 'computed', function: { schema: c.schema, name: c.function }, toOne: c.singleRow },
    tableIsView: tableIsView(c.tableSchema, c.table),
    foreignTableIsView: tableIsView(c.foreignSchema, c.foreignTable),
  }))
  const all = [...withM2M, ...inverses(withM2M), ...computed]

  const relationships = new Map<string, Relationship[]>()
  for (const r of all) {
    if (!exposed.has(r.table.schema) || !exposed.has(r.foreignTable.schema)) continue
    if (r.cardinality.kind === 'm2m' && !exposed.has(r.cardinality.junction.schema)) continue
    const key = qiKey(r.table.schema, r.table.name)
    const list = relationships.get(key) ?? []
    list.push(r)
    relationships.set(key, list)
  }

  const kindOrder = { o2m: 0, m2o: 1, o2o: 2, m2m: 3, computed: 4 }
  const constraintOf = (c: Cardinality) =>
    c.kind === 'm2m' ? c.junction.name : c.kind === 'computed' ? c.function.name : c.constraint
  for (const list of relationships.values()) {
    list.sort(
      (a, b) =>
        a.foreignTable.schema.localeCompare(b.foreignTable.schema) ||
        a.foreignTable.name.localeCompare(b.foreignTable.name) ||
        kindOrder[a.cardinality.kind] - kindOrder[b.cardinality.kind] ||
        constraintOf(a.cardinality).localeCompare(constraintOf(b.cardinality)),
    )
  }

  const routines = new Map<string, Routine[]>()
  for (const r of rows.routines) {
    const key = qiKey(r.schema, r.name)
    const list = routines.get(key) ?? []
    list.push(r)
    routines.set(key, list)
  }
  for (const list of routines.values()) list.sort(compareRoutines)

  const computedFields = new Map<string, Set<string>>()
  for (const c of rows.computedFields) {
    const key = qiKey(c.schema, c.table)
    const set = computedFields.get(key) ?? new Set<string>()
    set.add(c.function)
    computedFields.set(key, set)
  }

  const tableNames = new Map<string, string[]>()
  for (const t of rows.tables) tableNames.set(t.schema, [...(tableNames.get(t.schema) ?? []), t.name])

  return {
    tables,
    relationships,
    routines,
    computedFields,
    tableNames,
    aggregatesEnabled: settingEnabled(rows.roleSettings, 'pgrst.db_aggregates_enabled'),
    planEnabled: settingEnabled(rows.roleSettings, 'pgrst.db_plan_enabled'),
  }
}
