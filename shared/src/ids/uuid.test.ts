import { describe, expect, it } from 'vitest'
import { isUuid } from './uuid.ts'

describe('product ids', () => {
  it('a product id must match the UUID format', () => {
    expect(isUuid('31dfee8d-5d66-58d4-8564-715837803081')).toBe(true)
    expect(isUuid('31DFEE8D-5D66-58D4-8564-715837803081')).toBe(true)
    for (const bad of [
      '123',
      'beef-sausages',
      '31dfee8d-5d66-58d4-8564-71583780308',
      '31dfee8d5d6658d48564715837803081',
      '',
      null,
    ]) {
      expect(isUuid(bad)).toBe(false)
    }
  })
})
