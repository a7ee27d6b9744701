import { describe, expect, it } from 'vitest'
import { matchesSearch, saveFailureMessage } from './category-rules.ts'

describe('the categories screen', () => {
  const beef = { name: 'Fresh Beef', slug: 'fresh-beef', description: 'Grass-fed cuts from Ankole cattle' }

  it('finds a category by any words of its name, slug or description, ignoring case', () => {
    expect(matchesSearch(beef, '')).toBe(true)
    expect(matchesSearch(beef, 'beef')).toBe(true)
    expect(matchesSearch(beef, 'ANKOLE fresh')).toBe(true)
    expect(matchesSearch(beef, 'goat')).toBe(false)
  })

  it('says when the name is taken, by the error code', () => {
    expect(saveFailureMessage({ code: '23505' })).toMatch(/already exists/)
    expect(saveFailureMessage({ code: '08006' })).toMatch(/^Failed to save category/)
    expect(saveFailureMessage(undefined)).toMatch(/^Failed to save category/)
  })
})
