import { describe, expect, it } from 'vitest'
import type { ActionPlan } from '../plan/types.ts'
import { type PlanInput, plan as planOf } from '../testing/plan-request.ts'
import { filterSql } from './fragments.ts'
import { arrayLiteral, ident, Params } from './sql.ts'
import { buildStatement } from './statements.ts'

const statement = (target: string, input: PlanInput = {}) => {
  const { request, plan } = planOf(target, input)
  return buildStatement(plan, request.preferences, input.maxRows ?? null, request.range)
}
/** The SQL with runs of spaces collapsed, for checking fragments without counting spaces. */
const squash = (sql: string) => sql.replace(/\s+/g, ' ')
const readOf = (target: string) => {
  const { plan } = planOf(target)
  return plan as Extract<ActionPlan, { kind: 'read' }>
}

describe('read statements', () => {
  it('selects qualified columns, filters and pages with every value a parameter', () => {
    const s = statement('/products?select=id,name&price=gte.100&in_stock=eq.true&order=id.desc&limit=24')
    expect(s.sql).toBe(
      'WITH pgrst_source AS ( SELECT "public"."products"."id", "public"."products"."name" FROM "public"."products"' +
        ' WHERE  "public"."products"."price" >= $1 AND  "public"."products"."in_stock" = $2 ORDER BY "public"."products"."id" DESC  LIMIT $3 OFFSET $4 )' +
        ' SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total,' +
        " coalesce(json_agg(_postgrest_t), '[]')::text AS body," +
        " nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status" +
        ' FROM ( SELECT * FROM pgrst_source ) _postgrest_t',
    )
    expect(s.params).toEqual(['100', 'true', '24', '0'])
    expect(s.explain).toBeNull()
  })

  it('embeds to-one as a lateral row and to-many as a lateral json_agg', () => {
    const s = statement('/products?select=id,cat:categories(name),labels!inner(name)')
    expect(squash(s.sql)).toContain(
      'row_to_json("products_cat_1".*)::jsonb AS "cat", COALESCE( "products_labels_1"."products_labels_1", \'[]\') AS "labels"',
    )
    expect(squash(s.sql)).toContain(
      'LEFT JOIN LATERAL ( SELECT "categories_1"."name" FROM "public"."categories" AS "categories_1" WHERE "categories_1"."id" = "public"."products"."category_id" ) AS "products_cat_1" ON TRUE',
    )
    expect(squash(s.sql)).toContain(
      'INNER JOIN LATERAL ( SELECT json_agg("products_labels_1")::jsonb AS "products_labels_1" FROM (SELECT "public"."labels"."name" FROM "public"."labels", "public"."product_labels" WHERE "public"."product_labels"."label_id" = "public"."labels"."id" AND "public"."product_labels"."product_id" = "public"."products"."id" ) AS "products_labels_1" ) AS "products_labels_1" ON "products_labels_1" IS NOT NULL',
    )
  })

  it('counts the filtered rows in a CTE, with !inner embeds as EXISTS', () => {
    const s = statement('/products?select=id,categories!inner(id)&categories.name=eq.Beef&limit=2', {
      headers: { prefer: 'count=exact' },
    })
    expect(s.sql).toContain(
      ', pgrst_source_count AS (SELECT 1 FROM "public"."products" WHERE EXISTS (SELECT 1 FROM "public"."categories" AS "categories_1" WHERE  "categories_1"."name" = $',
    )
    expect(s.sql).toContain('SELECT (SELECT pg_catalog.count(*) FROM pgrst_source_count) AS total_result_set')
  })

  it('explains the count query for planned counts', () => {
    const s = statement('/products?price=gt.1', { headers: { prefer: 'count=planned' } })
    expect(s.explain).toEqual({
      sql: 'EXPLAIN (FORMAT JSON) SELECT 1 FROM "public"."products" WHERE  "public"."products"."price" > $1',
      params: ['1'],
    })
  })

  it('builds single-object, stripped and CSV bodies', () => {
    expect(statement('/products', { headers: { accept: 'application/vnd.pgrst.object+json' } }).sql).toContain(
      "coalesce(json_agg(_postgrest_t)->0, 'null')::text AS body",
    )
    expect(
      statement('/products', { headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' } }).sql,
    ).toContain("coalesce(json_strip_nulls(json_agg(_postgrest_t)), '[]')::text AS body")
    expect(statement('/products', { headers: { accept: 'text/csv' } }).sql).toContain("string_agg(a.k, ',')")
  })

  it('groups by the plain columns beside an aggregate', () => {
    expect(statement('/products?select=in_stock,total:price.sum()').sql).toContain(
      'SELECT "public"."products"."in_stock", SUM("public"."products"."price") AS "total" FROM "public"."products" GROUP BY "public"."products"."in_stock"',
    )
  })
})

describe('filter fragments', () => {
  const sql = (query: string) => {
    const root = readOf(`/products?${query}`).read
    const filter = root.where[0]
    if (filter?.kind !== 'filter') throw new Error('no filter')
    const p = new Params()
    return { sql: filterSql({ schema: 'public', name: 'products' }, filter.filter, p).trim(), params: p.values }
  }

  it('writes each operator as PostgREST does', () => {
    expect(sql('name=like.*beef*')).toEqual({ sql: '"public"."products"."name" like $1', params: ['%beef%'] })
    expect(sql('name=not.ilike(any).{a*,b*}')).toEqual({
      sql: 'NOT "public"."products"."name" ilike ANY($1)',
      params: ['{a%,b%}'],
    })
    expect(sql('id=in.(1,"2,3")')).toEqual({ sql: '"public"."products"."id" = ANY ($1)', params: ['{"1","2,3"}'] })
    expect(sql('id=in.()')).toEqual({ sql: `"public"."products"."id" = ANY('{}')`, params: [] })
    expect(sql('price=is.null')).toEqual({ sql: '"public"."products"."price" IS NULL', params: [] })
    expect(sql('price=isdistinct.5')).toEqual({ sql: '"public"."products"."price" IS DISTINCT FROM $1', params: ['5'] })
    expect(sql('tags=cs.{a}')).toEqual({ sql: '"public"."products"."tags" @> $1', params: ['{a}'] })
    expect(sql('tags=ov.{a}')).toEqual({ sql: '"public"."products"."tags" && $1', params: ['{a}'] })
    expect(sql('name=match.^B')).toEqual({ sql: '"public"."products"."name" ~ $1', params: ['^B'] })
    expect(sql('name=wfts(english).beef')).toEqual({
      sql: 'to_tsvector($1, "public"."products"."name") @@ websearch_to_tsquery($2, $3)',
      params: ['english', 'english', 'beef'],
    })
    expect(sql('data->a->>b=eq.x')).toEqual({
      sql: '"public"."products"."data"->$1->>$2 = $3',
      params: ['a', 'b', 'x'],
    })
    expect(sql('name->>0=eq.x')).toEqual({
      sql: 'to_jsonb("public"."products"."name")->>$1::int = $2',
      params: ['+0', 'x'],
    })
  })

  it('quotes identifiers, doubling quotes and dropping anything from a NUL on', () => {
    expect(ident('we"ird')).toBe('"we""ird"')
    expect(ident('a\u0000b')).toBe('"a"')
    expect(arrayLiteral(['a"b', 'c\\d', ''])).toBe('{"a\\"b","c\\\\d",""}')
  })
})

describe('write statements', () => {
  it('inserts typed rows from the JSON body and returns what the select needs', () => {
    const s = statement('/products?select=id', {
      method: 'POST',
      body: '[{"name":"a","price":1}]',
      headers: { prefer: 'return=representation' },
    })
    expect(s.sql).toContain(
      'WITH pgrst_source AS (INSERT INTO "public"."products"("name", "price") SELECT "pgrst_body"."name", "pgrst_body"."price" FROM (SELECT $1::json AS json_data) pgrst_payload, LATERAL (SELECT "name", "price" FROM json_to_recordset(pgrst_payload.json_data) AS _("name" text, "price" numeric(12,2)) ) pgrst_body  RETURNING "public"."products"."id")',
    )
    expect(s.params[0]).toBe('[{"name":"a","price":1}]')
  })

  it('fills missing values with column defaults when asked', () => {
    const s = statement('/products?columns=name,in_stock', {
      method: 'POST',
      body: '{"name":"a"}',
      headers: { prefer: 'missing=default' },
    })
    expect(s.sql).toContain(
      'LATERAL (SELECT jsonb_build_object($2::text, true) || pgrst_payload.json_data AS val) pgrst_json_defs, LATERAL (SELECT "name", "in_stock" FROM jsonb_to_record(pgrst_json_defs.val)',
    )
  })

  it('upserts with ON CONFLICT and counts the inserted rows', () => {
    const s = statement('/categories?on_conflict=name', {
      method: 'POST',
      body: '{"name":"a"}',
      headers: { prefer: 'resolution=merge-duplicates' },
    })
    expect(s.sql).toContain(
      `WHERE set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'`,
    )
    expect(s.sql).toContain('ON CONFLICT("name") DO UPDATE SET "name" = EXCLUDED."name"WHERE')
    expect(s.sql).toContain("nullif(current_setting('pgrst.inserted', true),'')::int AS response_inserted")
    const ignore = statement('/categories', {
      method: 'POST',
      body: '{"name":"a"}',
      headers: { prefer: 'resolution=ignore-duplicates' },
    })
    expect(ignore.sql).toContain('ON CONFLICT("id") DO NOTHING')
  })

  it('updates and deletes the rows the root filters select', () => {
    expect(statement('/products?id=eq.1', { method: 'PATCH', body: '{"name":"b"}' }).sql).toContain(
      'UPDATE "public"."products" SET "name" = "pgrst_body"."name" FROM (SELECT $1::json AS json_data) pgrst_payload, LATERAL (SELECT "name" FROM json_to_record(pgrst_payload.json_data) AS _("name" text) ) pgrst_body  WHERE  "public"."products"."id" = $2 RETURNING 1',
    )
    expect(statement('/products?id=eq.1', { method: 'DELETE' }).sql).toContain(
      'DELETE FROM "public"."products"  WHERE  "public"."products"."id" = $1 RETURNING 1',
    )
  })
})

describe('call statements', () => {
  it('passes a JSON body as named arguments', () => {
    const s = statement('/rpc/add', { method: 'POST', body: '{"a":1,"b":2}' })
    expect(s.sql).toContain(
      'WITH pgrst_source AS (SELECT pgrst_call.pgrst_scalar FROM (SELECT $1::json AS json_data) pgrst_payload, LATERAL (SELECT "a", "b" FROM json_to_record(pgrst_payload.json_data) AS _("a" integer, "b" integer) LIMIT 1) pgrst_body , LATERAL (SELECT "public"."add"("a" := pgrst_body."a", "b" := pgrst_body."b") pgrst_scalar) pgrst_call)',
    )
    expect(s.sql).toContain("coalesce(json_agg(_postgrest_t.pgrst_scalar)->0, 'null')::text AS body")
  })

  it('casts query string arguments to the parameter types', () => {
    const s = statement('/rpc/products_in_category?cat=2&select=name&price=gt.5')
    expect(s.sql).toContain('SELECT pgrst_call.* FROM "public"."products_in_category"("cat" := $1::bigint) pgrst_call')
    expect(s.sql).toContain('FROM pgrst_source AS "products" WHERE  "products"."price" > $')
    expect(s.params).toEqual(['2', '5'])
  })

  it('passes the body whole to a single unnamed json parameter', () => {
    const s = statement('/rpc/echo', { method: 'POST', body: '{"x":1}' })
    expect(s.sql).toContain('FROM (SELECT "public"."echo"($1::json) pgrst_scalar) pgrst_call')
    expect(s.params).toEqual(['{"x":1}'])
  })
})
