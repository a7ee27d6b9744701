// GET /rest/v1/: a Swagger 2.0 description of the exposed schema's tables, views and functions, in
// the shape PostgREST's OpenAPI output has (paths and definitions), without its per-operation detail.
import type { SchemaCache } from '../schema/types.ts'

const jsonType = (type: string): Record<string, string> => {
  if (/^(smallint|integer|bigint)$/.test(type)) return { type: 'integer', format: type }
  if (/^(numeric|real|double precision)/.test(type)) return { type: 'number', format: type }
  if (type === 'boolean') return { type: 'boolean', format: type }
  if (/\[\]$/.test(type)) return { type: 'array', format: type }
  if (type === 'json' || type === 'jsonb') return { format: type }
  return { type: 'string', format: type }
}

export function openApiDocument(cache: SchemaCache, schema: string, apiUrl: string) {
  const url = new URL(apiUrl)
  const paths: Record<string, unknown> = {
    '/': { get: { tags: ['Introspection'], summary: 'OpenAPI description (this document)' } },
  }
  const definitions: Record<string, unknown> = {}
  for (const table of cache.tables.values()) {
    if (table.schema !== schema) continue
    const methods: Record<string, unknown> = { get: { tags: [table.name] } }
    if (table.insertable) methods.post = { tags: [table.name] }
    if (table.updatable) methods.patch = { tags: [table.name] }
    if (table.deletable) methods.delete = { tags: [table.name] }
    paths[`/${table.name}`] = methods
    definitions[table.name] = {
      type: 'object',
      required: [...table.columns.values()].filter((c) => !c.nullable && c.default === null).map((c) => c.name),
      properties: Object.fromEntries(
        [...table.columns.values()].map((c) => [
          c.name,
          {
            ...jsonType(c.baseType),
            ...(c.enumValues.length && { enum: c.enumValues }),
            ...(c.default !== null && { default: c.default }),
          },
        ]),
      ),
    }
  }
  for (const [, routines] of cache.routines) {
    const routine = routines[0]
    if (!routine || routine.schema !== schema) continue
    paths[`/rpc/${routine.name}`] = {
      post: { tags: [`(rpc) ${routine.name}`] },
      ...(routine.volatility !== 'volatile' && { get: { tags: [`(rpc) ${routine.name}`] } }),
    }
  }
  return {
    swagger: '2.0',
    info: { title: 'PostgREST API', description: `The ${schema} schema`, version: '12' },
    host: url.host,
    basePath: '/rest/v1',
    schemes: [url.protocol.replace(':', '')],
    consumes: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    produces: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    paths,
    definitions,
  }
}
