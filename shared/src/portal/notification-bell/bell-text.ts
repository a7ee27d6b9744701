// What the bell says, kept apart from the component so it can be tested without a browser.
import { kampalaShortDateTime } from '../../time/kampala.ts'

/** The badge's text: the count, "99+" beyond 99, nothing when there is nothing unread. */
export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null
  return unread > 99 ? '99+' : String(Math.floor(unread))
}

/** The bell button's accessible name: "Notifications, 3 unread" (or "no unread"). */
export function bellLabel(label: string, unread: number | undefined): string {
  if (unread === undefined) return label
  if (unread <= 0) return `${label}, no unread`
  return `${label}, ${unread} unread`
}

/** When a notification came, in Kampala time: "24 Nov, 14:05". */
export function notificationTime(createdAt: string): string {
  return kampalaShortDateTime(createdAt)
}
