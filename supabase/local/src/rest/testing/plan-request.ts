// Builds plans from a request line for the unit tests of the planner and the SQL builder.
import { actionPlan } from '../plan/index.ts'
import type { ActionPlan } from '../plan/types.ts'
import { type ApiRequest, parseApiRequest } from '../request/api-request.ts'
import type { SchemaCache } from '../schema/types.ts'
import { sampleCache } from './sample-cache.ts'

export interface PlanInput {
  method?: string
  headers?: Record<string, string>
  body?: string
  cache?: SchemaCache
  maxRows?: number | null
}

export function apiRequest(target: string, input: PlanInput = {}): ApiRequest {
  const [path = '', search = ''] = target.split('?')
  return parseApiRequest(
    {
      method: input.method ?? 'GET',
      path,
      search,
      headers: input.headers ?? {},
      body: Buffer.from(input.body ?? ''),
    },
    ['public'],
  )
}

export function plan(target: string, input: PlanInput = {}): { request: ApiRequest; plan: ActionPlan } {
  const request = apiRequest(target, input)
  return { request, plan: actionPlan(request, input.cache ?? sampleCache(), input.maxRows ?? null) }
}
