// Why a rider declines an assignment: the reasons the rider app offers and the admin's and outlet's
// screens show, in the database's words for them (private.decline_reason_label; a test keeps the two
// equal). "Other" needs the rider's own words; any reason may have them.
import type { Database } from '../supabase/database.types.ts'

export type DeclineReason = Database['public']['Enums']['decline_reason']

export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  too_far: 'Too far away',
  vehicle_problem: 'Problem with my vehicle',
  on_another_delivery: 'On another delivery',
  ending_shift: 'Ending my shift',
  other: 'Other reason',
}

export const DECLINE_REASONS = Object.keys(DECLINE_REASON_LABELS) as DeclineReason[]

/** The longest note the database keeps. */
export const DECLINE_NOTE_MAX = 300

/** Whether a reason needs the rider's own words. */
export const declineNeedsNote = (reason: DeclineReason) => reason === 'other'

/** "Too far away: the road to Kira is flooded", as the notifications say it. */
export function declineText(decline: { reason: DeclineReason; note: string | null }): string {
  const note = decline.note?.trim()
  return `${DECLINE_REASON_LABELS[decline.reason]}${note ? `: ${note}` : ''}`
}
