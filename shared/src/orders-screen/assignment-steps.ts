// The timeline's assignment steps: each rider the order was given, oldest first, with who gave it and as
// what (`order_assignments`). An order assigned before that history was kept has only its `assigned_at`.
import type { OrderDetail } from './api.ts'

export interface TimelineStep {
  label: string
  at: string | null
  note?: string | null
}

type Assignment = OrderDetail['assignments'][number]

const AS_WHAT: Record<string, string> = { admin: 'admin', outlet_manager: 'outlet manager' }

/** "Joseph Mugisha, by Ruth Achieng, outlet manager" */
export function assignmentNote(assignment: Pick<Assignment, 'rider_name' | 'assigned_by_name' | 'assigned_as'>) {
  const role = AS_WHAT[assignment.assigned_as]
  return `${assignment.rider_name}, by ${assignment.assigned_by_name}${role ? `, ${role}` : ''}`
}

export function assignmentSteps(order: Pick<OrderDetail, 'assigned_at' | 'assignments'>): TimelineStep[] {
  if (order.assignments.length === 0) return [{ label: 'Rider Assigned', at: order.assigned_at }]
  return [...order.assignments]
    .sort((a, b) => Date.parse(a.assigned_at) - Date.parse(b.assigned_at))
    .map((assignment, index) => ({
      label: index === 0 ? 'Rider Assigned' : 'Rider Reassigned',
      at: assignment.assigned_at,
      note: assignmentNote(assignment),
    }))
}
