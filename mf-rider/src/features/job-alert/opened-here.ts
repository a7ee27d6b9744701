// The assignments opened on this phone, kept in rider-db (`userPreferences`, key `opened-assignments`)
// so that one opened offline stops ringing at once and after a reload, until the server hears of it.
// One list for the page; the newest 100 are kept.
import { useEffect, useState } from 'react'
import { readPreference, writePreference } from '../../lib/rider-db.ts'

const KEY = 'opened-assignments'
const KEPT = 100

let opened: Set<string> | null = null
let reading: Promise<Set<string>> | null = null
const listeners = new Set<(keys: ReadonlySet<string>) => void>()

function read(): Promise<Set<string>> {
  reading ??= readPreference<string[]>(KEY)
    .then((keys) => new Set(Array.isArray(keys) ? keys : []))
    .catch(() => new Set<string>())
    .then((keys) => {
      opened = new Set([...keys, ...(opened ?? [])])
      return opened
    })
  return reading
}

/** Records that the rider opened this assignment (kept on the phone; the server is told separately). */
export async function markOpened(key: string): Promise<void> {
  const known = opened ?? (await read())
  if (known.has(key)) return
  const keys = new Set([...known, key])
  opened = keys
  for (const listener of listeners) listener(keys)
  await writePreference(KEY, [...keys].slice(-KEPT)).catch((error) =>
    console.warn('Could not keep the opened assignment on this phone:', error),
  )
}

/** The assignments opened on this phone; null until read (nothing rings before then). */
export function useOpenedHere(): ReadonlySet<string> | null {
  const [keys, setKeys] = useState<ReadonlySet<string> | null>(opened)
  useEffect(() => {
    let current = true
    void read().then((read) => {
      if (current) setKeys(new Set(read))
    })
    listeners.add(setKeys)
    return () => {
      current = false
      listeners.delete(setKeys)
    }
  }, [])
  return keys
}
