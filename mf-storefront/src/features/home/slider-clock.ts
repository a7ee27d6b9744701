// When the home slider moves: every 5 seconds to the next of its 3 slides, round and round; a manual
// use (arrow or dot) shows that slide and pauses the auto-advance for 5 seconds, after which it resumes
// with the usual 5-second interval. Pure: times are given, not read.

export const SLIDE_INTERVAL_MS = 5000
export const MANUAL_PAUSE_MS = 5000
/** The cross-fade between slides. */
export const FADE_MS = 1000

export interface SliderClock {
  count: number
  index: number
  /** When the next automatic advance is due (same clock as `now`). */
  nextAdvanceAt: number
}

export function startClock(count: number, now: number): SliderClock {
  return { count, index: 0, nextAdvanceAt: now + SLIDE_INTERVAL_MS }
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count
}

/** The automatic advance, due at `nextAdvanceAt`. */
export function advance(clock: SliderClock, now: number): SliderClock {
  return { ...clock, index: wrap(clock.index + 1, clock.count), nextAdvanceAt: now + SLIDE_INTERVAL_MS }
}

/** A manual choice of slide (previous, next or a dot): shown at once, auto-advance paused, then resumed. */
export function showSlide(clock: SliderClock, index: number, now: number): SliderClock {
  return { ...clock, index: wrap(index, clock.count), nextAdvanceAt: now + MANUAL_PAUSE_MS + SLIDE_INTERVAL_MS }
}

/** The slide on show at `time` if nobody touches the slider from `clock` on. */
export function slideAt(clock: SliderClock, time: number): number {
  if (time < clock.nextAdvanceAt) return clock.index
  const steps = 1 + Math.floor((time - clock.nextAdvanceAt) / SLIDE_INTERVAL_MS)
  return wrap(clock.index + steps, clock.count)
}
