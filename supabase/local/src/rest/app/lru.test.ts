import { describe, expect, it } from 'vitest'
import { Lru } from './lru.ts'

describe('lru', () => {
  it('evicts the least recently used entry beyond its capacity', () => {
    const lru = new Lru<string, number>(2)
    lru.set('a', 1)
    lru.set('b', 2)
    expect(lru.get('a')).toBe(1)
    lru.set('c', 3)
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBe(1)
    expect(lru.get('c')).toBe(3)
    expect(lru.size).toBe(2)
  })
})
