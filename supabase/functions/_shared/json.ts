// JSON values as the database hands them (jsonb columns and results), with no runtime dependency, so that
// code outside the functions (the e2e tests) can use what is built on them.
// A type-only import: it is erased before the function runs, so the file need not be deployed with it.
import type { Json } from '@shop/shared/database'

/** A JSON object (what a jsonb function returns, a jsonb column), or null for anything else. */
export function jsonObject(value: Json | undefined): { [key: string]: Json | undefined } | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null
}

/** A value as the JSON it is sent as (for a jsonb argument built from an interface-typed value). */
export function asJson(value: object): Json {
  return JSON.parse(JSON.stringify(value)) as Json
}
