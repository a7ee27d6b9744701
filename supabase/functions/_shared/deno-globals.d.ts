// The two runtime globals the functions use, for the workspace's TypeScript check (Deno and Supabase's
// edge runtime provide the real ones; this file is not imported by any function).
declare namespace Deno {
  interface Env {
    get(key: string): string | undefined
  }
  const env: Env
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown
  function resolveDns(query: string, recordType: 'A' | 'AAAA'): Promise<string[]>
}

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined

// The npm package a function imports by Deno's `npm:` specifier, typed from the workspace's copy.
declare module 'npm:jose@6.2.18' {
  export * from 'jose'
}
