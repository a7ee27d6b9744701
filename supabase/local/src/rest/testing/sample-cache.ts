// A small schema cache built from hand-written catalog rows, for the unit tests of the stages after
// the request parser: a shop with many-to-one, one-to-many, many-to-many and two foreign keys
// between the same tables.
import { buildSchemaCache, type CatalogRows, type ForeignKeyRow, type TableRow } from '../schema/build.ts'
import type { Column, Routine, RoutineParam, SchemaCache } from '../schema/types.ts'

const col = (name: string, type: string, extra: Partial<Column> = {}): Column => ({
  name,
  type,
  baseType: type.replace(/\(.*\)$/, ''),
  nullable: true,
  default: null,
  enumValues: [],
  ...extra,
})

const table = (name: string, primaryKey: string[], columns: Column[], isView = false): TableRow => ({
  schema: 'public',
  name,
  isView,
  insertable: true,
  updatable: true,
  deletable: true,
  primaryKey,
  columns,
})

let oid = 100
const oids = new Map<string, number>()
const oidOf = (name: string) => {
  if (!oids.has(name)) oids.set(name, oid++)
  return oids.get(name) as number
}

const fk = (
  tableName: string,
  foreignTable: string,
  constraint: string,
  columns: [string, string][],
  oneToOne = false,
): ForeignKeyRow => ({
  schema: 'public',
  table: tableName,
  tableOid: oidOf(tableName),
  foreignSchema: 'public',
  foreignTable,
  foreignTableOid: oidOf(foreignTable),
  constraint,
  columns,
  attnums: columns.map((_, i) => i + 1),
  foreignAttnums: columns.map((_, i) => i + 1),
  oneToOne,
})

const param = (name: string, type: string, required = true): RoutineParam => ({
  name,
  type,
  castType: type,
  required,
  variadic: false,
})

const routine = (
  name: string,
  params: RoutineParam[],
  returns: Routine['returns'],
  volatility: Routine['volatility'] = 'stable',
): Routine => ({
  schema: 'public',
  name,
  params,
  returns,
  volatility,
  hasVariadic: false,
})

const scalar = (name: string) => ({ setOf: false, composite: false, schema: 'pg_catalog', name })

export const sampleRows: CatalogRows = {
  tables: [
    table(
      'categories',
      ['id'],
      [col('id', 'bigint', { nullable: false }), col('name', 'text'), col('parent_id', 'bigint')],
    ),
    table(
      'products',
      ['id'],
      [
        col('id', 'bigint', { nullable: false, default: "nextval('public.products_id_seq'::regclass)" }),
        col('name', 'text', { nullable: false }),
        col('price', 'numeric(12,2)'),
        col('in_stock', 'boolean', { default: 'true' }),
        col('category_id', 'bigint'),
        col('data', 'jsonb'),
        col('tags', 'text[]'),
        col('search', 'tsvector'),
      ],
    ),
    table('labels', ['id'], [col('id', 'integer'), col('name', 'text')]),
    table('product_labels', ['label_id', 'product_id'], [col('product_id', 'bigint'), col('label_id', 'integer')]),
    table('people', ['id'], [col('id', 'uuid'), col('name', 'text')]),
    table('orders', ['id'], [col('id', 'bigint'), col('customer_id', 'uuid'), col('courier_id', 'uuid')]),
    table('profiles', ['person_id'], [col('person_id', 'uuid'), col('bio', 'text')]),
  ],
  foreignKeys: [
    fk('categories', 'categories', 'categories_parent_id_fkey', [['parent_id', 'id']]),
    fk('products', 'categories', 'products_category_id_fkey', [['category_id', 'id']]),
    fk('product_labels', 'products', 'product_labels_product_id_fkey', [['product_id', 'id']]),
    fk('product_labels', 'labels', 'product_labels_label_id_fkey', [['label_id', 'id']]),
    fk('orders', 'people', 'orders_customer_id_fkey', [['customer_id', 'id']]),
    fk('orders', 'people', 'orders_courier_id_fkey', [['courier_id', 'id']]),
    fk('profiles', 'people', 'profiles_person_id_fkey', [['person_id', 'id']], true),
  ],
  primaryKeys: [],
  views: [],
  routines: [
    routine('add', [param('a', 'integer'), param('b', 'integer')], scalar('int4'), 'immutable'),
    routine('hello', [], scalar('text')),
    routine('greet', [param('name', 'text', false)], scalar('text')),
    routine('overloaded', [param('a', 'integer')], scalar('text')),
    routine('overloaded', [param('a', 'integer'), param('b', 'integer')], scalar('text')),
    routine('echo', [param('', 'json')], scalar('json')),
    routine('products_in_category', [param('cat', 'bigint')], {
      setOf: true,
      composite: true,
      schema: 'public',
      name: 'products',
    }),
    routine('names', [], { setOf: true, composite: false, schema: 'pg_catalog', name: 'text' }),
    routine('touch', [param('n', 'integer')], scalar('void'), 'volatile'),
  ],
  computedFields: [{ schema: 'public', table: 'products', function: 'label_list' }],
  roleSettings: ['pgrst.db_aggregates_enabled=true'],
}

export function sampleCache(overrides: Partial<CatalogRows> = {}): SchemaCache {
  return buildSchemaCache({ ...sampleRows, ...overrides }, ['public'])
}
