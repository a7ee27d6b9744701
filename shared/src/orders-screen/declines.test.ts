import { describe, expect, it } from 'vitest'
import { declinedText, declinesNewestFirst, latestDeclineByRider } from './declines.ts'

const decline = (rider_id: string | null, declined_at: string, note: string | null = null) => ({
  id: `${rider_id}-${declined_at}`,
  rider_id,
  rider_name: 'Joseph Mugisha',
  reason: 'too_far' as const,
  note,
  declined_at,
})

describe('the declines of an order', () => {
  it('newest first, and the latest of each rider', () => {
    const early = decline('r1', '2026-12-02T07:00:00+00:00')
    const other = decline('r2', '2026-12-02T08:00:00+00:00')
    const late = decline('r1', '2026-12-02T09:00:00+00:00')
    expect(declinesNewestFirst([early, other, late])).toEqual([late, other, early])
    expect([...latestDeclineByRider([early, other, late, decline(null, '2026-12-02T10:00:00+00:00')])]).toEqual([
      ['r1', late],
      ['r2', other],
    ])
  })

  it('says when on Kampala’s clock, the reason and the rider’s words', () => {
    expect(declinedText(decline('r1', '2026-12-02T07:42:00+00:00', 'The road to Kira is flooded'))).toMatch(
      /^Declined .*10:42.*: Too far away: The road to Kira is flooded$/,
    )
  })
})
