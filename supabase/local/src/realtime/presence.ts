// Presence for one topic, as Phoenix.Presence keeps it: each tracked member (a joined channel) has one
// meta per presence key, identified by a `phx_ref`; changes are announced as `presence_diff`
// `{joins, leaves}` and a newcomer receives the whole `presence_state`.
import { randomBytes } from 'node:crypto'

export type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string }
export type PresenceState = Record<string, { metas: Meta[] }>
export interface PresenceDiff {
  joins: PresenceState
  leaves: PresenceState
}

interface Entry {
  key: string
  meta: Meta
}

const newRef = () => randomBytes(12).toString('base64url')

function group(entries: Iterable<Entry>): PresenceState {
  const state: PresenceState = {}
  for (const { key, meta } of entries) {
    const metas = state[key]?.metas ?? []
    metas.push(meta)
    state[key] = { metas }
  }
  return state
}

export class TopicPresence<Owner> {
  private readonly entries = new Map<Owner, Entry>()

  get size() {
    return this.entries.size
  }

  state(): PresenceState {
    return group(this.entries.values())
  }

  /** Tracks `owner` under `key`, or updates its meta; returns the diff to announce. */
  track(owner: Owner, key: string, payload: Record<string, unknown>): PresenceDiff {
    const previous = this.entries.get(owner)
    const meta: Meta = { ...payload, phx_ref: newRef() }
    if (previous && previous.key === key) meta.phx_ref_prev = previous.meta.phx_ref
    this.entries.set(owner, { key, meta })
    return {
      joins: group([{ key, meta }]),
      leaves: previous ? group([previous]) : {},
    }
  }

  /** Stops tracking `owner`; returns the diff to announce, or null when it was not tracked. */
  untrack(owner: Owner): PresenceDiff | null {
    const previous = this.entries.get(owner)
    if (!previous) return null
    this.entries.delete(owner)
    return { joins: {}, leaves: group([previous]) }
  }
}
