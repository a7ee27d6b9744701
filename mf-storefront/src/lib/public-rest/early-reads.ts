// Reads the page's HTML started before our JavaScript arrived (an inline script the shell's server puts
// into index.html for /products): keyed by URL, each a promise of the parsed JSON body. The data layer
// takes one (once) when it asks for the same URL, instead of sending the request again.

declare global {
  interface Window {
    __shopEarlyReads?: Record<string, Promise<unknown>>
  }
}

/** Starts a GET of `url` and keeps its JSON for whoever asks for the same URL first. */
export function startEarlyRead(url: string): void {
  window.__shopEarlyReads ??= {}
  const reads = window.__shopEarlyReads
  if (reads[url]) return
  const read = fetch(url).then((response) =>
    response.ok ? response.json() : Promise.reject(new Error(`${response.status}`)),
  )
  // A read nobody takes (the visitor left) must not be reported as an unhandled rejection.
  read.catch(() => undefined)
  reads[url] = read
}

/** The early read of `url`, removed from the store so that a later visit asks afresh. */
export function takeEarlyRead(url: string): Promise<unknown> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__shopEarlyReads
  const read = reads?.[url]
  if (read && reads) delete reads[url]
  return read
}
