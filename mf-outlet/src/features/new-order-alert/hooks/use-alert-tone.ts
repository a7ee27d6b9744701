// The page's alert tone (alert-tone.ts) rings while `playing`; the screen reads whether it can sound.
import { useEffect, useSyncExternalStore } from 'react'
import { alertTone, type SoundState } from './alert-tone.ts'

export function useAlertTone(playing: boolean): { sound: SoundState; enable(): void } {
  const sound = useSyncExternalStore(alertTone.subscribe, () => alertTone.state)
  useEffect(() => {
    if (!playing) return
    alertTone.start()
    return () => alertTone.stop()
  }, [playing])
  return { sound, enable: () => void alertTone.enable() }
}
