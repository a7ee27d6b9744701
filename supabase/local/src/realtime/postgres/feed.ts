// postgres_changes: the subscriptions of joined channels, and the delivery of every captured change
// (see platform/04_realtime.sql) to the subscribers that may see it, in commit order.
import type { Logger } from '../../context.ts'
import type { Database } from '../../db/types.ts'
import { isPgError } from '../../db/types.ts'
import { type Action, describeParams, type Filter, type SubscriptionParams } from './params.ts'
import { changeData, type RoutedChange } from './payload.ts'

/** Receives the changes of its subscriptions: one message per change, with the matching binding ids. */
export interface ChangeSubscriber {
  deliverChange(ids: number[], data: Record<string, unknown>): void
}

export interface Binding {
  id: number
  params: SubscriptionParams
}

interface Registration extends Binding {
  owner: ChangeSubscriber
  entities: number[]
  role: string
  claims: Record<string, unknown>
  /** Registrations with the same key get the same visibility answer: role, claims and filters. */
  checkKey: string
  /** Registrations with the same key get the same payload: role and selected columns. */
  shapeKey: string
}

const CONDITION_NAMES: Record<string, string> = {
  P0001: 'raise_exception',
  '22P02': 'invalid_text_representation',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22003': 'numeric_value_out_of_range',
  '2201B': 'invalid_regular_expression',
  '42704': 'undefined_object',
  '42846': 'cannot_coerce',
  '22023': 'invalid_parameter_value',
}

/** A Postgres error as Postgrex's Exception.message renders it, which Realtime quotes. */
function postgrexMessage(error: unknown) {
  if (!isPgError(error)) return error instanceof Error ? error.message : String(error)
  const name = CONDITION_NAMES[error.code]
  return `ERROR ${error.code}${name ? ` (${name})` : ''} ${error.message}`
}

const matchesAction = (action: Action, op: string) => action === '*' || action === op

export class ChangeFeed {
  private readonly byEntity = new Map<number, Set<Registration>>()
  private readonly byOwner = new Map<ChangeSubscriber, Registration[]>()
  private queue: Promise<void> = Promise.resolve()
  private unlisten: (() => Promise<void>) | null = null
  private closed = false

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
  ) {}

  async start() {
    await this.db.exec(`truncate _realtime.changes, _realtime.watched;
      select _realtime.sync_capture_triggers();`)
    this.unlisten = await this.db.listen('_realtime_changes', (xid) => {
      this.queue = this.queue
        .then(() => this.process(xid))
        .catch((error) => this.log.error('realtime delivery failed', error))
    })
  }

  async close() {
    this.closed = true
    await this.unlisten?.().catch(() => {})
    await this.queue
  }

  /**
   * Subscribes `owner` to its bindings, validated as Realtime validates them. Resolves to null when
   * subscribed, or to the message Realtime sends in its `system` error.
   */
  async subscribe(
    owner: ChangeSubscriber,
    bindings: Binding[],
    claims: Record<string, unknown>,
  ): Promise<string | null> {
    this.unsubscribe(owner)
    const role = typeof claims.role === 'string' ? claims.role : ''
    const registrations: Registration[] = []
    for (const binding of bindings) {
      const { params } = binding
      const { rows } = await this.db.query<{ oid: number }>(
        `select c.oid::int as oid
           from pg_catalog.pg_publication_tables pt
           join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
           join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
          where pt.pubname = 'supabase_realtime'
            and pt.schemaname like (case $1 when '*' then '%' else $1 end) escape ''
            and pt.tablename like (case $2 when '*' then '%' else $2 end) escape ''`,
        [params.schema, params.table],
      )
      if (rows.length === 0) {
        return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describeParams(params)}]`
      }
      try {
        for (const { oid } of rows) {
          await this.db.query('select _realtime.check_subscription($1::oid::regclass, $2, $3::jsonb, $4::text[])', [
            oid,
            role,
            JSON.stringify(params.filters),
            params.select,
          ])
        }
      } catch (error) {
        return `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describeParams(params)}]. Exception: ${postgrexMessage(error)}`
      }
      registrations.push({
        ...binding,
        owner,
        role,
        claims,
        entities: rows.map((r) => r.oid),
        checkKey: JSON.stringify([role, claims, params.filters]),
        shapeKey: JSON.stringify([role, params.select]),
      })
    }
    const newEntities = new Set<number>()
    for (const registration of registrations) {
      for (const entity of registration.entities) {
        let set = this.byEntity.get(entity)
        if (!set) {
          set = new Set()
          this.byEntity.set(entity, set)
          newEntities.add(entity)
        }
        set.add(registration)
      }
    }
    this.byOwner.set(owner, registrations)
    if (newEntities.size > 0) {
      await this.db.query('insert into _realtime.watched (entity) select unnest($1::oid[]) on conflict do nothing', [
        [...newEntities],
      ])
    }
    return null
  }

  unsubscribe(owner: ChangeSubscriber) {
    const registrations = this.byOwner.get(owner)
    if (!registrations) return
    this.byOwner.delete(owner)
    const unwatched: number[] = []
    for (const registration of registrations) {
      for (const entity of registration.entities) {
        const set = this.byEntity.get(entity)
        set?.delete(registration)
        if (set && set.size === 0) {
          this.byEntity.delete(entity)
          unwatched.push(entity)
        }
      }
    }
    if (unwatched.length > 0 && !this.closed) {
      this.db
        .query('delete from _realtime.watched where entity = any($1::oid[])', [unwatched])
        .catch((error) => this.log.warn(`realtime: could not unwatch tables: ${(error as Error).message}`))
    }
  }

  private async process(xid: string) {
    if (this.closed) return
    const { rows } = await this.db.query<{ id: string; entity: number; op: string }>(
      'select id::text, entity::int, op from _realtime.changes where xid = $1::bigint order by id',
      [xid],
    )
    for (const change of rows) {
      const registrations = [...(this.byEntity.get(change.entity) ?? [])].filter((r) =>
        matchesAction(r.params.action, change.op),
      )
      if (registrations.length > 0) await this.route(change.id, registrations)
    }
    await this.db.query('delete from _realtime.changes where xid = $1::bigint', [xid])
  }

  private async route(changeId: string, registrations: Registration[]) {
    // Subscribers with the same role, claims and filters get the same answer: ask once.
    const checks: { role: string; claims: Record<string, unknown>; filters: Filter[] }[] = []
    const checkIndex = new Map<string, number>()
    const indexOf = registrations.map((r) => {
      let index = checkIndex.get(r.checkKey)
      if (index === undefined) {
        index = checks.length
        checkIndex.set(r.checkKey, index)
        checks.push({ role: r.role, claims: r.claims, filters: r.params.filters })
      }
      return index
    })
    const { rows } = await this.db.query<{ routed: RoutedChange | null }>(
      'select _realtime.route_change($1::bigint, $2::jsonb) as routed',
      [changeId, JSON.stringify(checks)],
    )
    const routed = rows[0]?.routed
    if (!routed) return
    // One message per subscriber and payload shape (role and selected columns), with all its ids.
    const messages = new Map<string, { owner: ChangeSubscriber; ids: number[]; shape: Registration }>()
    registrations.forEach((r, i) => {
      if (!routed.visible[indexOf[i] as number]) return
      // An error in place of the row goes only to a subscription that named this table.
      if (routed.roles[r.role]?.error && (r.params.schema === '*' || r.params.table === '*')) return
      const key = `${ownerId(r.owner)}:${r.shapeKey}`
      let message = messages.get(key)
      if (!message) {
        message = { owner: r.owner, ids: [], shape: r }
        messages.set(key, message)
      }
      if (!message.ids.includes(r.id)) message.ids.push(r.id)
    })
    const dataCache = new Map<string, Record<string, unknown>>()
    for (const { owner, ids, shape } of messages.values()) {
      let data = dataCache.get(shape.shapeKey)
      if (!data) {
        data = changeData(routed, shape.role, shape.params.select)
        dataCache.set(shape.shapeKey, data)
      }
      owner.deliverChange(ids, data)
    }
  }
}

const ownerIds = new WeakMap<ChangeSubscriber, number>()
let nextOwnerId = 0
function ownerId(owner: ChangeSubscriber) {
  let id = ownerIds.get(owner)
  if (id === undefined) {
    id = nextOwnerId++
    ownerIds.set(owner, id)
  }
  return id
}
