// The bell of a back-office portal's header: the unread count on a badge, and a panel with the newest
// unread notifications, each with "Mark read". It draws what it is given: the portal feeds it from its
// own data (the admin: `admin_notifications`; the outlet: its events) through the data layer, and keeps
// it live there (useLiveTags). Plain elements, no antd: it paints with the frame, before antd arrives.
//
//   <NotificationBell
//     unreadCount={feed.data?.total}
//     notifications={feed.data?.rows}
//     loading={feed.isLoading}
//     error={feed.isError}
//     onRetry={feed.refetch}
//     onMarkRead={(id) => markRead(id).unwrap()}
//   />

import { toast } from '@shop/shared/toast'
import { useEffect, useId, useRef, useState } from 'react'
import { badgeText, bellLabel, notificationTime } from './bell-text.ts'
import './notification-bell.css'

export interface BellNotification {
  id: string
  message: string
  created_at: string
  /** error | warning | success | other: a coloured mark beside the message. */
  type?: string | null
}

export interface NotificationBellProps {
  /** The newest unread ones first; the bell shows at most `limit`. */
  notifications: BellNotification[] | undefined
  /** How many are unread in all (may be more than the list holds). */
  unreadCount: number | undefined
  loading?: boolean
  error?: boolean
  onRetry?: () => void
  /** Marks one read; a rejected promise leaves it in the list (the caller says what went wrong). */
  onMarkRead: (id: string) => Promise<unknown> | undefined
  /** The bell's name and the panel's title. */
  label?: string
  emptyText?: string
  limit?: number
}

export function NotificationBell({
  notifications,
  unreadCount,
  loading = false,
  error = false,
  onRetry,
  onMarkRead,
  label = 'Notifications',
  emptyText = 'No unread notifications',
  limit = 5,
}: NotificationBellProps) {
  const [open, setOpen] = useState(false)
  const [marking, setMarking] = useState<ReadonlySet<string>>(new Set())
  const panelId = useId()
  const titleId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const markRead = async (id: string) => {
    setMarking((now) => new Set(now).add(id))
    try {
      await onMarkRead(id)
    } catch {
      // The notification stays in the list, to be tried again.
      toast.error('Failed to update notification. Please try again.')
    } finally {
      setMarking((now) => {
        const next = new Set(now)
        next.delete(id)
        return next
      })
    }
  }

  const badge = badgeText(unreadCount ?? 0)
  const shown = (notifications ?? []).slice(0, limit)
  return (
    <div className="notification-bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="notification-bell__button"
        aria-label={bellLabel(label, unreadCount)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((now) => !now)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {badge && (
          <span className="notification-bell__badge" data-testid="notification-count">
            {badge}
          </span>
        )}
      </button>
      <section id={panelId} className="notification-bell__panel" aria-labelledby={titleId} hidden={!open}>
        <h2 id={titleId} className="notification-bell__title">
          {label}
        </h2>
        {loading ? (
          <p role="status" className="notification-bell__note">
            Loading notifications…
          </p>
        ) : error ? (
          <div role="alert" className="notification-bell__note">
            <p>Failed to load notifications. Check your connection and try again.</p>
            {onRetry && (
              <button type="button" className="notification-bell__action" onClick={onRetry}>
                Retry
              </button>
            )}
          </div>
        ) : shown.length === 0 ? (
          <p className="notification-bell__note">{emptyText}</p>
        ) : (
          <ul className="notification-bell__list">
            {shown.map((item) => (
              <li key={item.id} className="notification-bell__item" data-type={item.type ?? 'other'}>
                <p className="notification-bell__message" id={`${panelId}-${item.id}`}>
                  {item.message}
                </p>
                <div className="notification-bell__meta">
                  <time dateTime={item.created_at}>{notificationTime(item.created_at)}</time>
                  <button
                    type="button"
                    className="notification-bell__action"
                    aria-describedby={`${panelId}-${item.id}`}
                    disabled={marking.has(item.id)}
                    onClick={() => void markRead(item.id)}
                  >
                    {marking.has(item.id) ? 'Marking…' : 'Mark read'}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
