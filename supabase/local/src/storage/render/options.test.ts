import { describe, expect, test } from 'vitest'
import { optionsFromSegments, parseTransformOptions, transformationSegments } from './options.ts'

describe('transformation options', () => {
  test('query strings are coerced and validated as Storage’s schema does', () => {
    expect(
      parseTransformOptions({ width: '300', height: '0', resize: 'contain', quality: '75' }, 'querystring'),
    ).toEqual({ width: 300, height: 0, resize: 'contain', quality: 75 })
    expect(() => parseTransformOptions({ width: '1.5' }, 'querystring')).toThrow('querystring/width must be integer')
    expect(() => parseTransformOptions({ quality: 19 }, 'body/transform')).toThrow(
      'body/transform/quality must be >= 20',
    )
  })

  test('the X-Transformations segments clamp sizes and name imgproxy’s resizing type', () => {
    expect(transformationSegments({ width: 9000, height: 200, resize: 'contain', format: 'webp' })).toEqual([
      'height:200',
      'width:2500',
      'resizing_type:fit',
      'format:webp',
    ])
    expect(transformationSegments({ format: 'origin' })).toEqual([])
  })

  test('a signed token’s transformations read back into the same options', () => {
    const options = { width: 200, height: 100, resize: 'fill', quality: 60 } as const
    expect(optionsFromSegments(transformationSegments(options, true).join(','))).toEqual(options)
    expect(optionsFromSegments('width:120,resize:undefined')).toEqual({ width: 120 })
  })
})
