// The rules of `supabase gen types typescript` (postgres-meta's TypeScript template), applied to the
// catalog rows: which relations, functions, enums and composite types each schema shows, in which
// order, and the TypeScript type of every field. The result is a tree of declarations that
// render.ts only has to print.
import { expandColumns, viewKeyDependencies } from '../rest/schema/build.ts'
import type { Catalog, ColumnRow, FunctionArgRow, FunctionRow, RelationRow, TypeRow } from './catalog.ts'
import { orNull, type TypeContext, tsType } from './ts-types.ts'

/** A member of an object type: `name?: type`. `type` is TypeScript source, `| null` included. */
export interface Field {
  name: string
  optional: boolean
  type: string
}

export interface Relationship {
  foreignKeyName: string
  columns: string[]
  isOneToOne: boolean
  referencedRelation: string
  referencedColumns: string[]
}

export interface TableTypes {
  name: string
  row: Field[]
  /** Absent for views that cannot be both updated and deleted from. */
  insert: Field[] | null
  update: Field[] | null
  relationships: Relationship[]
}

export interface SetofOptions {
  from: string
  to: string
  isOneToOne: boolean
  isSetofReturn: boolean
}

export interface Signature {
  /** null: `Args: never`. */
  args: Field[] | null
  returns: string
  setofOptions: SetofOptions | null
}

export interface SchemaTypes {
  name: string
  tables: TableTypes[]
  views: TableTypes[]
  functions: { name: string; signatures: Signature[] }[]
  enums: { name: string; values: string[] }[]
  compositeTypes: { name: string; fields: Field[] }[]
}

/** Names sort as JavaScript's localeCompare does in the generator (ICU, en-US). */
const collator = new Intl.Collator('en-US')
export const byName =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    collator.compare(key(a), key(b))

/** Arguments PostgREST passes by name: IN, INOUT and VARIADIC. */
const isInArg = (arg: FunctionArgRow) => arg.mode === 'in' || arg.mode === 'inout' || arg.mode === 'variadic'

/** Types of a single unnamed argument PostgREST accepts as the whole request body. */
const BODY_TYPES = new Set(['json', 'jsonb', 'text'])

interface Fn {
  fn: FunctionRow
  inArgs: FunctionArgRow[]
}

export function buildModel(catalog: Catalog): SchemaTypes[] {
  const schemas = [...catalog.schemas].sort(byName((s) => s))
  const generated = new Set(schemas)
  const relations = catalog.relations.filter((r) => generated.has(r.schema))
  const typesByOid = new Map(catalog.types.map((t) => [t.oid, t]))
  const rowTypes = new Map(catalog.types.filter((t) => t.relationOid !== null).map((t) => [t.oid, t]))
  const relationsByOid = new Map(relations.map((r) => [r.oid, r]))
  const context: TypeContext = {
    schemas,
    types: catalog.types,
    tables: relations.filter((r) => r.kind === 'table'),
    views: relations.filter((r) => r.kind === 'view'),
  }
  const columnsOf = new Map<number, ColumnRow[]>(relations.map((r) => [r.oid, []]))
  for (const column of catalog.columns) columnsOf.get(column.relationOid)?.push(column)
  for (const columns of columnsOf.values()) columns.sort(byName((c) => c.name))
  const relationships = allRelationships(catalog)
  const type = (name: string, schema: string) => tsType(name, schema, context)
  const typeOf = (oid: number, schema: string) => {
    const t = typesByOid.get(oid)
    return t ? type(t.name, schema) : 'unknown'
  }

  /** The relation a function's result can be embedded as: a table or view of ours, else a row type. */
  const returnRelationName = (fn: FunctionRow): string | null => {
    if (fn.returnRelationOid === null) return null
    return relationsByOid.get(fn.returnRelationOid)?.name ?? rowTypes.get(fn.returnTypeOid)?.name ?? null
  }

  const functions = catalog.functions
    .filter((fn) => generated.has(fn.schema))
    .map((fn): Fn => {
      const args = [...fn.args].sort(byName((a) => a.name))
      const sorted = { ...fn, args }
      return { fn: sorted, inArgs: args.filter(isInArg) }
    })
    .filter(({ inArgs }) => isCallable(inArgs, typesByOid, rowTypes))
    .sort(byName(({ fn }) => fn.name))

  const columnFields = (relation: RelationRow, schema: string) =>
    (columnsOf.get(relation.oid) ?? []).map((c) => ({
      name: c.name,
      optional: false,
      type: orNull(type(c.type, schema), c.nullable),
    }))

  /** What a function returns, before `[]` for a set: a TABLE(...) shape, a relation's row, or a type. */
  const returnType = (fn: FunctionRow, schema: string): string => {
    const tableColumns = fn.args.filter((a) => a.mode === 'table')
    if (tableColumns.length > 0) {
      return objectType(tableColumns.map((a) => ({ name: a.name, optional: false, type: typeOf(a.typeOid, schema) })))
    }
    const relation = fn.returnRelationOid === null ? undefined : relationsByOid.get(fn.returnRelationOid)
    if (relation && relation.schema === schema) return objectType(columnFields(relation, schema))
    return typeOf(fn.returnTypeOid, schema)
  }

  const argFields = (inArgs: FunctionArgRow[], schema: string): Field[] =>
    inArgs.map((a) => ({ name: a.name, optional: Boolean(a.hasDefault), type: typeOf(a.typeOid, schema) }))

  const signature = (schema: string, { fn, inArgs }: Fn, overloads: Fn[]): Signature => {
    const conflict = overloadConflict(schema, { fn, inArgs }, overloads, typesByOid)
    const embeddedWithoutTarget =
      inArgs.length === 1 &&
      inArgs[0]?.name === '' &&
      rowTypes.has(inArgs[0].typeOid) &&
      returnRelationName(fn) === null
    let returns = returnType(fn, schema)
    if (conflict) returns = errorType(conflict)
    else if (embeddedWithoutTarget)
      returns = errorType(
        `the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`,
      )
    const target = returnRelationName(fn)
    const manyRows = fn.rows !== null && fn.rows > 1
    let setofOptions: SetofOptions | null = target
      ? { from: '*', to: target, isOneToOne: !manyRows, isSetofReturn: fn.returnsSet }
      : null
    // A function of one row argument is also a computed relationship from that row's relation.
    const source = fn.args.length === 1 ? rowTypes.get((fn.args[0] as FunctionArgRow).typeOid) : undefined
    if (source && target) {
      const setOfRelation = fn.returnsSet && fn.returnRelationOid !== null
      setofOptions = setOfRelation
        ? { from: source.format, to: target, isOneToOne: !manyRows, isSetofReturn: true }
        : { from: source.format, to: target, isOneToOne: true, isSetofReturn: false }
    }
    // `ROWS 1` only drops the array when SetofOptions tells postgrest-js how to restore it.
    const singleRow = !manyRows && target !== null
    return {
      args: inArgs.length > 0 ? argFields(inArgs, schema) : null,
      returns: fn.returnsSet && !singleRow ? `${returns}[]` : returns,
      setofOptions,
    }
  }

  return schemas.map((schema): SchemaTypes => {
    const schemaFunctions = functions.filter(({ fn }) => fn.schema === schema)
    /** Functions taking this relation's row as their only, unnamed argument read as its columns. */
    const computedFields = (relation: RelationRow): Field[] =>
      schemaFunctions
        .filter(({ fn }) => fn.argumentTypes === relation.name)
        .map(({ fn }) => ({ name: fn.name, optional: false, type: orNull(returnType(fn, schema), true) }))
    const relationshipsOf = (relation: RelationRow): Relationship[] =>
      relationships
        .filter((r) => r.schema === schema && r.relation === relation.name && r.referencedSchema === schema)
        .map(({ foreignKeyName, columns, isOneToOne, referencedRelation, referencedColumns }) => ({
          foreignKeyName,
          columns,
          isOneToOne,
          referencedRelation,
          referencedColumns,
        }))
    const own = relations.filter((r) => r.schema === schema)

    const tables = own
      .filter((r) => r.kind === 'table' || r.kind === 'foreign')
      .sort(byName((r) => r.name))
      .map((table): TableTypes => {
        const columns = columnsOf.get(table.oid) ?? []
        const writable = (c: ColumnRow, optional: boolean): Field =>
          c.identity === 'always'
            ? { name: c.name, optional: true, type: 'never' }
            : { name: c.name, optional, type: orNull(type(c.type, schema), c.nullable) }
        return {
          name: table.name,
          row: [...columnFields(table, schema), ...computedFields(table)],
          insert: columns.map((c) => writable(c, c.nullable || c.identity !== null || c.hasDefault)),
          update: columns.map((c) => writable(c, true)),
          relationships: relationshipsOf(table),
        }
      })

    const views = own
      .filter((r) => r.kind === 'view' || r.kind === 'materialized')
      .sort(byName((r) => r.name))
      .map((view): TableTypes => {
        const writable = (columnsOf.get(view.oid) ?? []).map(
          (c): Field =>
            c.updatable
              ? { name: c.name, optional: true, type: orNull(type(c.type, schema), true) }
              : { name: c.name, optional: true, type: 'never' },
        )
        const updatable = view.kind === 'view' && view.updatable
        return {
          name: view.name,
          row: [...columnFields(view, schema), ...computedFields(view)],
          insert: updatable ? writable : null,
          update: updatable ? writable : null,
          relationships: relationshipsOf(view),
        }
      })

    const overloadsByName = new Map<string, Fn[]>()
    for (const f of schemaFunctions) {
      const group = overloadsByName.get(f.fn.name) ?? []
      if (group.length === 0) overloadsByName.set(f.fn.name, group)
      group.push(f)
    }
    const schemaTypes = catalog.types.filter((t) => t.schema === schema)
    return {
      name: schema,
      tables,
      views,
      functions: [...overloadsByName].map(([name, overloads]) => {
        overloads.sort(
          (a, b) =>
            collator.compare(a.fn.argumentTypes, b.fn.argumentTypes) ||
            collator.compare(a.fn.returnType, b.fn.returnType),
        )
        return { name, signatures: overloads.map((f) => signature(schema, f, overloads)) }
      }),
      enums: schemaTypes
        .filter((t) => t.enumValues.length > 0)
        .sort(byName((t) => t.name))
        .map((t) => ({ name: t.name, values: t.enumValues })),
      compositeTypes: schemaTypes
        .filter((t) => t.attributes.length > 0)
        .sort(byName((t) => t.name))
        .map((t) => ({
          name: t.name,
          fields: t.attributes.map((a) => ({
            name: a.name,
            optional: false,
            type: orNull(typeOf(a.typeOid, schema), true),
          })),
        })),
    }
  })
}

/**
 * Whether PostgREST can call the function with named arguments: no arguments, all named, every
 * unnamed one a json/jsonb/text with a default, or one unnamed json/jsonb/text or row argument.
 */
function isCallable(
  inArgs: FunctionArgRow[],
  typesByOid: Map<number, TypeRow>,
  rowTypes: Map<number, TypeRow>,
): boolean {
  const bodyType = (arg: FunctionArgRow) => {
    const t = typesByOid.get(arg.typeOid)
    return t?.schema === 'pg_catalog' && BODY_TYPES.has(t.name)
  }
  if (inArgs.every((a) => a.name !== '')) return true
  if (inArgs.every((a) => a.name !== '' || (Boolean(a.hasDefault) && bodyType(a)))) return true
  const only = inArgs.length === 1 ? (inArgs[0] as FunctionArgRow) : null
  return only !== null && only.name === '' && (bodyType(only) || rowTypes.has(only.typeOid))
}

/** The error PostgREST gives when it cannot choose between overloads, or null. */
function overloadConflict(schema: string, { fn, inArgs }: Fn, overloads: Fn[], typesByOid: Map<number, TypeRow>) {
  if (overloads.length <= 1) return null
  const typeName = (oid: number) => typesByOid.get(oid)?.name || 'unknown'
  const suffix =
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved'
  if (inArgs.length === 0) {
    const other = overloads.find(
      (o) => o.fn !== fn && o.inArgs.length === 1 && o.inArgs[0]?.name === '' && Boolean(o.inArgs[0].hasDefault),
    )
    if (other) {
      return `Could not choose the best candidate function between: ${schema}.${fn.name}(), ${schema}.${fn.name}( => ${typeName(other.fn.returnTypeOid)}). ${suffix}`
    }
  }
  const only = inArgs.length === 1 ? (inArgs[0] as FunctionArgRow) : null
  if (only && only.name !== '') {
    const others = overloads.filter(
      (o) =>
        o.fn !== fn && o.inArgs.length === 1 && o.inArgs[0]?.name === only.name && o.inArgs[0].typeOid !== only.typeOid,
    )
    if (others.length > 0) {
      const list = [{ fn, inArgs }, ...others]
        .sort((a, b) => (a.inArgs[0]?.typeOid || 0) - (b.inArgs[0]?.typeOid || 0))
        .map((o) => `${schema}.${fn.name}(${o.inArgs.map((a) => `${a.name} => ${typeName(a.typeOid)}`).join(', ')})`)
        .join(', ')
      return `Could not choose the best candidate function between: ${list}. ${suffix}`
    }
  }
  return null
}

const errorType = (message: string) => `{ error: true } & ${JSON.stringify(message)}`

/** An object type written over several lines, as the generator writes result rows (Prettier keeps them so). */
export function objectType(fields: Field[]): string {
  return `{\n${fields.map((f) => `${JSON.stringify(f.name)}${f.optional ? '?' : ''}: ${f.type}`).join('\n')}\n}`
}

interface RelationshipRow extends Relationship {
  schema: string
  relation: string
  referencedSchema: string
}

/** Foreign keys as relationships of their tables, and of the views that show their columns. */
function allRelationships(catalog: Catalog): RelationshipRow[] {
  const deps = viewKeyDependencies({ views: catalog.views, primaryKeys: [], foreignKeys: catalog.foreignKeys })
  const rows: RelationshipRow[] = []
  for (const fk of catalog.foreignKeys) {
    const base = {
      foreignKeyName: fk.constraint,
      isOneToOne: fk.oneToOne,
      schema: fk.schema,
      relation: fk.table,
      columns: fk.columns.map(([c]) => c),
      referencedSchema: fk.foreignSchema,
      referencedRelation: fk.foreignTable,
      referencedColumns: fk.columns.map(([, r]) => r),
    }
    rows.push(base)
  }
  for (const fk of catalog.foreignKeys) {
    const ofTable = deps.filter((d) => d.kind === 'fk' && d.tableOid === fk.tableOid && d.constraint === fk.constraint)
    const ofForeign = deps.filter(
      (d) => d.kind === 'fk_ref' && d.tableOid === fk.foreignTableOid && d.constraint === fk.constraint,
    )
    const common = { foreignKeyName: fk.constraint, isOneToOne: fk.oneToOne }
    const table = { schema: fk.schema, relation: fk.table, columns: fk.columns.map(([c]) => c) }
    const foreign = {
      referencedSchema: fk.foreignSchema,
      referencedRelation: fk.foreignTable,
      referencedColumns: fk.columns.map(([, r]) => r),
    }
    const viewSide = (dep: (typeof deps)[number]) =>
      expandColumns(dep.columns).map((combo) => ({
        schema: dep.view.schema,
        name: dep.view.name,
        columns: combo.map(([, v]) => v),
      }))
    const viewsOfTable = ofTable.flatMap(viewSide)
    const viewsOfForeign = ofForeign.flatMap(viewSide)
    for (const v of viewsOfTable)
      rows.push({ ...common, schema: v.schema, relation: v.name, columns: v.columns, ...foreign })
    for (const v of viewsOfForeign) {
      rows.push({
        ...common,
        ...table,
        referencedSchema: v.schema,
        referencedRelation: v.name,
        referencedColumns: v.columns,
      })
    }
    for (const left of viewsOfTable) {
      for (const right of viewsOfForeign) {
        rows.push({
          ...common,
          schema: left.schema,
          relation: left.name,
          columns: left.columns,
          referencedSchema: right.schema,
          referencedRelation: right.name,
          referencedColumns: right.columns,
        })
      }
    }
  }
  return rows.sort(
    (a, b) =>
      collator.compare(a.foreignKeyName, b.foreignKeyName) ||
      collator.compare(a.referencedRelation, b.referencedRelation) ||
      collator.compare(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)),
  )
}
