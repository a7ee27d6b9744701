// auth.flow_state rows of the PKCE flow (models.FlowState): created when a mail is requested with a
// code challenge, given an auth code when the mailed link is followed, consumed by grant_type=pkce.
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/types.ts'
import { parseCodeChallengeMethod } from '../crypto.ts'
import { isoColumn } from '../users/store.ts'

export interface FlowStateRow {
  id: string
  user_id: string | null
  auth_code: string
  code_challenge_method: string
  code_challenge: string
  provider_type: string
  authentication_method: string
  created_at: string
  auth_code_issued_at: string | null
}

const COLUMNS = `f.id::text as id, f.user_id::text as user_id, f.auth_code, f.code_challenge_method::text as code_challenge_method,
  f.code_challenge, f.provider_type, f.authentication_method, ${isoColumn('f.created_at')}, ${isoColumn('f.auth_code_issued_at')}`

export async function createFlowState(
  q: Queryable,
  params: {
    userId: string
    providerType: string
    authenticationMethod: string
    codeChallenge: string
    codeChallengeMethod: string
  },
) {
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       provider_access_token, provider_refresh_token, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, $6, '', '', now(), now(), $7)`,
    [
      randomUUID(),
      params.userId,
      randomUUID(),
      parseCodeChallengeMethod(params.codeChallengeMethod),
      params.codeChallenge,
      params.providerType,
      params.authenticationMethod,
    ],
  )
}

export async function findFlowStateByAuthCode(q: Queryable, authCode: string): Promise<FlowStateRow | null> {
  const { rows } = await q.query<FlowStateRow>(
    `select ${COLUMNS} from auth.flow_state f where f.auth_code = $1 limit 1`,
    [authCode],
  )
  return rows[0] ?? null
}

/** FindFlowStateByUserID: the user's newest flow state for this authentication method. */
export async function findLatestFlowState(q: Queryable, userId: string, method: string): Promise<FlowStateRow | null> {
  const { rows } = await q.query<FlowStateRow>(
    `select ${COLUMNS} from auth.flow_state f where f.user_id = $1 and f.authentication_method = $2
      order by f.created_at desc limit 1`,
    [userId, method],
  )
  return rows[0] ?? null
}

export async function recordAuthCodeIssued(q: Queryable, id: string) {
  await q.query('update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1', [id])
}

/** Consumes a flow state; false when another request consumed it first. */
export async function deleteFlowState(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query('delete from auth.flow_state where id = $1', [id])
  return rowCount > 0
}

/** IsExpired: counted from creation (from the code's issue for magic links). */
export function flowStateExpired(flow: FlowStateRow, expirySeconds: number, now = Date.now()): boolean {
  const from =
    flow.auth_code_issued_at && flow.authentication_method === 'magiclink' ? flow.auth_code_issued_at : flow.created_at
  return now > Date.parse(from) + expirySeconds * 1000
}
