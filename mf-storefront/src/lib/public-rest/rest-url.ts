// The URL of a public REST read: `${supabaseUrl}/rest/v1/<path and query>&apikey=<anon key>`. The key
// travels in the query (the Supabase API accepts it there) so that the request carries no custom header:
// it needs no CORS preflight, and the page's HTML can start the very same request before any of our
// JavaScript has loaded (see ./early-reads.ts). Kept free of imports so that the inline script is tiny.

export interface RestConfig {
  supabaseUrl: string
  supabaseAnonKey: string
}

/** `pathAndQuery` as PostgREST takes it, e.g. `products?select=id,name&order=name.asc`. */
export function restUrl(config: RestConfig, pathAndQuery: string): string {
  const separator = pathAndQuery.includes('?') ? '&' : '?'
  const base = config.supabaseUrl.replace(/\/+$/, '')
  return `${base}/rest/v1/${pathAndQuery}${separator}apikey=${encodeURIComponent(config.supabaseAnonKey)}`
}
