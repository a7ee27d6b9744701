// Runs a planned statement in one transaction, as the request's role with PostgREST's request
// settings, and checks what must roll the transaction back (a singular response that is not one
// row, max-affected, a PUT whose payload does not match the URL).

import { applyRequestSettings, type RequestSettings, type SwitchableRoles } from '../../db/request-settings.ts'
import type { Database, Tx } from '../../db/types.ts'
import { maxAffectedViolation, putMatchingPk, singularityError } from '../errors.ts'
import type { ActionPlan } from '../plan/types.ts'
import type { Statement } from '../query/statements.ts'
import type { Preferences } from '../request/preferences.ts'
import type { QueryResult } from './response.ts'

interface Row {
  total_result_set: string | number | null
  page_total: string | number
  body: string | null
  header?: string[] | null
  response_headers: string | null
  response_status: string | null
  response_inserted?: number | string | null
}

const toNumber = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? null : Number(v)

function planRows(explain: unknown): number | null {
  const doc = typeof explain === 'string' ? JSON.parse(explain) : explain
  const rows = Array.isArray(doc) ? doc[0]?.Plan?.['Plan Rows'] : undefined
  return typeof rows === 'number' ? rows : null
}

function checks(plan: ActionPlan, prefs: Preferences, pageTotal: number) {
  if (plan.negotiated.handler.kind === 'single' && pageTotal !== 1) throw singularityError(pageTotal)
  const strictMax = prefs.handling === 'strict' && prefs.maxAffected !== undefined
  const limited =
    plan.kind === 'call' || (plan.kind === 'mutate' && (plan.mutation === 'update' || plan.mutation === 'delete'))
  if (strictMax && limited && pageTotal > (prefs.maxAffected as number)) throw maxAffectedViolation(pageTotal)
  if (plan.kind === 'mutate' && plan.mutation === 'upsert' && pageTotal !== 1) throw putMatchingPk()
}

export interface Execution {
  settings: RequestSettings
  switchableRoles: SwitchableRoles
  timezone?: string
  readOnly: boolean
  maxRows: number | null
}

export async function execute(
  db: Database,
  plan: ActionPlan,
  statement: Statement,
  prefs: Preferences,
  run: Execution,
): Promise<QueryResult> {
  const body = async (tx: Tx): Promise<QueryResult> => {
    await applyRequestSettings(tx, run.settings, run.switchableRoles)
    if (run.timezone !== undefined) await tx.query(`select set_config('timezone', $1, true)`, [run.timezone])
    if (run.readOnly) await tx.query(`select set_config('transaction_read_only', 'on', true)`)
    const media = plan.negotiated.media
    if (media.kind === 'plan') {
      // PostgREST's explainF over the main statement; FORMAT TEXT answers a row per line.
      const options = [`FORMAT ${media.format.toUpperCase()}`, ...media.options.map((o) => o.toUpperCase())]
      const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (${options.join(', ')}) ${statement.sql}`,
        statement.params,
      )
      const lines = rows.map((r) => {
        const value = r['QUERY PLAN']
        return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
      })
      const empty = { total: null, pageTotal: 0, body: '', location: [], responseHeaders: null, responseStatus: null }
      return { ...empty, inserted: null, plan: `${lines.join('\n')}\n` }
    }
    const { rows } = await tx.query<Row>(statement.sql, statement.params, { prepare: true })
    const row = rows[0] as Row
    const pageTotal = Number(row.page_total)
    checks(plan, prefs, pageTotal)
    let total = toNumber(row.total_result_set)
    if (statement.explain) {
      const explained = await tx.query<{ 'QUERY PLAN': unknown }>(statement.explain.sql, statement.explain.params)
      const estimate = planRows(explained.rows[0]?.['QUERY PLAN'])
      if (prefs.count === 'planned') total = estimate
      else if (prefs.count === 'estimated' && total !== null && run.maxRows !== null && total > run.maxRows) {
        total = Math.max(total, estimate ?? 0)
      }
    }
    return {
      total,
      pageTotal,
      body: row.body ?? '',
      location: row.header ?? [],
      responseHeaders: row.response_headers,
      responseStatus: row.response_status,
      inserted: toNumber(row.response_inserted),
    }
  }
  return db.transaction(body, { rollback: prefs.tx === 'rollback' })
}
