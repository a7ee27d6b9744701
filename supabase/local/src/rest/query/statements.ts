// The one statement each request runs (PostgREST's Query/Statements.hs): the read, mutation or call
// in a CTE, and a single row with the count, the page size and the body built as JSON (or CSV) by
// PostgreSQL itself.
import { SOURCE_CTE } from '../plan/read-plan.ts'
import type { ActionPlan, Handler, ReadPlan } from '../plan/types.ts'
import { type Preferences, shouldCount, shouldExplainCount } from '../request/preferences.ts'
import type { Range } from '../request/types.ts'
import {
  type Routine,
  returnsScalar,
  returnsSetOfScalar,
  returnsSingle,
  returnsSingleComposite,
} from '../schema/types.ts'
import { callQuery } from './call.ts'
import { mutateQuery } from './mutate.ts'
import { countQuery, readQuery } from './read.ts'
import { arrayLiteral, Params } from './sql.ts'

export interface Statement {
  sql: string
  params: unknown[]
  /** EXPLAIN of the count query, for `count=planned|estimated`. */
  explain: { sql: string; params: unknown[] } | null
}

const RESPONSE_SETTINGS =
  "nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status"

const strip = (on: boolean, sql: string) => (on ? `json_strip_nulls(${sql})` : sql)

const CSV_BODY = `(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text as k FROM ( SELECT row_to_json(hh) as r from ${SOURCE_CTE} as hh limit 1 ) s ) a) || '\n' || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), '\n'), '')`

/** The body aggregate (handlerF): JSON array, single object, CSV or nothing. */
function bodySql(handler: Handler, routine: Routine | null): string {
  const scalar = routine !== null && returnsScalar(routine)
  switch (handler.kind) {
    case 'none':
      return "''::text"
    case 'csv':
      return CSV_BODY
    case 'single':
      return `coalesce(${strip(handler.stripNulls, `json_agg(_postgrest_t${scalar ? '.pgrst_scalar' : ''})->0`)}, 'null')::text`
    case 'json': {
      const s = handler.stripNulls
      if (routine && returnsSingleComposite(routine))
        return `coalesce(${strip(s, 'json_agg(_postgrest_t)->0')}, 'null')::text`
      if (scalar) return `coalesce(${strip(s, 'json_agg(_postgrest_t.pgrst_scalar)->0')}, 'null')::text`
      if (routine && returnsSetOfScalar(routine))
        return `coalesce(${strip(s, 'json_agg(_postgrest_t.pgrst_scalar)')}, '[]')::text`
      return `coalesce(${strip(s, 'json_agg(_postgrest_t)')}, '[]')::text`
    }
  }
}

function countSql(
  read: ReadPlan,
  p: Params,
  prefs: Preferences,
  maxRows: number | null,
  range: Range,
  pageCount: string,
): { cte: string; result: string } {
  if (!shouldCount(prefs)) return { cte: '', result: 'null::bigint' }
  if (maxRows === null && range.offset === 0 && range.limit === null) return { cte: '', result: pageCount }
  let count = countQuery(read, p)
  // An estimate needs only to know whether max-rows is exceeded.
  if (prefs.count === 'estimated' && maxRows !== null) count += ` LIMIT ${p.add(String(maxRows + 1))}`
  return { cte: `, pgrst_source_count AS (${count})`, result: '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' }
}

function explainStatement(read: ReadPlan, prefs: Preferences) {
  if (!shouldExplainCount(prefs)) return null
  const p = new Params()
  return { sql: `EXPLAIN (FORMAT JSON) ${countQuery(read, p)}`, params: p.values }
}

export function buildStatement(plan: ActionPlan, prefs: Preferences, maxRows: number | null, range: Range): Statement {
  const p = new Params()
  switch (plan.kind) {
    case 'read': {
      const select = readQuery(plan.read, p)
      const pageCount = 'pg_catalog.count(_postgrest_t)'
      const count = countSql(plan.read, p, prefs, maxRows, range, pageCount)
      const sql = `WITH ${SOURCE_CTE} AS ( ${select} )${count.cte} SELECT ${count.result} AS total_result_set, ${pageCount} AS page_total, ${bodySql(plan.negotiated.handler, null)} AS body, ${RESPONSE_SETTINGS} FROM ( SELECT * FROM ${SOURCE_CTE} ) _postgrest_t`
      return { sql, params: p.values, explain: explainStatement(plan.read, prefs) }
    }
    case 'mutate': {
      const mutation = mutateQuery(plan.mutate, p)
      const m = plan.mutate
      const isInsert = m.kind === 'insert'
      let location = 'array[]::text[]'
      if (isInsert && prefs.return === 'headers-only' && m.primaryKey.length) {
        const keys = p.add(arrayLiteral(m.primaryKey))
        const built = `(WITH data AS (SELECT row_to_json(_) AS row FROM ${SOURCE_CTE} AS _ LIMIT 1) SELECT array_agg(json_data.key || '=' || coalesce('eq.' || json_data.value, 'is.null')) FROM data CROSS JOIN json_each_text(data.row) AS json_data WHERE json_data.key = ANY(${keys}::text[]))`
        location = `CASE WHEN pg_catalog.count(_postgrest_t) = 1 THEN coalesce(${built}, array[]::text[]) ELSE array[]::text[] END`
      }
      const countsInserts = isInsert && (m.putConditions.length > 0 || m.onConflict?.resolution === 'merge-duplicates')
      const inserted = countsInserts ? "nullif(current_setting('pgrst.inserted', true),'')::int" : 'null::int'
      const select = plan.negotiated.handler.kind === 'none' ? `SELECT * FROM ${SOURCE_CTE}` : readQuery(plan.read, p)
      const sql = `WITH ${SOURCE_CTE} AS (${mutation}) SELECT '' AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ${location} AS header, ${bodySql(plan.negotiated.handler, null)} AS body, ${RESPONSE_SETTINGS}, ${inserted} AS response_inserted FROM (${select}) _postgrest_t`
      return { sql, params: p.values, explain: null }
    }
    case 'call': {
      const routine = plan.call.routine
      const call = callQuery(plan.call, p)
      const select = readQuery(plan.read, p)
      const pageCount = returnsSingle(routine) ? '1' : 'pg_catalog.count(_postgrest_t)'
      const count = countSql(plan.read, p, prefs, maxRows, range, pageCount)
      const sql = `WITH ${SOURCE_CTE} AS (${call})${count.cte} SELECT ${count.result} AS total_result_set, ${pageCount} AS page_total, ${bodySql(plan.negotiated.handler, routine)} AS body, ${RESPONSE_SETTINGS} FROM (${select}) _postgrest_t`
      return { sql, params: p.values, explain: null }
    }
  }
}
