// A chime that repeats while orders wait (@shop/shared/browser/chime). The sound is "blocked" until
// `enable` runs from a click, where the browser keeps the page silent.
import { type Chime, newAudio, playChime, type SoundState, soundState } from '@shop/shared/browser/chime'

export type { SoundState }

/** Every few seconds while an order waits. */
export const TONE_EVERY_MS = 4000

const CHIME = { notes: [660, 880], wave: 'sine', spacing: 0.22, length: 0.2 } as const satisfies Chime

export class AlertTone {
  private context: AudioContext | null = null
  private timer: ReturnType<typeof setInterval> | null = null
  private readonly listeners = new Set<() => void>()

  /** Whether the page can sound now. */
  state: SoundState = 'blocked'

  private audio(): AudioContext | null {
    if (!this.context) {
      this.context = newAudio()
      this.context?.addEventListener('statechange', () => this.update())
    }
    return this.context
  }

  private update() {
    const next = soundState(this.context)
    if (next === this.state) return
    this.state = next
    for (const listener of this.listeners) listener()
  }

  private ring = () => {
    if (this.context?.state === 'running') playChime(this.context, CHIME)
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
