// What a remote's build writes into its prerender.json (build/prerender.mjs, from the remote's
// src/app/prerender.tsx) and the shell's server reads (shell/server/remote-hints.ts, index-html.ts).

/** A file the page's HTML asks for at once, beside the HTML. */
export interface Preload {
  href: string
  as: 'script' | 'style' | 'image' | 'fetch'
  crossorigin?: boolean
  fetchpriority?: 'high' | 'low'
}

/** One page's pre-rendered first paint. */
export interface RoutePrerender {
  /** The page's markup as the app renders it first. */
  main: string
  /** The CSS that markup needs, inlined into the page's <head>. */
  css: string
  preload: Preload[]
  /** Inline scripts for the page's <head>, run before anything else loads. */
  scripts: string[]
}

/** What build/prerender.mjs hands a remote's prerender module. */
export interface PrerenderInput {
  /** The app's inline browser scripts by name, each compiled to one self-contained string. */
  scripts: Record<string, string>
  /** The files of one of the app's named lazy chunks (webpackChunkName). */
  chunkFiles: (name: string) => string[]
  /**
   * The files of the app's own copy of a shared package (e.g. `@shop/shared/api`), which the federation
   * runtime loads when no other app in the page provides it.
   */
  sharedFiles: (name: string) => string[]
}

/** What a remote's prerender module returns: its pages' first paints by path. */
export interface PrerenderOutput {
  routes: Record<string, RoutePrerender>
}
