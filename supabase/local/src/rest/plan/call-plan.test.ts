import { describe, expect, it } from 'vitest'
import { sampleCache } from '../testing/sample-cache.ts'
import { findRoutine } from './call-plan.ts'

const cache = sampleCache()
const json = { kind: 'json' } as const
const find = (name: string, keys: string[], isPost = true, contentType: Parameters<typeof findRoutine>[4] = json) =>
  findRoutine(cache, 'public', name, keys, contentType, isPost)

describe('choosing the function an RPC names', () => {
  it('matches the named arguments, and leaves out defaulted ones', () => {
    expect(find('add', ['a', 'b']).params.map((p) => p.name)).toEqual(['a', 'b'])
    expect(find('greet', []).name).toBe('greet')
    expect(find('greet', ['name']).name).toBe('greet')
  })

  it('picks the overload whose parameters the arguments name', () => {
    expect(find('overloaded', ['a']).params).toHaveLength(1)
    expect(find('overloaded', ['a', 'b']).params).toHaveLength(2)
  })

  it('falls back to a single unnamed json parameter for any JSON body', () => {
    expect(find('echo', ['anything', 'else']).name).toBe('echo')
    expect(() => find('echo', ['x'], false)).toThrow(expect.objectContaining({ code: 'PGRST202' }))
  })

  it('answers PGRST202 with PostgREST messages and hints', () => {
    expect(() => find('add', ['a', 'c'])).toThrow(
      expect.objectContaining({
        status: 404,
        message: 'Could not find the function public.add(a, c) in the schema cache',
        details:
          'Searched for the function public.add with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.add(a, b)',
      }),
    )
    expect(() => find('helo', [], false)).toThrow(
      expect.objectContaining({
        message: 'Could not find the function public.helo without parameters in the schema cache',
        details:
          'Searched for the function public.helo without parameters, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.hello',
      }),
    )
    expect(() => find('add', ['a'], true, { kind: 'text' })).toThrow(
      expect.objectContaining({
        message: 'Could not find the function public.add in the schema cache',
        details:
          'Searched for the function public.add with a single unnamed text parameter, but no matches were found in the schema cache.',
        hint: null,
      }),
    )
  })
})
