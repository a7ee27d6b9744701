// The SMS outbox: every message the sandbox accepted, kept in a table of the stand-in's own schema so it
// survives restarts and is never exposed through the REST API (the schema is not in `api.schemas`).
import { lazySchema } from '../db/lazy-schema.ts'
import type { Database } from '../db/types.ts'

export interface StoredSms {
  id: number
  /** Africa's Talking's id for the message, as the sandbox answered it (`ATXid_…`). */
  message_id: string
  to: string
  from: string | null
  username: string
  message: string
  created_at: string
}

export type NewSms = Pick<StoredSms, 'message_id' | 'to' | 'from' | 'username' | 'message'>

export interface SmsOutbox {
  add(sms: NewSms): Promise<StoredSms>
  /** Newest first; `to` matches the number exactly. */
  list(filter?: { to?: string; limit?: number }): Promise<StoredSms[]>
  /** Deletes every message, or only those to one number; answers how many were deleted. */
  clear(filter?: { to?: string }): Promise<number>
}

const schemaSql = `
  create schema if not exists supabase_local;
  revoke all on schema supabase_local from public;
  create table if not exists supabase_local.sms_outbox (
    id bigint generated always as identity primary key,
    message_id text not null unique,
    "to" text not null,
    "from" text,
    username text not null,
    message text not null,
    created_at timestamptz not null default clock_timestamp()
  );
  create index if not exists sms_outbox_to_idx on supabase_local.sms_outbox ("to", id desc);`

const columns = `id::integer as id, message_id, "to", "from", username, message,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at`

export function createSmsOutbox(db: Database): SmsOutbox {
  const ensure = lazySchema(db, schemaSql)

  return {
    async add(sms) {
      await ensure()
      const { rows } = await db.query<StoredSms>(
        `insert into supabase_local.sms_outbox (message_id, "to", "from", username, message)
         values ($1, $2, $3, $4, $5) returning ${columns}`,
        [sms.message_id, sms.to, sms.from, sms.username, sms.message],
      )
      return rows[0] as StoredSms
    },
    async list(filter = {}) {
      await ensure()
      const limit = Math.min(Math.max(Math.trunc(filter.limit ?? 100), 1), 1000)
      const { rows } = await db.query<StoredSms>(
        `select ${columns} from supabase_local.sms_outbox
          where $1::text is null or "to" = $1::text
          order by id desc limit $2`,
        [filter.to ?? null, limit],
      )
      return rows
    },
    async clear(filter = {}) {
      await ensure()
      const { rowCount } = await db.query(
        `delete from supabase_local.sms_outbox where $1::text is null or "to" = $1::text`,
        [filter.to ?? null],
      )
      return rowCount
    },
  }
}
