// Alerts that must be heard (a new order at the outlet, a new job on the rider's phone) sound a short
// chime made with Web Audio: nothing to download. Browsers keep a page silent until the person has
// interacted with it (autoplay rules): an audio context stays suspended until it is resumed from a
// click or a tap, and each alert says so and offers that tap. Each alert keeps its one context, made
// on first use, so once allowed it rings at once the next time.

/** A new audio context; null where the browser has no Web Audio (or refuses one). */
export function newAudio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null
  try {
    return new AudioContext()
  } catch {
    return null
  }
}

/** `on`: it sounds; `blocked`: the browser holds the sound until a click or tap; `unsupported`: no Web Audio. */
export type SoundState = 'on' | 'blocked' | 'unsupported'

export const soundState = (ctx: AudioContext | null): SoundState =>
  !ctx ? 'unsupported' : ctx.state === 'running' ? 'on' : 'blocked'

export interface Chime {
  /** The notes' frequencies (Hz), played one after the other. */
  notes: readonly number[]
  wave: OscillatorType
  /** Seconds from one note's start to the next's. */
  spacing: number
  /** Seconds each note sounds. */
  length: number
}

/** Plays the chime now, each note faded in and out so it does not click. */
export function playChime(ctx: AudioContext, { notes, wave, spacing, length }: Chime) {
  for (const [i, frequency] of notes.entries()) {
    const at = ctx.currentTime + i * spacing
    const oscillator = ctx.createOscillator()
    const gain = ctx.createGain()
    oscillator.type = wave
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, at)
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length)
    oscillator.connect(gain).connect(ctx.destination)
    oscillator.start(at)
    oscillator.stop(at + length + 0.01)
  }
}
