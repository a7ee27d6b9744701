// The alert tone against a stand-in for the browser's AudioContext that, like a browser's autoplay rule,
// stays suspended until the page has had a click.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AlertTone, TONE_EVERY_MS } from './alert-tone.ts'

let clicked = false
let notes: number[] = []

class BrowserAudioContext extends EventTarget {
  state: AudioContextState = clicked ? 'running' : 'suspended'
  currentTime = 0
  destination = {}
  async resume() {
    if (!clicked) return new Promise<void>(() => undefined)
    this.state = 'running'
    this.dispatchEvent(new Event('statechange'))
  }
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => notes.push(oscillator.frequency.value),
      stop: () => undefined,
    }
    return oscillator
  }
  createGain() {
    const ramp = () => undefined
    return {
      gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (node: unknown) => node,
    }
  }
}

beforeEach(() => {
  clicked = false
  notes = []
  vi.useFakeTimers()
  vi.stubGlobal('AudioContext', BrowserAudioContext)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the new-order tone', () => {
  it('is blocked until a click turns it on, then rings at once and every few seconds until stopped', async () => {
    const tone = new AlertTone()
    const changes = vi.fn()
    tone.subscribe(changes)
    tone.start()
    expect(tone.state).toBe('blocked')
    vi.advanceTimersByTime(TONE_EVERY_MS * 2)
    expect(notes).toEqual([])

    clicked = true
    await tone.enable()
    expect(tone.state).toBe('on')
    expect(changes).toHaveBeenCalled()
    expect(notes).toEqual([660, 880])
    vi.advanceTimersByTime(TONE_EVERY_MS)
    expect(notes).toEqual([660, 880, 660, 880])

    tone.stop()
    vi.advanceTimersByTime(TONE_EVERY_MS * 3)
    expect(notes).toHaveLength(4)
  })

  it('rings at once where the page may already sound', () => {
    clicked = true
    const tone = new AlertTone()
    tone.start()
    expect(tone.state).toBe('on')
    expect(notes).toEqual([660, 880])
    tone.stop()
  })

  it('says so where the browser has no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined)
    const tone = new AlertTone()
    tone.start()
    expect(tone.state).toBe('unsupported')
  })
})
