import { describe, expect, it } from 'vitest'
import { jsonTooDeep, MAX_JSON_DEPTH } from './json-depth.ts'

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

describe('JSON nesting depth', () => {
  it('lets bodies up to the limit through and refuses deeper ones, arrays and objects alike', () => {
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false)
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true)
    expect(jsonTooDeep(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`)).toBe(true)
    expect(jsonTooDeep('{"items":[{"product_id":"x","quantity":1}]}')).toBe(false)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ note: '['.repeat(1000) }))).toBe(false)
    expect(jsonTooDeep(JSON.stringify({ note: `"\\${'{'.repeat(1000)}` }))).toBe(false)
  })
})
