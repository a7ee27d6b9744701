// Choosing the function an RPC names (PostgREST's Plan.findProc) among its overloads by the argument
// names given, and how the arguments are passed (CallPlan.hs).
import { ambiguousRpc, noRpc } from '../errors.ts'
import type { MediaType } from '../request/media-type.ts'
import type { Payload } from '../request/payload.ts'
import { closest } from '../schema/fuzzy.ts'
import { qiKey, type Routine, type SchemaCache } from '../schema/types.ts'
import type { CallArgs, CallPlan } from './types.ts'

const isRawMedia = (m: MediaType) => m.kind === 'text' || m.kind === 'xml' || m.kind === 'octet-stream'

function acceptsSingleUnnamed(routine: Routine, contentType: MediaType, isPost: boolean) {
  const [param, ...rest] = routine.params
  if (!isPost || !param || rest.length || param.name !== '') return false
  switch (contentType.kind) {
    case 'json':
      return param.type === 'json' || param.type === 'jsonb'
    case 'text':
      return param.type === 'text'
    case 'xml':
      return param.type === 'xml'
    case 'octet-stream':
      return param.type === 'bytea'
    default:
      return false
  }
}

function matchesArguments(routine: Routine, keys: Set<string>, contentType: MediaType, isPost: boolean) {
  const params = routine.params
  if (!params.length) return keys.size === 0 && !(isPost && isRawMedia(contentType))
  const required = params.filter((p) => p.required).map((p) => p.name)
  const optional = new Set(params.filter((p) => !p.required).map((p) => p.name))
  const given = [...keys].filter((k) => !optional.has(k))
  return given.length === required.length && required.every((r) => keys.has(r))
}

const signature = (r: Routine) => `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`

function notFound(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: string[],
  contentType: MediaType,
  isPost: boolean,
  overloads: Routine[],
) {
  const func = `${schema}.${name}`
  const onlySingle = isPost && isRawMedia(contentType)
  const params = keys.length ? `(${keys.join(', ')})` : ' without parameters'
  const message = `Could not find the function ${func}${onlySingle ? '' : params} in the schema cache`
  const withParams = keys.length
    ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
    : ' without parameters'
  let searched = withParams
  if (isPost && contentType.kind === 'text') searched = ' with a single unnamed text parameter'
  else if (isPost && contentType.kind === 'xml') searched = ' with a single unnamed xml parameter'
  else if (isPost && contentType.kind === 'octet-stream') searched = ' with a single unnamed bytea parameter'
  else if (isPost && contentType.kind === 'json')
    searched = `${withParams} or with a single unnamed json/jsonb parameter`
  const details = `Searched for the function ${func}${searched}, but no matches were found in the schema cache.`
  let hint: string | null = null
  if (!onlySingle) {
    const list = (names: string[]) => `(${[...names].sort().join(', ')})`
    const suggestion = overloads.length
      ? (() => {
          const best = closest(
            list(keys),
            overloads.map((o) => list(o.params.map((p) => p.name))),
            0.33,
          )
          return best ? `${name}${best}` : null
        })()
      : closest(
          name,
          [...cache.routines.keys()]
            .map((k) => k.split('\u0000') as [string, string])
            .filter(([s]) => s === schema)
            .map(([, n]) => n),
          0.75,
        )
    hint = suggestion ? `Perhaps you meant to call the function ${schema}.${suggestion}` : null
  }
  return noRpc(message, details, hint)
}

export function findRoutine(
  cache: SchemaCache,
  schema: string,
  name: string,
  argumentKeys: string[],
  contentType: MediaType,
  isPost: boolean,
): Routine {
  const keys = new Set(argumentKeys)
  const overloads = cache.routines.get(qiKey(schema, name)) ?? []
  const matching = overloads.filter((r) => matchesArguments(r, keys, contentType, isPost))
  const fallback = overloads.filter(
    (r) => !matchesArguments(r, keys, contentType, isPost) && acceptsSingleUnnamed(r, contentType, isPost),
  )
  if (matching.length === 1) return matching[0] as Routine
  if (matching.length > 1) throw ambiguousRpc(matching.map(signature))
  if (fallback.length === 1) return fallback[0] as Routine
  if (fallback.length > 1) throw ambiguousRpc(fallback.map(signature))
  throw notFound(cache, schema, name, [...keys].sort(), contentType, isPost, overloads)
}

export function callPlan(
  routine: Routine,
  invoke: 'post' | 'get' | 'head',
  argumentKeys: string[],
  rpcArgs: [string, string][],
  payload: Payload | null,
  returning: string[],
): CallPlan {
  const [only, ...others] = routine.params
  const oneUnnamed = only !== undefined && !others.length && only.name === ''
  const names = routine.params.filter((p) => argumentKeys.includes(p.name)).map((p) => p.name)
  const direct = (pairs: [string, string][]): CallArgs => {
    const args = new Map<string, string[]>()
    for (const [k, v] of pairs) {
      const variadic = routine.params.some((p) => p.name === k && p.variadic)
      args.set(k, variadic ? [...(args.get(k) ?? []), v] : [v])
    }
    return { kind: 'direct', args }
  }
  let args: CallArgs
  if (invoke !== 'post') args = direct(rpcArgs)
  else if (payload?.kind === 'form') args = direct(payload.fields)
  else if (payload?.kind === 'raw') args = { kind: 'raw', body: payload.body }
  else
    args = {
      kind: 'json',
      json: payload && (payload.kind === 'json' || payload.kind === 'raw-json') ? payload.json : null,
    }
  return {
    routine,
    params: oneUnnamed ? { kind: 'one-unnamed' } : { kind: 'named', names },
    args,
    returning,
  }
}
