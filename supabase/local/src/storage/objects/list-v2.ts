// `POST /object/list-v2/{bucket}`: the paginated listing of Storage's listObjectsV2 (src/storage/object.ts
// and database/pg.ts in supabase/storage). Flat, or grouped into folders at the prefix's level
// (`with_delimiter`); sorted by name, created_at or updated_at; one page of `limit` (at most 1000) entries
// and an opaque cursor for the next. Rows are read as the caller, so RLS decides what is listed.
import type { Caller } from '../caller.ts'
import { ERRORS } from '../errors.ts'
import type { StorageContext } from '../http.ts'

type SortColumn = 'name' | 'created_at' | 'updated_at'
type SortOrder = 'asc' | 'desc'

export interface ListV2Options {
  prefix: string
  limit: number
  delimited: boolean
  sortColumn: SortColumn
  sortOrder: SortOrder
  /** Where the previous page ended: the last entry's name and, for a time sort, its time. */
  after?: { name: string; time?: string }
}

/** What Storage's cursor holds, one `letter:value` line each, base64-encoded. */
export interface Cursor {
  startAfter: string
  sortOrder?: string
  sortColumn?: string
  sortColumnAfter?: string
}

const CURSOR_PARTS: Record<string, keyof Cursor> = {
  l: 'startAfter',
  o: 'sortOrder',
  c: 'sortColumn',
  a: 'sortColumnAfter',
}
const MAX_KEYS = 1000
const SORT_COLUMNS: ReadonlySet<string> = new Set(['name', 'updated_at', 'created_at'])
const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&')

export function encodeCursor(cursor: Cursor): string {
  const lines = Object.entries(CURSOR_PARTS)
    .filter(([, field]) => cursor[field])
    .map(([letter, field]) => `${letter}:${cursor[field]}`)
  return Buffer.from(lines.join('\n')).toString('base64')
}

export function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' }
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const [, letter = '', value = ''] = line.match(/^(\S):(.*)/) ?? []
    const field = CURSOR_PARTS[letter]
    if (!field) throw ERRORS.invalidParameter('continuation token')
    cursor[field] = value
  }
  return cursor
}

/** The request body as Storage's route schema checks it, with the cursor's sort winning over the body's. */
export function parseListV2Body(body: Record<string, unknown>): ListV2Options {
  const { prefix, limit, cursor, with_delimiter, sortBy } = body
  if (prefix !== undefined && typeof prefix !== 'string') throw ERRORS.invalidRequest('body/prefix must be string')
  if (limit !== undefined) {
    if (typeof limit !== 'number' || !Number.isInteger(limit)) throw ERRORS.invalidRequest('body/limit must be integer')
    if (limit < 1) throw ERRORS.invalidRequest('body/limit must be >= 1')
  }
  if (cursor !== undefined && typeof cursor !== 'string') throw ERRORS.invalidRequest('body/cursor must be string')
  if (with_delimiter !== undefined && typeof with_delimiter !== 'boolean') {
    throw ERRORS.invalidRequest('body/with_delimiter must be boolean')
  }
  let column: string | undefined
  let order: string | undefined
  if (sortBy !== undefined) {
    if (!sortBy || typeof sortBy !== 'object' || Array.isArray(sortBy)) {
      throw ERRORS.invalidRequest('body/sortBy must be object')
    }
    const sort = sortBy as Record<string, unknown>
    if (sort.column === undefined) throw ERRORS.invalidRequest("body/sortBy must have required property 'column'")
    if (typeof sort.column !== 'string' || !SORT_COLUMNS.has(sort.column)) {
      throw ERRORS.invalidRequest('body/sortBy/column must be equal to one of the allowed values')
    }
    if (sort.order !== undefined && sort.order !== 'asc' && sort.order !== 'desc') {
      throw ERRORS.invalidRequest('body/sortBy/order must be equal to one of the allowed values')
    }
    column = sort.column
    order = sort.order as string | undefined
  }
  const resumed = cursor ? decodeCursor(cursor) : undefined
  const sortColumn = resumed?.sortColumn ?? column
  const sortOrder = resumed?.sortOrder ?? order
  return {
    prefix: prefix ?? '',
    limit: Math.min(limit ?? MAX_KEYS, MAX_KEYS),
    delimited: with_delimiter === true,
    sortColumn: sortColumn && SORT_COLUMNS.has(sortColumn) ? (sortColumn as SortColumn) : 'name',
    sortOrder: sortOrder === 'desc' ? 'desc' : 'asc',
    after: resumed?.startAfter ? { name: resumed.startAfter, time: resumed.sortColumnAfter } : undefined,
  }
}

interface Entry {
  name: string
  id: string | null
  updated_at: string | null
  created_at: string | null
  last_accessed_at: string | null
  metadata: unknown
}

/**
 * The page's SQL. Folders are the distinct next path segments under the prefix, named with their
 * trailing slash; as in Storage, a folder's created_at and updated_at are its first object's creation.
 * Names compare byte-wise (`COLLATE "C"`), ties on a time sort go by name.
 */
export function listV2Query(bucket: string, options: ListV2Options): { text: string; values: unknown[] } {
  const { prefix, delimited, sortColumn, sortOrder, after } = options
  const values: unknown[] = [bucket, `${escapeLike(prefix)}%`, options.limit + 1]
  const direction = sortOrder === 'asc' ? 'asc' : 'desc'
  const beyond = sortOrder === 'asc' ? '>' : '<'
  const timed = sortColumn !== 'name'
  let resume = 'true'
  if (after && timed && after.time !== undefined) {
    values.push(after.time, after.name)
    resume = `row(date_trunc('milliseconds', ${sortColumn}), name collate "C") ${beyond} row(coalesce(nullif($4, '')::timestamptz, 'epoch'::timestamptz), $5::text)`
  } else if (after) {
    values.push(after.name)
    resume = `name collate "C" ${beyond} $4::text`
  }
  const order = `${timed ? `coalesce(date_trunc('milliseconds', ${sortColumn}), 'epoch') ${direction}, ` : ''}name collate "C" ${direction}`
  const inBucket = `o.bucket_id = $1 and o.name collate "C" like $2`
  if (!delimited) {
    return {
      text: `select * from (select o.id, o.name, o.metadata, o.updated_at, o.created_at, o.last_accessed_at
               from storage.objects o where ${inBucket}) entries
             where ${resume} order by ${order} limit $3`,
      values,
    }
  }
  values.push(prefix.length)
  const depth = `$${values.length}::int`
  return {
    text: `with listed as (
             select o.*, strpos(substr(o.name, ${depth} + 1), '/') as slash
             from storage.objects o where ${inBucket}
           ), entries as (
             select left(name, ${depth} + slash) as name, null::uuid as id, min(created_at) as updated_at,
                    min(created_at) as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
             from listed where slash > 0 group by 1
             union all
             select name, id, updated_at, created_at, last_accessed_at, metadata from listed where slash = 0
           )
           select * from entries where ${resume} order by ${order} limit $3`,
    values,
  }
}

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString())

/** One page: `{hasNext, nextCursor, nextCursorKey, folders, objects}` as Storage answers it. */
export async function listObjectsV2(storage: StorageContext, caller: Caller, bucket: string, options: ListV2Options) {
  const query = listV2Query(bucket, options)
  const rows = await storage.db.asCaller(caller, async (tx) => (await tx.query<Entry>(query.text, query.values)).rows)
  const hasNext = rows.length > options.limit
  const page = rows.slice(0, options.limit)
  const level = options.prefix ? options.prefix.split('/').length : 1
  const keyOf = (name: string) => name.split('/')[level - 1] ?? ''
  const timed = options.sortColumn !== 'name'
  const folders = []
  const objects = []
  for (const row of page) {
    const entry = {
      ...row,
      updated_at: iso(row.updated_at),
      created_at: iso(row.created_at),
      last_accessed_at: iso(row.last_accessed_at),
    }
    if (row.id === null) {
      // A folder has every column of an object, id and metadata null; its times (its first object's
      // creation) only on a time-sorted listing, as Storage's search_by_timestamp gives them.
      folders.push({
        key: keyOf(row.name),
        ...entry,
        ...(timed ? {} : { updated_at: null, created_at: null }),
      })
    } else {
      objects.push(options.delimited ? { key: keyOf(row.name), ...entry } : entry)
    }
  }
  const last = page.at(-1)
  const lastTime = last && timed ? iso(last[options.sortColumn as 'created_at' | 'updated_at']) : null
  return {
    hasNext,
    nextCursor:
      hasNext && last
        ? encodeCursor({
            startAfter: last.name,
            sortOrder: options.sortOrder,
            sortColumn: options.sortColumn,
            sortColumnAfter: lastTime ?? undefined,
          })
        : undefined,
    nextCursorKey: hasNext ? last?.name : undefined,
    folders,
    objects,
  }
}
