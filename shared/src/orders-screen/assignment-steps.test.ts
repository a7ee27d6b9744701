import { describe, expect, it } from 'vitest'
import { assignmentSteps } from './assignment-steps.ts'

const by = (rider_name: string, assigned_by_name: string, assigned_as: string, assigned_at: string) => ({
  id: `${rider_name}-${assigned_at}`,
  rider_name,
  assigned_by_name,
  assigned_as,
  assigned_at,
})

describe('the timeline says who assigned each rider', () => {
  it('each assignment in the order it was made, the first "Rider Assigned", the later ones "Rider Reassigned"', () => {
    const steps = assignmentSteps({
      assigned_at: '2026-12-02T09:40:00+00:00',
      assignments: [
        by('Brian Ouma', 'Daniel Ssempa', 'admin', '2026-12-02T09:40:00+00:00'),
        by('Joseph Mugisha', 'Ruth Achieng', 'outlet_manager', '2026-12-02T09:05:00+00:00'),
      ],
    })
    expect(steps).toEqual([
      {
        label: 'Rider Assigned',
        at: '2026-12-02T09:05:00+00:00',
        note: 'Joseph Mugisha, by Ruth Achieng, outlet manager',
      },
      { label: 'Rider Reassigned', at: '2026-12-02T09:40:00+00:00', note: 'Brian Ouma, by Daniel Ssempa, admin' },
    ])
  })

  it('an order with no recorded assignment shows when it was assigned, or not yet', () => {
    expect(assignmentSteps({ assigned_at: '2026-11-20T09:30:00+00:00', assignments: [] })).toEqual([
      { label: 'Rider Assigned', at: '2026-11-20T09:30:00+00:00' },
    ])
    expect(assignmentSteps({ assigned_at: null, assignments: [] })).toEqual([{ label: 'Rider Assigned', at: null }])
  })
})
