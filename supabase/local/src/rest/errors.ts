// PostgREST's errors: one class, one constructor per PGRST code, with the exact messages of
// PostgREST's `src/PostgREST/Error.hs`. Every stage throws these; the app turns them into responses.

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Json = null,
    readonly hint: Json = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

// PGRST1xx: the request itself.
export const queryParamError = (message: string, details: string) => new RestError(400, 'PGRST100', message, details)

export const invalidRpcMethod = (method: string) =>
  new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`)

export const invalidBody = (message: string) => new RestError(400, 'PGRST102', message)

export const invalidRange = (details: string) =>
  new RestError(416, 'PGRST103', 'Requested range not satisfiable', details)

export const outOfBounds = (offset: number, total: number) =>
  invalidRange(`An offset of ${offset} was requested, but there are only ${total} rows.`)

export const invalidFilters = () =>
  new RestError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators")

export const unacceptableSchema = (schema: string, exposed: string[]) =>
  new RestError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    `Only the following schemas are exposed: ${exposed.join(', ')}`,
  )

export const mediaTypeError = (mimes: string[]) =>
  new RestError(406, 'PGRST107', `None of these media types are available: ${mimes.join(', ')}`)

export const notEmbedded = (resource: string) =>
  new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  )

export const putLimitNotAllowed = () =>
  new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT')

export const putMatchingPk = () =>
  new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)')

export const singularityError = (rows: number) =>
  new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`)

export const unsupportedMethod = (method: string) =>
  new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)

export const relatedOrderNotToOne = (origin: string, target: string) =>
  new RestError(
    400,
    'PGRST118',
    `A related order on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  )

export const invalidPreferences = (prefs: string[]) =>
  new RestError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${prefs.join(', ')}`,
  )

export const aggregatesNotAllowed = () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed')

export const maxAffectedViolation = (rows: number) =>
  new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  )

export const invalidResourcePath = () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL')

export const notImplemented = (details: string) => new RestError(400, 'PGRST127', 'Feature not implemented', details)

export const maxAffectedRpcViolation = () =>
  new RestError(
    400,
    'PGRST128',
    'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
  )

// PGRST2xx: the schema cache.
export const noRelBetween = (
  parent: string,
  child: string,
  hint: string | null,
  schema: string,
  perhaps: string | null,
) =>
  new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}${hint ? `' using the hint '${hint}` : ''}' in the schema '${schema}', but no matches were found.`,
    perhaps,
  )

export const ambiguousRelBetween = (parent: string, child: string, details: Json[], hints: string[]) =>
  new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
    details,
    `Try changing '${child}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
  )

export const noRpc = (message: string, details: string, hint: string | null) =>
  new RestError(404, 'PGRST202', message, details, hint)

export const ambiguousRpc = (candidates: string[]) =>
  new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${candidates.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  )

export const columnNotFound = (relation: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`)

export const tableNotFound = (schema: string, table: string, perhaps: string | null) =>
  new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
    null,
    perhaps ? `Perhaps you meant the table '${schema}.${perhaps}'` : null,
  )

// PGRST3xx: the JWT. 401s carry WWW-Authenticate as PostgREST sends it.
const invalidToken = (code: string, message: string) =>
  new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  })

export const jwtDecodeError = (message: string) => invalidToken('PGRST301', message)
export const jwtClaimsError = (message: string) => invalidToken('PGRST303', message)

/** Postgres's own error for a column that does not exist, raised before the query reaches the database. */
export const undefinedColumn = (relation: string, column: string) =>
  new RestError(400, '42703', `column ${relation}.${column} does not exist`)

/** Postgres's own error for a type that does not exist. */
export const undefinedType = (type: string) => new RestError(400, '42704', `type "${type}" does not exist`)
