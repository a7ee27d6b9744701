import { describe, expect, it } from 'vitest'
import { fileProblem, isHttpUrl, MAX_IMAGE_BYTES, randomImageName } from './image-rules.ts'

describe('the image picker', () => {
  it('accepts JPG, PNG and WebP up to 5 MB', () => {
    expect(fileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull()
    expect(fileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull()
    expect(fileProblem({ type: 'image/webp', size: 10 })).toBeNull()
  })

  it("refuses other types and larger files with the spec's messages", () => {
    expect(fileProblem({ type: 'image/gif', size: 10 })).toEqual({
      title: 'Invalid file type',
      message: 'Invalid file type. Please upload JPG, PNG, or WebP images.',
    })
    expect(fileProblem({ type: 'image/svg+xml', size: 10 })?.title).toBe('Invalid file type')
    expect(fileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toEqual({
      title: 'File too large',
      message: 'File size exceeds 5MB limit',
    })
  })

  it('names an upload at random, keeping its type', () => {
    expect(randomImageName('image/webp', () => 'abc')).toBe('abc.webp')
    expect(randomImageName('image/jpeg', () => 'abc')).toBe('abc.jpg')
  })

  it('tries only absolute http(s) addresses', () => {
    expect(isHttpUrl('https://example.com/a.png')).toBe(true)
    expect(isHttpUrl(' http://127.0.0.1:54321/x.png ')).toBe(true)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('data:image/png;base64,AAAA')).toBe(false)
    expect(isHttpUrl('/images/a.png')).toBe(false)
    expect(isHttpUrl('not a url')).toBe(false)
  })
})
