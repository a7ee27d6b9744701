// The outbox: every mail the stack sends, kept in a table of the stand-in's own schema so it survives
// restarts and is never exposed through the REST API (the schema is not in `api.schemas`).
import type { Mail } from '../context.ts'
import { lazySchema } from '../db/lazy-schema.ts'
import type { Database } from '../db/types.ts'

export interface StoredMail extends Mail {
  id: number
  created_at: string
}

export interface Outbox {
  add(mail: Mail): Promise<StoredMail>
  /** Newest first; `to` matches the recipient case-insensitively. */
  list(filter?: { to?: string; limit?: number }): Promise<StoredMail[]>
  get(id: number): Promise<StoredMail | null>
  /** Deletes every mail, or only those to one recipient; answers how many were deleted. */
  clear(filter?: { to?: string }): Promise<number>
}

const schemaSql = `
  create schema if not exists supabase_local;
  revoke all on schema supabase_local from public;
  create table if not exists supabase_local.mail_outbox (
    id bigint generated always as identity primary key,
    "to" text not null,
    subject text not null,
    html text not null,
    text text not null,
    created_at timestamptz not null default clock_timestamp()
  );
  create index if not exists mail_outbox_to_idx on supabase_local.mail_outbox (lower("to"), id desc);`

const columns = `id::integer as id, "to", subject, html, text,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at`

export function createOutbox(db: Database): Outbox {
  const ensure = lazySchema(db, schemaSql)

  return {
    async add(mail) {
      await ensure()
      const { rows } = await db.query<StoredMail>(
        `insert into supabase_local.mail_outbox ("to", subject, html, text) values ($1, $2, $3, $4) returning ${columns}`,
        [mail.to, mail.subject, mail.html, mail.text],
      )
      return rows[0] as StoredMail
    },
    async list(filter = {}) {
      await ensure()
      const limit = Math.min(Math.max(Math.trunc(filter.limit ?? 100), 1), 1000)
      const { rows } = await db.query<StoredMail>(
        `select ${columns} from supabase_local.mail_outbox
          where $1::text is null or lower("to") = lower($1::text)
          order by id desc limit $2`,
        [filter.to ?? null, limit],
      )
      return rows
    },
    async get(id) {
      await ensure()
      const { rows } = await db.query<StoredMail>(`select ${columns} from supabase_local.mail_outbox where id = $1`, [
        id,
      ])
      return rows[0] ?? null
    },
    async clear(filter = {}) {
      await ensure()
      const { rowCount } = await db.query(
        `delete from supabase_local.mail_outbox where $1::text is null or lower("to") = lower($1::text)`,
        [filter.to ?? null],
      )
      return rowCount
    },
  }
}
