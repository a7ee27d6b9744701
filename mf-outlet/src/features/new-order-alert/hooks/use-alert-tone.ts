// A tone that repeats while orders wait, generated with Web Audio (no sound file). Browsers keep a page
// silent until the person has interacted with it (autoplay): then the sound is "blocked" and `enable`,
// called from a click, turns it on. One audio context serves the page.
import { useCallback, useEffect, useState } from 'react'

/** Every few seconds while an order waits. */
export const TONE_EVERY_MS = 4000

export type SoundState = 'on' | 'blocked' | 'unsupported'

let context: AudioContext | null = null

function audio(): AudioContext | null {
  if (context) return context
  if (typeof AudioContext === 'undefined') return null
  context = new AudioContext()
  return context
}

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

const stateOf = (ctx: AudioContext | null): SoundState =>
  !ctx ? 'unsupported' : ctx.state === 'running' ? 'on' : 'blocked'

export function useAlertTone(playing: boolean): { sound: SoundState; enable(): void } {
  const [sound, setSound] = useState<SoundState>(() => (context ? stateOf(context) : 'blocked'))

  useEffect(() => {
    if (!playing) return
    const ctx = audio()
    setSound(stateOf(ctx))
    if (!ctx) return
    const follow = () => setSound(stateOf(ctx))
    ctx.addEventListener('statechange', follow)
    // Allowed at once where the person has already interacted with the page; otherwise it stays
    // suspended until `enable` runs from a click.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined)
    const ring = () => {
      if (ctx.state === 'running') chime(ctx)
    }
    ring()
    const timer = setInterval(ring, TONE_EVERY_MS)
    return () => {
      clearInterval(timer)
      ctx.removeEventListener('statechange', follow)
    }
  }, [playing])

  const enable = useCallback(() => {
    const ctx = audio()
    if (!ctx) return
    void ctx.resume().then(
      () => {
        setSound(stateOf(ctx))
        if (ctx.state === 'running') chime(ctx)
      },
      () => setSound(stateOf(ctx)),
    )
  }, [])

  return { sound, enable }
}
