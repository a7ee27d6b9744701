// Ringing for a new assignment: a two-note tone made with Web Audio (nothing to download) and the
// phone's vibration where it has one, every 2.5 s while `active`. Browsers keep sound off until the
// rider has touched the page (autoplay rules): the sound is then "off", and `turnSoundOn` (from a tap)
// starts it. One audio context for the page, kept once allowed, so later alerts ring at once.
import { useCallback, useEffect, useState } from 'react'

const EVERY_MS = 2500
const VIBRATION = [300, 150, 300]
const NOTES = [880, 1175]

/** `on`: it rings aloud; `off`: the browser holds the sound until a tap; `none`: this browser has no audio. */
export type SoundState = 'on' | 'off' | 'none'

let context: AudioContext | null = null

function audio(): AudioContext | null {
  if (context) return context
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext
  if (!Context) return null
  try {
    context = new Context()
  } catch {
    return null
  }
  return context
}

const soundOf = (ctx: AudioContext | null): SoundState => (!ctx ? 'none' : ctx.state === 'running' ? 'on' : 'off')

function playTone(ctx: AudioContext) {
  NOTES.forEach((frequency, i) => {
    const start = ctx.currentTime + i * 0.3
    const oscillator = ctx.createOscillator()
    const gain = ctx.createGain()
    oscillator.type = 'square'
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, start)
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25)
    oscillator.connect(gain).connect(ctx.destination)
    oscillator.start(start)
    oscillator.stop(start + 0.27)
  })
}

function vibrate(pattern: number | number[]) {
  try {
    navigator.vibrate?.(pattern)
  } catch {
    // Some browsers refuse vibration without a tap first: the sound and the screen still say it.
  }
}

export function useRinging(active: boolean): { sound: SoundState; turnSoundOn(): void } {
  const [sound, setSound] = useState<SoundState>(() => (context ? soundOf(context) : 'off'))

  useEffect(() => {
    if (!active) return
    const ctx = audio()
    const update = () => setSound(soundOf(ctx))
    update()
    ctx?.addEventListener('statechange', update)
    // Allowed when the rider has touched the page before; otherwise it stays suspended until a tap.
    void ctx?.resume().then(update, update)
    const ring = () => {
      if (ctx?.state === 'running') playTone(ctx)
      vibrate(VIBRATION)
    }
    ring()
    const timer = setInterval(ring, EVERY_MS)
    return () => {
      clearInterval(timer)
      ctx?.removeEventListener('statechange', update)
      vibrate(0)
    }
  }, [active])

  const turnSoundOn = useCallback(() => {
    const ctx = audio()
    if (!ctx) return
    void ctx.resume().then(
      () => {
        setSound(soundOf(ctx))
        if (ctx.state === 'running') playTone(ctx)
      },
      () => setSound(soundOf(ctx)),
    )
  }, [])

  return { sound, turnSoundOn }
}
