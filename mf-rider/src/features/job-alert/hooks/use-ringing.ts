// Ringing for a new assignment: a two-note chime (@shop/shared/browser/chime) and the phone's vibration
// where it has one, every 2.5 s while `active`. Where the browser holds the sound until the rider has
// touched the page it is "blocked", and `turnSoundOn` (from a tap) starts it. One audio context for the
// page, kept once allowed, so later alerts ring at once.
import { type Chime, newAudio, playChime, type SoundState, soundState } from '@shop/shared/browser/chime'
import { useCallback, useEffect, useState } from 'react'

const EVERY_MS = 2500
const VIBRATION = [300, 150, 300]
const CHIME = { notes: [880, 1175], wave: 'square', spacing: 0.3, length: 0.25 } as const satisfies Chime

let context: AudioContext | null = null
const audio = () => {
  context ??= newAudio()
  return context
}

function vibrate(pattern: number | number[]) {
  try {
    navigator.vibrate?.(pattern)
  } catch {
    // Some browsers refuse vibration without a tap first: the sound and the screen still say it.
  }
}

export function useRinging(active: boolean): { sound: SoundState; turnSoundOn(): void } {
  const [sound, setSound] = useState<SoundState>(() => (context ? soundState(context) : 'blocked'))

  useEffect(() => {
    if (!active) return
    const ctx = audio()
    const update = () => setSound(soundState(ctx))
    update()
    ctx?.addEventListener('statechange', update)
    // Allowed when the rider has touched the page before; otherwise it stays suspended until a tap.
    void ctx?.resume().then(update, update)
    const ring = () => {
      if (ctx?.state === 'running') playChime(ctx, CHIME)
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
        setSound(soundState(ctx))
        if (ctx.state === 'running') playChime(ctx, CHIME)
      },
      () => setSound(soundState(ctx)),
    )
  }, [])

  return { sound, turnSoundOn }
}
