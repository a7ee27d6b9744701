// The planning stage: an ApiRequest and the schema cache in, a plan for the query builder out.
import { invalidPreferences, maxAffectedRpcViolation, tableNotFound } from '../errors.ts'
import type { ApiRequest } from '../request/api-request.ts'
import { closest } from '../schema/fuzzy.ts'
import { qiKey, returnsSingle, type SchemaCache, type Table } from '../schema/types.ts'
import { callPlan, findRoutine } from './call-plan.ts'
import { mutatePlan } from './mutate-plan.ts'
import { negotiate } from './negotiate.ts'
import { columnsNeeded, readPlan, rootLogic } from './read-plan.ts'
import type { ActionPlan } from './types.ts'

function findTable(cache: SchemaCache, schema: string, name: string): Table {
  const table = cache.tables.get(qiKey(schema, name))
  if (table) return table
  const names = cache.tableNames.get(schema) ?? []
  throw tableNotFound(schema, name, names.length < 500 ? closest(name, names, 0.75) : null)
}

function checkStrict(request: ApiRequest) {
  const p = request.preferences
  if (p.handling === 'strict' && p.invalid.length) throw invalidPreferences(p.invalid)
}

export function actionPlan(request: ApiRequest, cache: SchemaCache, maxRows: number | null): ActionPlan {
  const { action, schema, query } = request
  const base = { cache, schema, action, query, topLevelRange: request.range, maxRows }
  switch (action.kind) {
    case 'read': {
      const table = findTable(cache, schema, action.relation)
      const target = { schema, name: table.name }
      const read = readPlan({ ...base, root: target })
      const negotiated = negotiate(action, request.accept, request.preferences, cache.planEnabled)
      checkStrict(request)
      return { kind: 'read', read, negotiated, headersOnly: action.headersOnly, target }
    }
    case 'mutate': {
      const table = findTable(cache, schema, action.relation)
      const target = { schema, name: table.name }
      const read = readPlan({ ...base, root: target })
      const where = rootLogic({ ...base, root: target, table: target })
      const mutate = mutatePlan(action.mutation, table, request, read, where)
      checkStrict(request)
      const negotiated = negotiate(action, request.accept, request.preferences, cache.planEnabled)
      return { kind: 'mutate', read, mutate, negotiated, mutation: action.mutation, target }
    }
    case 'call': {
      const isPost = action.invoke === 'post'
      const keys = isPost ? request.columns : query.rpcArgs.map(([k]) => k)
      const routine = findRoutine(cache, schema, action.routine, keys, request.contentType, isPost)
      const root = { schema: routine.schema, name: routine.returns.composite ? routine.returns.name : routine.name }
      const read = readPlan({ ...base, root })
      const call = callPlan(routine, action.invoke, keys, query.rpcArgs, request.payload, columnsNeeded(read, []))
      const negotiated = negotiate(action, request.accept, request.preferences, cache.planEnabled)
      checkStrict(request)
      const p = request.preferences
      if (p.maxAffected !== undefined && p.handling === 'strict' && returnsSingle(routine))
        throw maxAffectedRpcViolation()
      return {
        kind: 'call',
        read,
        call,
        negotiated,
        headersOnly: action.invoke === 'head',
        // A non-volatile function cannot write anyway; only a volatile one called by GET needs the
        // read-only transaction PostgREST runs reads in.
        readOnly: !isPost && routine.volatility === 'volatile',
      }
    }
    case 'schema':
      throw new Error('the schema root is answered without a plan')
  }
}
