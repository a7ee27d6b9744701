import { describe, expect, it } from 'vitest'
import { categorySlug, SLUG_CASES } from './slug.ts'

describe('a category slug', () => {
  it.each(SLUG_CASES)('"%s" becomes "%s": lower case, words joined by hyphens', (name, slug) => {
    expect(categorySlug(name)).toBe(slug)
  })
})
