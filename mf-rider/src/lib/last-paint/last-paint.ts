// The rider dashboard's last paint, for a repeat visit: once the dashboard shows the rider's deliveries as
// read from the server, a copy of the rider app's frame (its markup as on screen) is kept in this browser's
// storage with the rider's user id. The next time the rider opens /rider, the page's inline script
// (./last-paint-restore.ts, put in the HTML by the shell from this app's prerender.json) paints that copy
// before any JavaScript has loaded, where the shell's hand-off keeps it until the app has rendered the same
// page (the dashboard's `data-page`), from rider-db at first.
//
// Private data stays on this phone, as rider-db's: the copy is only ever painted for the same signed-in
// user, on /rider, for LAST_PAINT_MAX_AGE_MS, and is removed at sign-out or when another user's session
// is found. Nothing of it is sent anywhere.
import { AUTH_STORAGE_KEY } from '@shop/shared/supabase/session-hint'

export const LAST_PAINT_KEY = 'rider-last-paint'
/** Older copies are not painted: the deliveries of an earlier shift are more misleading than a wait. */
export const LAST_PAINT_MAX_AGE_MS = 12 * 60 * 60 * 1000
/** The page whose paint is kept. */
export const LAST_PAINT_PATH = '/rider'
/**
 * What is kept: the rider app's frame. Dialogs (a new assignment's alert too: a copy of it could not be
 * answered) and the install prompt are not part of a page's paint.
 */
const FRAME = '[data-portal="rider"]'
const LEFT_OUT = '[role="dialog"], [role="alertdialog"], dialog, .rider-install, script'

interface LastPaint {
  userId: string
  path: string
  savedAt: number
  html: string
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

function sessionUserId(storage: Storage): string | null {
  try {
    const id = (JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { user?: { id?: unknown } } | null)?.user?.id
    return typeof id === 'string' ? id : null
  } catch {
    return null
  }
}

/** Keeps the frame as it is on screen now, for `userId`'s next visit of this page. */
export function saveLastPaint(userId: string, storage: Storage = localStorage, doc: Document = document): void {
  const frame = doc.querySelector(FRAME)
  if (!frame || doc.location.pathname !== LAST_PAINT_PATH) return
  const copy = frame.cloneNode(true) as Element
  for (const node of copy.querySelectorAll(LEFT_OUT)) node.remove()
  const kept: LastPaint = { userId, path: LAST_PAINT_PATH, savedAt: Date.now(), html: copy.outerHTML }
  try {
    storage.setItem(LAST_PAINT_KEY, JSON.stringify(kept))
  } catch {
    // Storage full or refused: the next visit waits for the app, as without a kept paint.
  }
}

export function forgetLastPaint(storage: Storage = localStorage): void {
  try {
    storage.removeItem(LAST_PAINT_KEY)
  } catch {
    // Storage refused: nothing was kept.
  }
}

/**
 * The kept paint's markup for this page and this browser's signed-in user, if there is one young enough.
 * A copy belonging to anyone but the stored session's user is removed.
 */
export function lastPaintFor(storage: Storage, pathname: string, now: number): string | null {
  let kept: Partial<LastPaint> | null
  try {
    kept = JSON.parse(storage.getItem(LAST_PAINT_KEY) ?? 'null') as Partial<LastPaint> | null
  } catch {
    kept = null
  }
  if (!kept || typeof kept.html !== 'string') return null
  if (kept.userId !== sessionUserId(storage)) {
    forgetLastPaint(storage)
    return null
  }
  const fresh = typeof kept.savedAt === 'number' && now - kept.savedAt < LAST_PAINT_MAX_AGE_MS
  return kept.path === pathname && fresh ? kept.html : null
}
