// Content negotiation (PostgREST's Plan/Negotiate.hs): the first acceptable media type picks how the
// body is aggregated in SQL; mutations without return=representation and HEAD aggregate nothing.
import { mediaTypeError } from '../errors.ts'
import type { Action } from '../request/api-request.ts'
import { type MediaType, mime } from '../request/media-type.ts'
import type { Preferences } from '../request/preferences.ts'
import type { Negotiated } from './types.ts'

function pick(media: MediaType, planEnabled: boolean): Negotiated | null {
  switch (media.kind) {
    case 'plan': {
      // As PostgREST: only with `db-plan-enabled`; the plan is of the query `for` would run.
      if (!planEnabled) return null
      const inner = pick(media.for, false)
      return inner ? { handler: inner.handler, media } : null
    }
    case 'object':
      return { handler: { kind: 'single', stripNulls: media.stripNulls }, media }
    case 'array-stripped':
      return { handler: { kind: 'json', stripNulls: true }, media }
    case 'json':
    case 'any':
      return { handler: { kind: 'json', stripNulls: false }, media: { kind: 'json' } }
    case 'csv':
      return { handler: { kind: 'csv' }, media }
    default:
      return null
  }
}

export function negotiate(
  action: Action,
  accept: MediaType[],
  preferences: Preferences,
  planEnabled = false,
): Negotiated {
  const chosen = accept.map((media) => pick(media, planEnabled)).find((n) => n !== null)
  if (!chosen) throw mediaTypeError(accept.map(mime))
  if (action.kind === 'mutate' && preferences.return !== 'representation')
    return { ...chosen, handler: { kind: 'none' } }
  if ((action.kind === 'read' && action.headersOnly) || (action.kind === 'call' && action.invoke === 'head')) {
    return { ...chosen, handler: { kind: 'none' } }
  }
  return chosen
}
