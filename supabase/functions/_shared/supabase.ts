// The project's own API from inside a function, over plain fetch: PostgREST reads and RPCs as the
// caller (their JWT, so row-level security decides what they see) or as the service role, and Auth's
// `GET /user` to know who is calling. Errors keep PostgREST's code and message. Tables, columns,
// functions and their arguments are typed from the schema's generated types.
// A type-only import: it is erased before the function runs, so the file need not be deployed with it.
import type { Database, Json, Tables, TablesInsert } from '@shop/shared/database'
import { supabaseUrl } from './env.ts'
import { HttpError } from './http.ts'
import { asJson, jsonObject } from './json.ts'
import { publishableKey, secretKey } from './keys.ts'

export type { Json, Tables }
export { asJson, jsonObject }

type Schema = Database['public']
type TableName = keyof Schema['Tables']
type RelationName = TableName | keyof Schema['Views']
type FunctionName = keyof Schema['Functions']
type Call<F extends FunctionName> = Schema['Functions'][F]

export interface PostgrestError {
  code: string
  message: string
  details?: string | null
  hint?: string | null
}

export class DatabaseError extends Error {
  constructor(
    readonly status: number,
    readonly error: PostgrestError,
  ) {
    super(error.message)
  }
}

export interface AuthUser {
  id: string
  email?: string
  user_metadata?: Record<string, unknown>
}

async function call<T>(path: string, init: RequestInit, token: string | null): Promise<T> {
  const key = token ? publishableKey() : secretKey()
  const response = await fetch(`${supabaseUrl()}${path}`, {
    ...init,
    headers: {
      apikey: key,
      Authorization: `Bearer ${token ?? key}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...init.headers,
    },
  })
  const text = await response.text()
  const body = text ? JSON.parse(text) : null
  if (!response.ok) {
    const error = body && typeof body === 'object' && 'message' in body ? (body as PostgrestError) : null
    throw new DatabaseError(
      response.status,
      error ?? { code: String(response.status), message: text || response.statusText },
    )
  }
  return body as T
}

/** A client acting as `token`'s user (RLS applies), or as the service role when `token` is null. */
export function db(token: string | null) {
  return {
    /** `columns` of the rows of `relation` that `filters` (PostgREST query syntax) keep. */
    select: <R extends RelationName, C extends keyof Tables<R> & string>(
      relation: R,
      columns: readonly C[],
      filters: string,
    ) =>
      call<Pick<Tables<R>, C>[]>(
        `/rest/v1/${relation}?select=${columns.join(',')}&${filters}`,
        { method: 'GET' },
        token,
      ),
    rpc: <F extends FunctionName>(fn: F, args: Call<F>['Args']) =>
      call<Call<F>['Returns']>(`/rest/v1/rpc/${fn}`, { method: 'POST', body: JSON.stringify(args) }, token),
    insert: <T extends TableName>(table: T, row: TablesInsert<T>, onConflict?: keyof Tables<T> & string) =>
      call<Tables<T>[]>(
        `/rest/v1/${table}${onConflict ? `?on_conflict=${onConflict}` : ''}`,
        {
          method: 'POST',
          body: JSON.stringify(row),
          headers: { Prefer: `return=representation${onConflict ? ',resolution=merge-duplicates' : ''}` },
        },
        token,
      ),
    remove: <T extends TableName>(table: T, filters: string) =>
      call<Tables<T>[]>(
        `/rest/v1/${table}?${filters}`,
        { method: 'DELETE', headers: { Prefer: 'return=representation' } },
        token,
      ),
  }
}

export const admin = () => db(null)

/** The signed-in user behind a request's bearer token; 401 when there is none. */
export async function requireUser(token: string | null): Promise<AuthUser> {
  if (!token) throw new HttpError(401, 'Please sign in', 'not_signed_in')
  const response = await fetch(`${supabaseUrl()}/auth/v1/user`, {
    headers: { apikey: publishableKey(), Authorization: `Bearer ${token}` },
  })
  if (response.status === 401 || response.status === 403) throw new HttpError(401, 'Please sign in', 'not_signed_in')
  if (!response.ok) throw new Error(`auth answered ${response.status}`)
  const user = (await response.json()) as AuthUser
  if (!user?.id) throw new HttpError(401, 'Please sign in', 'not_signed_in')
  return user
}
