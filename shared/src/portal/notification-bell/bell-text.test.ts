import { describe, expect, it } from 'vitest'
import { badgeText, bellLabel, notificationTime } from './bell-text.ts'

describe('the notification bell', () => {
  it('shows the unread count on its badge, 99+ beyond 99, and no badge when nothing is unread', () => {
    expect(badgeText(0)).toBeNull()
    expect(badgeText(-1)).toBeNull()
    expect(badgeText(1)).toBe('1')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
  })

  it('tells a screen reader how many are unread', () => {
    expect(bellLabel('Notifications', 3)).toBe('Notifications, 3 unread')
    expect(bellLabel('Notifications', 0)).toBe('Notifications, no unread')
    expect(bellLabel('Notifications', undefined)).toBe('Notifications')
  })

  it("dates a notification in Kampala's time", () => {
    expect(notificationTime('2026-11-24T11:05:00Z')).toBe('24 Nov, 14:05')
    expect(notificationTime('not a date')).toBe('')
  })
})
