// A tone that repeats while orders wait, generated with Web Audio (no sound file). Browsers keep a page
// silent until the person has interacted with it (autoplay): the sound is then "blocked" until
// `enable` runs from a click. One audio context serves the page; it is made on first use.

/** Every few seconds while an order waits. */
export const TONE_EVERY_MS = 4000

export type SoundState = 'on' | 'blocked' | 'unsupported'

/** Two short rising notes, softened at each end so they do not click. */
function chime(ctx: AudioContext) {
  const start = ctx.currentTime
  for (const [i, frequency] of [660, 880].entries()) {
    const at = start + i * 0.22
    const oscillator = ctx.createOscillator()
    const gain = ctx.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, at)
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2)
    oscillator.connect(gain).connect(ctx.destination)
    oscillator.start(at)
    oscillator.stop(at + 0.21)
  }
}

export class AlertTone {
  private context: AudioContext | null = null
  private timer: ReturnType<typeof setInterval> | null = null
  private readonly listeners = new Set<() => void>()

  /** Whether the page can sound now. */
  state: SoundState = 'blocked'

  private audio(): AudioContext | null {
    if (!this.context && typeof AudioContext !== 'undefined') {
      this.context = new AudioContext()
      this.context.addEventListener('statechange', () => this.update())
    }
    return this.context
  }

  private update() {
    const ctx = this.context
    const next: SoundState = !ctx ? 'unsupported' : ctx.state === 'running' ? 'on' : 'blocked'
    if (next === this.state) return
    this.state = next
    for (const listener of this.listeners) listener()
  }

  private ring = () => {
    if (this.context?.state === 'running') chime(this.context)
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Rings now and every few seconds, as far as the browser lets the page sound. */
  start() {
    const ctx = this.audio()
    this.update()
    if (!ctx || this.timer) return
    // Where the person has already interacted with the page this is allowed; elsewhere it stays
    // suspended until `enable` runs from a click.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined)
    this.ring()
    this.timer = setInterval(this.ring, TONE_EVERY_MS)
  }

  stop() {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /** From a click: lets the page sound, and rings at once. */
  enable = async () => {
    const ctx = this.audio()
    if (!ctx) return this.update()
    try {
      await ctx.resume()
    } catch {
      // Refused: the state says so.
    }
    this.update()
    this.ring()
  }
}

/** The page's one tone. */
export const alertTone = new AlertTone()
