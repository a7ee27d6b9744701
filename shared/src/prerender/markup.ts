// Pieces of a pre-rendered page that every remote's prerender module builds the same way.
import type { Preload } from './contract.ts'

/**
 * A page's lazy chunk (a remote's app/routes.tsx), fetched with the HTML instead of after the routes
 * module. In CORS mode, as the remote's own chunk loader asks for it (output.crossOriginLoading; unlike the
 * federation runtime's script loader, see shell/server/remote-hints.ts): a preload in the other mode is
 * not used, and the browser downloads the file twice.
 */
export function chunkPreloads(files: readonly string[]): Preload[] {
  return [...new Set(files)]
    .filter((file) => file.endsWith('.css') || file.endsWith('.js'))
    .map((href): Preload => ({ href, as: href.endsWith('.css') ? 'style' : 'script', crossorigin: true }))
}

/** A script element for the page's markup; its text must not close the element early. */
export function inlineScript(code: string): string {
  return `<script>${code.replace(/<\/(script)/gi, '<\\/$1')}</script>`
}
