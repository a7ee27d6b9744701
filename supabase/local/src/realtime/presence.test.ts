import { describe, expect, test } from 'vitest'
import { TopicPresence } from './presence.ts'

describe('presence of a topic', () => {
  test('tracking announces a join with a phx_ref and shows in the state', () => {
    const presence = new TopicPresence<string>()
    const diff = presence.track('socket-a', 'amina', { stall: 'beef' })
    expect(diff).toEqual({ joins: { amina: { metas: [{ stall: 'beef', phx_ref: expect.any(String) }] } }, leaves: {} })
    expect(presence.state()).toEqual(diff.joins)
  })

  test('tracking again replaces the meta: a join carrying phx_ref_prev and a leave of the old meta', () => {
    const presence = new TopicPresence<string>()
    const first = presence.track('socket-a', 'amina', { stall: 'beef' })
    const firstRef = first.joins.amina?.metas[0]?.phx_ref
    const second = presence.track('socket-a', 'amina', { stall: 'goat' })
    expect(second.joins.amina?.metas).toEqual([{ stall: 'goat', phx_ref: expect.any(String), phx_ref_prev: firstRef }])
    expect(second.leaves.amina?.metas).toEqual([{ stall: 'beef', phx_ref: firstRef }])
    expect(presence.state().amina?.metas).toHaveLength(1)
  })

  test('members sharing a key are grouped under it; untrack leaves only the others', () => {
    const presence = new TopicPresence<string>()
    presence.track('tab-1', 'amina', { tab: 1 })
    presence.track('tab-2', 'amina', { tab: 2 })
    expect(presence.state().amina?.metas.map((m) => m.tab)).toEqual([1, 2])
    expect(presence.untrack('tab-1')?.leaves.amina?.metas[0]).toMatchObject({ tab: 1 })
    expect(presence.state().amina?.metas.map((m) => m.tab)).toEqual([2])
    expect(presence.untrack('tab-1')).toBeNull()
  })
})
