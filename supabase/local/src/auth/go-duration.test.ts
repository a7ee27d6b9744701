import { describe, expect, it } from 'vitest'
import { parseGoDuration } from './go-duration.ts'

describe('ban durations, parsed as time.ParseDuration', () => {
  it.each([
    ['24h', 86_400_000],
    ['1h30m', 5_400_000],
    ['1.5s', 1500],
    ['100ms', 100],
    ['0', 0],
    ['-2m', -120_000],
  ])('%s is %d ms', (input, ms) => {
    expect(parseGoDuration(input)).toEqual({ ms })
  })

  it.each([
    ['', 'time: invalid duration ""'],
    ['1d', 'time: unknown unit "d" in duration "1d"'],
    ['10', 'time: missing unit in duration "10"'],
    ['h', 'time: invalid duration "h"'],
  ])('%j is refused: %s', (input, error) => {
    expect(parseGoDuration(input)).toEqual({ error })
  })
})
