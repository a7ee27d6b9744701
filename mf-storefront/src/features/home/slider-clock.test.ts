import { describe, expect, it } from 'vitest'
import { advance, FADE_MS, MANUAL_PAUSE_MS, SLIDE_INTERVAL_MS, showSlide, slideAt, startClock } from './slider-clock.ts'

describe('the home slider', () => {
  it('auto-advances every 5 seconds through its 3 slides and starts over', () => {
    expect(SLIDE_INTERVAL_MS).toBe(5000)
    let clock = startClock(3, 0)
    expect(clock.index).toBe(0)
    expect(clock.nextAdvanceAt).toBe(5000)
    const shown = [clock.index]
    for (let step = 1; step <= 4; step++) {
      clock = advance(clock, step * 5000)
      shown.push(clock.index)
    }
    expect(shown).toEqual([0, 1, 2, 0, 1])
    expect(clock.nextAdvanceAt).toBe(25000)
  })

  it('a manual use pauses auto-advance for 5 seconds, then resumes', () => {
    expect(MANUAL_PAUSE_MS).toBe(5000)
    const clicked = showSlide(startClock(3, 0), 2, 3000)
    expect(clicked.index).toBe(2)
    // Nothing moves during the pause, nor in the first interval after it...
    expect(slideAt(clicked, 3000 + 9999)).toBe(2)
    // ...then it advances again every 5 seconds.
    expect(clicked.nextAdvanceAt).toBe(3000 + 5000 + 5000)
    expect(slideAt(clicked, 13000)).toBe(0)
    expect(slideAt(clicked, 18000)).toBe(1)
  })

  it('previous from the first slide goes to the last, next from the last to the first', () => {
    const clock = startClock(3, 0)
    expect(showSlide(clock, clock.index - 1, 100).index).toBe(2)
    expect(showSlide({ ...clock, index: 2 }, 3, 100).index).toBe(0)
  })

  it('fades over 1 second', () => {
    expect(FADE_MS).toBe(1000)
  })
})
