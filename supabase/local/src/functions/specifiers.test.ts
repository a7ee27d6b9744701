import { describe, expect, test } from 'vitest'
import {
  applyImportMap,
  fromEsmSh,
  fromNpmSpecifier,
  isBareSpecifier,
  parseImportMap,
  toNodeSpecifier,
  UnsupportedSpecifierError,
} from './specifiers.ts'

describe('npm: specifiers', () => {
  test.each([
    ['npm:zod', 'zod'],
    ['npm:zod@3.23.8', 'zod'],
    ['npm:hono@4/cors', 'hono/cors'],
    ['npm:/hono@4.13.19/http-exception', 'hono/http-exception'],
    ['npm:@supabase/supabase-js@2', '@supabase/supabase-js'],
    ['npm:@block65/webcrypto-web-push@1.0.2/dist/index.js', '@block65/webcrypto-web-push/dist/index.js'],
  ])('%s → %s', (specifier, expected) => {
    expect(fromNpmSpecifier(specifier)).toBe(expected)
  })

  test('other specifiers are not npm ones', () => {
    expect(fromNpmSpecifier('zod')).toBeNull()
    expect(fromNpmSpecifier('./npm:thing.ts')).toBeNull()
  })
})

test.each([
  ['https://esm.sh/@supabase/supabase-js@2', '@supabase/supabase-js'],
  ['https://esm.sh/@supabase/supabase-js@2.45.0?target=deno', '@supabase/supabase-js'],
  ['https://esm.sh/v135/stripe@14.0.0/lib/x', 'stripe/lib/x'],
])('esm.sh URL %s names the npm package %s', (url, expected) => {
  expect(fromEsmSh(url)).toBe(expected)
})

describe('import maps', () => {
  const map = parseImportMap(
    JSON.stringify({
      imports: {
        zod: 'npm:zod@3',
        'hono/': 'npm:/hono@4/',
        '@shared/': '../_shared/',
        '@/db': './lib/db.ts',
      },
    }),
    'file:///project/supabase/functions/pay',
  )
  if (!map) throw new Error('the map should parse')

  test('an exact key maps, then npm: is stripped', () => {
    expect(toNodeSpecifier('zod', map)).toBe('zod')
    expect(applyImportMap('zod', map)).toBe('npm:zod@3')
  })

  test('a key ending in / maps everything under it', () => {
    expect(toNodeSpecifier('hono/cors', map)).toBe('hono/cors')
    expect(toNodeSpecifier('@shared/cors.ts', map)).toBe('file:///project/supabase/functions/_shared/cors.ts')
  })

  test('relative targets resolve against the map’s folder', () => {
    expect(toNodeSpecifier('@/db', map)).toBe('file:///project/supabase/functions/pay/lib/db.ts')
  })

  test('unmapped specifiers pass through; jsr: is refused with a way out', () => {
    expect(toNodeSpecifier('./local.ts', map)).toBe('./local.ts')
    expect(toNodeSpecifier('node:crypto', map)).toBe('node:crypto')
    expect(() => toNodeSpecifier('jsr:@std/path', map)).toThrow(UnsupportedSpecifierError)
  })

  test('deno.json may carry comments and trailing commas', () => {
    const parsed = parseImportMap('{\n  // deps\n  "imports": { "zod": "npm:zod@3", },\n}', 'file:///p/')
    expect(parsed?.imports).toEqual({ zod: 'npm:zod@3' })
  })
})

test('bare specifiers name packages', () => {
  expect(['zod', '@scope/pkg/sub', 'hono/cors'].map(isBareSpecifier)).toEqual([true, true, true])
  expect(['./a.ts', '../b', '/c', 'file:///d', 'node:fs', 'npm:zod'].map(isBareSpecifier)).toEqual([
    false,
    false,
    false,
    false,
    false,
    false,
  ])
})
