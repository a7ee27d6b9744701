// Reading the `Json` that a database function or a jsonb column gives back, field by field, into the
// type its callers use. A field of another type than expected throws, naming it, instead of a cast
// letting the wrong shape travel into the screens.
import type { Json } from './database.types.ts'

export class JsonShapeError extends Error {
  override name = 'JsonShapeError'
}

export interface JsonFields {
  string(key: string): string
  /** A string, or undefined when the field is missing or null. */
  optionalString(key: string): string | undefined
  stringOrNull(key: string): string | null
  number(key: string): number
  numberOrNull(key: string): number | null
  boolean(key: string): boolean
  array(key: string): Json[]
}

/** The fields of `value`, which must be a JSON object; `what` names it in errors (`quote_order`). */
export function jsonFields(value: Json | undefined, what: string): JsonFields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new JsonShapeError(`${what} is not an object`)
  }
  const read = <T>(key: string, expected: string, is: (v: Json | undefined) => v is T & Json): T => {
    const v = value[key]
    if (!is(v)) throw new JsonShapeError(`${what}.${key} is not ${expected}`)
    return v
  }
  const isString = (v: Json | undefined): v is string => typeof v === 'string'
  const isNumber = (v: Json | undefined): v is number => typeof v === 'number'
  const absent = (key: string) => value[key] === null || value[key] === undefined
  return {
    string: (key) => read(key, 'a string', isString),
    optionalString: (key) => (absent(key) ? undefined : read(key, 'a string', isString)),
    stringOrNull: (key) => (absent(key) ? null : read(key, 'a string', isString)),
    number: (key) => read(key, 'a number', isNumber),
    numberOrNull: (key) => (absent(key) ? null : read(key, 'a number', isNumber)),
    boolean: (key) => read(key, 'a boolean', (v): v is boolean => typeof v === 'boolean'),
    array: (key) => read(key, 'an array', (v): v is Json[] => Array.isArray(v)),
  }
}
