// Media types in Accept and Content-Type, decoded as PostgREST's MediaType.hs does.

export type MediaType =
  | { kind: 'json' }
  | { kind: 'csv' }
  | { kind: 'geojson' }
  | { kind: 'text' }
  | { kind: 'xml' }
  | { kind: 'openapi' }
  | { kind: 'urlencoded' }
  | { kind: 'octet-stream' }
  | { kind: 'any' }
  | { kind: 'object'; stripNulls: boolean }
  | { kind: 'array-stripped' }
  | { kind: 'plan'; format: 'json' | 'text'; for: MediaType; options: PlanOption[] }
  | { kind: 'other'; mime: string }

/** EXPLAIN options of `application/vnd.pgrst.plan; options=analyze|verbose|...`, in PostgREST's order. */
export const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const
export type PlanOption = (typeof PLAN_OPTIONS)[number]

function tokenize(raw: string) {
  const [type = '', ...params] = raw.split(';')
  const [main = '', sub = ''] = type.trim().toLowerCase().split('/')
  const parameters = new Map<string, string>()
  for (const p of params) {
    const eq = p.indexOf('=')
    if (eq > 0)
      parameters.set(
        p.slice(0, eq).trim().toLowerCase(),
        p
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      )
  }
  return { main, sub, parameters }
}

export function decodeMediaType(raw: string): MediaType {
  const { main, sub, parameters } = tokenize(raw)
  const stripped = parameters.get('nulls') === 'stripped'
  switch (`${main}/${sub}`) {
    case 'application/json':
      return { kind: 'json' }
    case 'application/geo+json':
      return { kind: 'geojson' }
    case 'text/csv':
      return { kind: 'csv' }
    case 'text/plain':
      return { kind: 'text' }
    case 'text/xml':
      return { kind: 'xml' }
    case 'application/openapi+json':
      return { kind: 'openapi' }
    case 'application/x-www-form-urlencoded':
      return { kind: 'urlencoded' }
    case 'application/octet-stream':
      return { kind: 'octet-stream' }
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json': {
      const options = (parameters.get('options') ?? '').split('|')
      return {
        kind: 'plan',
        format: sub === 'vnd.pgrst.plan+json' ? 'json' : 'text',
        for: decodeMediaType(parameters.get('for') ?? 'application/json'),
        options: PLAN_OPTIONS.filter((o) => options.includes(o)),
      }
    }
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'object', stripNulls: stripped }
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped ? { kind: 'array-stripped' } : { kind: 'json' }
    case '*/*':
      return { kind: 'any' }
    default:
      return { kind: 'other', mime: raw.trim() }
  }
}

export function mime(media: MediaType): string {
  switch (media.kind) {
    case 'json':
      return 'application/json'
    case 'csv':
      return 'text/csv'
    case 'geojson':
      return 'application/geo+json'
    case 'text':
      return 'text/plain'
    case 'xml':
      return 'text/xml'
    case 'openapi':
      return 'application/openapi+json'
    case 'urlencoded':
      return 'application/x-www-form-urlencoded'
    case 'octet-stream':
      return 'application/octet-stream'
    case 'any':
      return '*/*'
    case 'object':
      return media.stripNulls ? 'application/vnd.pgrst.object+json;nulls=stripped' : 'application/vnd.pgrst.object+json'
    case 'array-stripped':
      return 'application/vnd.pgrst.array+json;nulls=stripped'
    case 'plan':
      return `application/vnd.pgrst.plan+${media.format}; for="${mime(media.for)}"${media.options.length ? `; options=${media.options.join('|')}` : ''}`
    case 'other':
      return media.mime
  }
}

/** The Content-Type header for a response in `media` (with `charset=utf-8`, as PostgREST sends). */
export function contentType(media: MediaType): string {
  const base = mime(media)
  return media.kind === 'octet-stream' || media.kind === 'other' ? base : `${base}; charset=utf-8`
}

/**
 * The media types of an Accept header, most preferred first (wai-extra's parseHttpAccept: by
 * quality, then by specificity); none means any.
 */
export function parseAccept(header: string | undefined): MediaType[] {
  if (!header?.trim()) return [{ kind: 'any' }]
  const entries = header
    .split(',')
    .map((raw, index) => {
      const q = /;\s*q\s*=\s*([0-9.]+)/i.exec(raw)
      const quality = q ? Number(q[1]) : 1
      const type = raw.replace(/;\s*q\s*=\s*[0-9.]+/i, '').trim()
      const [main = '', sub = ''] = type.split(';')[0]?.split('/') ?? []
      const specificity = (main === '*' ? 0 : 1) + (sub === '*' ? 0 : 1) + (type.includes(';') ? 1 : 0)
      return { type, quality: Number.isNaN(quality) ? 0 : quality, specificity, index }
    })
    .filter((e) => e.type !== '' && e.quality > 0)
    .sort((a, b) => b.quality - a.quality || b.specificity - a.specificity || a.index - b.index)
  return entries.length ? entries.map((e) => decodeMediaType(e.type)) : [{ kind: 'any' }]
}
