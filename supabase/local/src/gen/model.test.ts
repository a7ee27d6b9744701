import { describe, expect, it } from 'vitest'
import type { ForeignKeyRow } from '../rest/schema/build.ts'
import type { Catalog, ColumnRow, FunctionArgRow, FunctionRow, RelationRow, TypeRow } from './catalog.ts'
import { buildModel, type SchemaTypes } from './model.ts'

// Built-in type oids, as pg_type has them.
const INT4 = 23
const INT8 = 20
const TEXT = 25
const JSON_ = 114
const BOOL = 16
const RECORD = 2249

const builtins: TypeRow[] = [
  [INT4, 'int4'],
  [INT8, 'int8'],
  [TEXT, 'text'],
  [JSON_, 'json'],
  [BOOL, 'bool'],
  [RECORD, 'record'],
].map(([oid, name]) => ({
  oid: oid as number,
  schema: 'pg_catalog',
  name: name as string,
  format: name as string,
  enumValues: [],
  attributes: [],
  relationOid: null,
}))

let nextOid = 20000

/** A catalog of hand-written rows; every relation gets its row type, as pg_type has it. */
function catalog(parts: {
  schemas?: string[]
  relations?: (Omit<RelationRow, 'oid'> & { columns?: Partial<ColumnRow>[] })[]
  foreignKeys?: ForeignKeyRow[]
  functions?: Partial<FunctionRow>[]
  types?: TypeRow[]
}): Catalog {
  const relations: RelationRow[] = []
  const columns: ColumnRow[] = []
  const types: TypeRow[] = [...builtins, ...(parts.types ?? [])]
  for (const { columns: cols = [], ...r } of parts.relations ?? []) {
    const relation = { ...r, oid: nextOid++ }
    relations.push(relation)
    types.push({
      oid: nextOid++,
      schema: r.schema,
      name: r.name,
      format: r.name,
      enumValues: [],
      attributes: [],
      relationOid: relation.oid,
    })
    for (const c of cols) {
      columns.push({
        relationOid: relation.oid,
        name: 'x',
        type: 'text',
        nullable: false,
        hasDefault: false,
        identity: null,
        updatable: true,
        ...c,
      })
    }
  }
  return {
    schemas: parts.schemas ?? ['public'],
    relations,
    columns,
    foreignKeys: parts.foreignKeys ?? [],
    views: [],
    functions: (parts.functions ?? []).map((f) => ({
      oid: nextOid++,
      schema: 'public',
      name: 'f',
      args: [],
      argumentTypes: '',
      returnTypeOid: INT4,
      returnType: 'integer',
      returnRelationOid: null,
      returnsSet: false,
      rows: null,
      ...f,
    })),
    types,
  }
}

const arg = (name: string, typeOid: number, extra: Partial<FunctionArgRow> = {}): FunctionArgRow => ({
  mode: 'in',
  name,
  typeOid,
  hasDefault: false,
  ...extra,
})

const rowTypeOf = (c: Catalog, name: string) => c.types.find((t) => t.name === name && t.relationOid) as TypeRow
const relationOf = (c: Catalog, name: string) => c.relations.find((r) => r.name === name) as RelationRow
const only = (schemas: SchemaTypes[]) => schemas[0] as SchemaTypes
const fnNamed = (s: SchemaTypes, name: string) => s.functions.find((f) => f.name === name)

describe('tables', () => {
  const model = only(
    buildModel(
      catalog({
        relations: [
          {
            schema: 'public',
            name: 'items',
            kind: 'table',
            updatable: false,
            columns: [
              { name: 'id', type: 'int8', identity: 'always' },
              { name: 'code', type: 'int4', identity: 'by default' },
              { name: 'title', type: 'text' },
              { name: 'note', type: 'text', nullable: true },
              { name: 'made_at', type: 'timestamptz', hasDefault: true },
            ],
          },
        ],
      }),
    ),
  )
  const items = model.tables[0]

  it('lists Row fields by name, nullable ones with | null', () => {
    expect(items?.row).toEqual([
      { name: 'code', optional: false, type: 'number' },
      { name: 'id', optional: false, type: 'number' },
      { name: 'made_at', optional: false, type: 'string' },
      { name: 'note', optional: false, type: 'string | null' },
      { name: 'title', optional: false, type: 'string' },
    ])
  })

  it('makes an Insert field optional when the column is nullable, has a default or is an identity', () => {
    expect(items?.insert?.map((f) => `${f.name}${f.optional ? '?' : ''}`)).toEqual([
      'code?',
      'id?',
      'made_at?',
      'note?',
      'title',
    ])
  })

  it('types a GENERATED ALWAYS identity as never in Insert and Update', () => {
    expect(items?.insert?.find((f) => f.name === 'id')).toEqual({ name: 'id', optional: true, type: 'never' })
    expect(items?.update?.find((f) => f.name === 'id')).toEqual({ name: 'id', optional: true, type: 'never' })
    expect(items?.update?.every((f) => f.optional)).toBe(true)
  })
})

describe('views', () => {
  const model = only(
    buildModel(
      catalog({
        relations: [
          {
            schema: 'public',
            name: 'open_items',
            kind: 'view',
            updatable: true,
            columns: [
              { name: 'id', type: 'int8', nullable: true },
              { name: 'shout', type: 'text', nullable: true, updatable: false },
            ],
          },
          { schema: 'public', name: 'totals', kind: 'view', updatable: false, columns: [{ name: 'n', type: 'int8' }] },
          { schema: 'public', name: 'cached', kind: 'materialized', updatable: false, columns: [{ name: 'n' }] },
        ],
      }),
    ),
  )

  it('gives a view that can be updated and deleted from Insert and Update, its computed columns never', () => {
    const view = model.views.find((v) => v.name === 'open_items')
    expect(view?.insert).toEqual([
      { name: 'id', optional: true, type: 'number | null' },
      { name: 'shout', optional: true, type: 'never' },
    ])
    expect(view?.update).toEqual(view?.insert)
  })

  it('gives other views and materialized views only Row and Relationships', () => {
    expect(model.views.map((v) => [v.name, v.insert, v.update])).toEqual([
      ['cached', null, null],
      ['open_items', expect.any(Array), expect.any(Array)],
      ['totals', null, null],
    ])
  })
})

describe('functions', () => {
  it('leaves out what PostgREST cannot call by name, and trigger-less others stay', () => {
    const model = only(
      buildModel(
        catalog({
          functions: [
            { name: 'unnamed_int', args: [arg('', INT4)] },
            { name: 'two_unnamed', args: [arg('', TEXT), arg('', TEXT)] },
            { name: 'unnamed_json', args: [arg('', JSON_)] },
            { name: 'unnamed_text_defaults', args: [arg('', TEXT, { hasDefault: true }), arg('n', INT4)] },
            { name: 'named', args: [arg('n', INT4)] },
            { name: 'none' },
          ],
        }),
      ),
    )
    expect(model.functions.map((f) => f.name)).toEqual(['named', 'none', 'unnamed_json', 'unnamed_text_defaults'])
    expect(fnNamed(model, 'none')?.signatures[0]?.args).toBeNull()
    expect(fnNamed(model, 'unnamed_json')?.signatures[0]?.args).toEqual([{ name: '', optional: false, type: 'Json' }])
  })

  it('sorts arguments by name, marks defaulted ones optional, and keeps OUT and TABLE ones out of Args', () => {
    const model = only(
      buildModel(
        catalog({
          functions: [
            {
              name: 'stats',
              args: [
                arg('since', TEXT, { hasDefault: true }),
                arg('author', INT8),
                arg('total', INT8, { mode: 'table', hasDefault: null }),
                arg('flag', BOOL, { mode: 'table', hasDefault: null }),
              ],
              returnTypeOid: RECORD,
              returnsSet: true,
              rows: 1000,
            },
          ],
        }),
      ),
    )
    expect(fnNamed(model, 'stats')?.signatures).toEqual([
      {
        args: [
          { name: 'author', optional: false, type: 'number' },
          { name: 'since', optional: true, type: 'string' },
        ],
        returns: '{\n"flag": boolean\n"total": number\n}[]',
        setofOptions: null,
      },
    ])
  })

  it('orders overloads by their argument list and reports those PostgREST cannot tell apart', () => {
    const model = only(
      buildModel(
        catalog({
          functions: [
            { name: 'lookup', args: [arg('key', TEXT)], argumentTypes: 'key text' },
            { name: 'lookup', args: [arg('key', INT4)], argumentTypes: 'key integer', returnTypeOid: TEXT },
            { name: 'pick', args: [arg('a', TEXT)], argumentTypes: 'a text' },
            { name: 'pick', args: [arg('b', INT4)], argumentTypes: 'b integer' },
          ],
        }),
      ),
    )
    const message =
      'Could not choose the best candidate function between: public.lookup(key => int4), public.lookup(key => text). Try renaming the parameters or the function itself in the database so function overloading can be resolved'
    expect(fnNamed(model, 'lookup')?.signatures.map((s) => [s.args?.[0]?.type, s.returns])).toEqual([
      ['number', `{ error: true } & ${JSON.stringify(message)}`],
      ['string', `{ error: true } & ${JSON.stringify(message)}`],
    ])
    expect(fnNamed(model, 'pick')?.signatures.map((s) => [s.args?.[0]?.name, s.returns])).toEqual([
      ['a', 'number'],
      ['b', 'number'],
    ])
  })

  it('reports a no-argument overload beside one whose single unnamed argument has a default', () => {
    const model = only(
      buildModel(
        catalog({
          functions: [
            { name: 'f' },
            {
              name: 'f',
              args: [arg('', TEXT, { hasDefault: true })],
              argumentTypes: 'text DEFAULT 1',
              returnTypeOid: TEXT,
            },
          ],
        }),
      ),
    )
    expect(fnNamed(model, 'f')?.signatures[0]?.returns).toBe(
      `{ error: true } & ${JSON.stringify('Could not choose the best candidate function between: public.f(), public.f( => text). Try renaming the parameters or the function itself in the database so function overloading can be resolved')}`,
    )
    expect(fnNamed(model, 'f')?.signatures[1]?.returns).toBe('string')
  })

  describe('results', () => {
    const base = catalog({
      relations: [
        { schema: 'public', name: 'posts', kind: 'table', updatable: false, columns: [{ name: 'id', type: 'int4' }] },
        { schema: 'public', name: 'people', kind: 'table', updatable: false, columns: [{ name: 'id', type: 'int4' }] },
      ],
    })
    const posts = relationOf(base, 'posts')
    const postsType = rowTypeOf(base, 'posts')
    const peopleType = rowTypeOf(base, 'people')
    const returningPosts = { returnTypeOid: postsType.oid, returnRelationOid: posts.oid }
    const model = only(
      buildModel({
        ...base,
        ...catalog({
          functions: [
            { name: 'all_posts', ...returningPosts, returnsSet: true, rows: 1000 },
            { name: 'latest_post', ...returningPosts, returnsSet: true, rows: 1 },
            { name: 'first_post', ...returningPosts },
            { name: 'ids', returnsSet: true, rows: 1 },
            {
              name: 'posts_of',
              args: [arg('', peopleType.oid)],
              argumentTypes: 'people',
              ...returningPosts,
              returnsSet: true,
              rows: 1000,
            },
            { name: 'post_count', args: [arg('', peopleType.oid)], argumentTypes: 'people' },
          ],
        }),
        relations: base.relations,
        columns: base.columns,
        types: base.types,
      }),
    )
    const sig = (name: string) => fnNamed(model, name)?.signatures[0]
    const row = '{\n"id": number\n}'

    it('returns an array from a set-returning function, with SetofOptions for a relation', () => {
      expect(sig('all_posts')).toMatchObject({
        returns: `${row}[]`,
        setofOptions: { from: '*', to: 'posts', isOneToOne: false, isSetofReturn: true },
      })
      expect(sig('first_post')).toMatchObject({
        returns: row,
        setofOptions: { from: '*', to: 'posts', isOneToOne: true, isSetofReturn: false },
      })
    })

    it('drops the array for ROWS 1 only when the result is a known relation', () => {
      expect(sig('latest_post')).toMatchObject({
        returns: row,
        setofOptions: { isOneToOne: true, isSetofReturn: true },
      })
      expect(sig('ids')).toEqual({ args: null, returns: 'number[]', setofOptions: null })
    })

    it("makes a function of a row a computed relationship from that row's relation", () => {
      expect(sig('posts_of')?.setofOptions).toEqual({
        from: 'people',
        to: 'posts',
        isOneToOne: false,
        isSetofReturn: true,
      })
    })

    it("lists functions of a relation's row among its Row fields, and types a scalar one as an error call", () => {
      expect(model.tables.find((t) => t.name === 'people')?.row.map((f) => [f.name, f.type])).toEqual([
        ['id', 'number'],
        ['post_count', 'number | null'],
        ['posts_of', `${row} | null`],
      ])
      expect(sig('post_count')?.returns).toBe(
        `{ error: true } & ${JSON.stringify('the function public.post_count with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache')}`,
      )
    })
  })
})

describe('relationships', () => {
  const fk = (table: string, foreign: string, constraint: string, oneToOne = false, foreignSchema = 'public') =>
    ({
      schema: 'public',
      table,
      tableOid: 1,
      foreignSchema,
      foreignTable: foreign,
      foreignTableOid: 2,
      constraint,
      columns: [[`${foreign}_id`, 'id']],
      attnums: [2],
      foreignAttnums: [1],
      oneToOne,
    }) satisfies ForeignKeyRow

  const model = only(
    buildModel(
      catalog({
        relations: [{ schema: 'public', name: 'orders', kind: 'table', updatable: false }],
        foreignKeys: [
          fk('orders', 'users', 'orders_users_fkey', false, 'auth'),
          fk('orders', 'riders', 'orders_rider_fkey', true),
          fk('orders', 'carts', 'orders_cart_fkey'),
        ],
      }),
    ),
  )

  it("lists a table's foreign keys to its own schema, sorted by constraint name", () => {
    expect(model.tables[0]?.relationships).toEqual([
      {
        foreignKeyName: 'orders_cart_fkey',
        columns: ['carts_id'],
        isOneToOne: false,
        referencedRelation: 'carts',
        referencedColumns: ['id'],
      },
      {
        foreignKeyName: 'orders_rider_fkey',
        columns: ['riders_id'],
        isOneToOne: true,
        referencedRelation: 'riders',
        referencedColumns: ['id'],
      },
    ])
  })
})

describe('names', () => {
  it('sort as the generator sorts them (ICU collation), not by code point', () => {
    const model = only(
      buildModel(
        catalog({
          relations: ['b', 'A', 'a_1', 'a1', 'a'].map((name) => ({
            schema: 'public',
            name,
            kind: 'table' as const,
            updatable: false,
          })),
        }),
      ),
    )
    expect(model.tables.map((t) => t.name)).toEqual(['a', 'A', 'a_1', 'a1', 'b'])
  })

  it('are generated per requested schema that exists, schemas sorted', () => {
    const schemas = buildModel(
      catalog({
        schemas: ['shop', 'public'],
        types: [
          {
            oid: 1,
            schema: 'shop',
            name: 'size',
            format: 'shop.size',
            enumValues: ['s'],
            attributes: [],
            relationOid: null,
          },
        ],
      }),
    )
    expect(schemas.map((s) => [s.name, s.enums])).toEqual([
      ['public', []],
      ['shop', [{ name: 'size', values: ['s'] }]],
    ])
  })
})
