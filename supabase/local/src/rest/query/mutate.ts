// INSERT/UPDATE/DELETE of a mutation plan (QueryBuilder.mutatePlanToQuery): the payload becomes rows
// through json_to_recordset with the columns' own types; upserts count their inserts in a setting
// so the response can say 201 or 200.
import type { InsertColumn, MutatePlan } from '../plan/types.ts'
import { columnSql, logicSql } from './fragments.ts'
import { fromQi, ident, type Params } from './sql.ts'

const looksLikeObject = (body: string | null) => (body ?? '').trimStart().startsWith('{')

/** The payload as rows of typed columns (fromJsonBodyF), optionally with column defaults applied. */
export function fromJsonBody(
  body: string | null,
  fields: InsertColumn[],
  p: Params,
  options: { select: boolean; limitOne: boolean; defaults: boolean },
): string {
  const isObject = looksLikeObject(body)
  const json = options.defaults ? 'jsonb' : 'json'
  const placeholder = `${p.add(body)}::${json}`
  const named = fields.map((f) => `"pgrst_body".${ident(f.name)}`).join(', ')
  const names = fields.map((f) => ident(f.name)).join(', ')
  const typed = fields.map((f) => `${ident(f.name)} ${f.type}`).join(', ')
  let defaults = ''
  let finalBody = 'pgrst_payload.json_data'
  if (options.defaults) {
    const pairs = fields.filter((f) => f.default !== null).map((f) => `${p.add(f.name)}::text, ${f.default}`)
    const defs = `jsonb_build_object(${pairs.join(',')})`
    defaults = isObject
      ? `LATERAL (SELECT ${defs} || pgrst_payload.json_data AS val) pgrst_json_defs, `
      : `LATERAL (SELECT jsonb_agg(${defs} || elem) AS val from jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs, `
    finalBody = 'pgrst_json_defs.val'
  }
  const toRecord = `${json}_to_record${isObject ? '' : 'set'}`
  const source = fields.length
    ? `${toRecord}(${finalBody}) AS _(${typed}) ${options.limitOne ? 'LIMIT 1' : ''}`
    : isObject
      ? '(values(1)) _ '
      : `${json}_array_elements(${finalBody}) _ `
  return `${options.select ? `SELECT ${named} ` : ''}FROM (SELECT ${placeholder} AS json_data) pgrst_payload, ${defaults}LATERAL (SELECT ${names} FROM ${source}) pgrst_body `
}

/** Counts inserted rows (+1 per row offered, -1 per conflict updated) in `pgrst.inserted`. */
function countInserted(add: boolean) {
  const [op, stop] = add ? ['+', '0'] : ['-', '-1']
  return `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${op} 1)::text, true) <> '${stop}'`
}

function returningSql(plan: MutatePlan): string {
  if (!plan.returning.length) return 'RETURNING 1'
  return `RETURNING ${plan.returning.map((c) => columnSql(plan.table, c)).join(', ')}`
}

export function mutateQuery(plan: MutatePlan, p: Params): string {
  const table = fromQi(plan.table)
  switch (plan.kind) {
    case 'insert': {
      const cols = plan.columns.map((c) => ident(c.name)).join(', ')
      const rows = fromJsonBody(plan.body, plan.columns, p, {
        select: true,
        limitOne: false,
        defaults: plan.applyDefaults,
      })
      const merge = plan.onConflict?.resolution === 'merge-duplicates'
      let where = ''
      if (plan.putConditions.length) {
        where = `WHERE ${countInserted(true)} AND ${plan.putConditions.map((l) => logicSql({ alias: 'pgrst_body' }, l, p)).join(' AND ')}`
      } else if (merge) where = `WHERE ${countInserted(true)}`
      let conflict = ''
      if (plan.onConflict?.columns.length) {
        const target = plan.onConflict.columns.map(ident).join(', ')
        const action =
          plan.onConflict.resolution === 'ignore-duplicates' || !plan.columns.length
            ? 'DO NOTHING'
            : `DO UPDATE SET ${plan.columns.map((c) => `${ident(c.name)} = EXCLUDED.${ident(c.name)}`).join(', ')}WHERE ${countInserted(false)}`
        conflict = ` ON CONFLICT(${target}) ${action}`
      }
      return `INSERT INTO ${table}${cols ? `(${cols}) ` : ' '}${rows}${where}${conflict} ${returningSql(plan)}`
    }
    case 'update': {
      if (!plan.columns.length) {
        const cols = plan.returning.length
          ? plan.returning.map((c) => columnSql({ alias: plan.table.name }, c)).join(', ')
          : 'NULL'
        return `SELECT ${cols} FROM ${table} WHERE false`
      }
      const set = plan.columns.map((c) => `${ident(c.name)} = "pgrst_body".${ident(c.name)}`).join(', ')
      const rows = fromJsonBody(plan.body, plan.columns, p, {
        select: false,
        limitOne: false,
        defaults: plan.applyDefaults,
      })
      const where = plan.where.length ? ` WHERE ${plan.where.map((l) => logicSql(plan.table, l, p)).join(' AND ')}` : ''
      return `UPDATE ${table} SET ${set} ${rows}${where} ${returningSql(plan)}`
    }
    case 'delete': {
      const where = plan.where.length ? ` WHERE ${plan.where.map((l) => logicSql(plan.table, l, p)).join(' AND ')}` : ''
      return `DELETE FROM ${table} ${where} ${returningSql(plan)}`
    }
  }
}
