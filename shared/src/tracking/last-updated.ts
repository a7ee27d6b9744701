// "Last updated 14:05": when the rider's position last reached the server, in Kampala's time whatever the
// device's zone.
import { kampalaTime } from '../time/kampala.ts'

/** "Last updated 14:05" (Kampala time); "" for a value that is not a time. */
export function lastUpdatedText(iso: string): string {
  const time = kampalaTime(iso)
  return time ? `Last updated ${time}` : ''
}
