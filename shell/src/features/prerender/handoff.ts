// The page's HTML may hold a pre-rendered first paint (#prerender: the navigation and the top of a landing
// page) while #root, where React renders, is hidden. Once the app has rendered the page itself (its
// `main[data-page]`, or what #prerender's `data-handoff` names), or an error in its place, the pre-rendered copy goes and #root shows, in the same
// frame: nothing on screen moves, and the visitor never sees an empty page in between.

/** If the app never gets there (a script failed to load), the app's own state shows after this long. */
const GIVE_UP_MS = 30_000

const APP_PAGE = 'main[data-page], main[role="alert"]'

/**
 * Keeps the first paint's inlined CSS after the app's own style sheets until the hand-off. The app's sheets
 * are added at the end of <head> as its chunks load, after the inlined copy of the page's CSS: a rule of
 * the shell's (`.button`) would then beat the page's override of it (`.hero__button`) until the page's
 * own sheet arrives, and the pre-rendered page would jump. Runs from the shell's entry, before any chunk.
 */
export function keepPrerenderStyleLast(): void {
  const inlined = document.getElementById('prerender-style')
  if (!inlined || !document.getElementById('prerender')) return
  const observer = new MutationObserver((mutations) => {
    if (!document.getElementById('prerender')) {
      observer.disconnect()
      return
    }
    const added = mutations.some((m) => [...m.addedNodes].some((node) => node !== inlined && isStyleSheet(node)))
    if (added) document.head.append(inlined)
  })
  observer.observe(document.head, { childList: true })
}

function isStyleSheet(node: Node): boolean {
  return node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
}

export function handOffPrerender(root: HTMLElement): void {
  const prerendered = document.getElementById('prerender')
  if (!prerendered) return
  const finish = () => {
    observer.disconnect()
    clearTimeout(timer)
    prerendered.remove()
    document.getElementById('prerender-hide')?.remove()
  }
  // A page may name what marks it as rendered (a portal's page has no main of its own); the app's other
  // pages, or its error, still end the first paint, e.g. when the visitor is sent elsewhere.
  const page = prerendered.dataset.handoff ? `${APP_PAGE}, ${prerendered.dataset.handoff}` : APP_PAGE
  // Mutation observers run right after React's commit, before the browser paints it.
  const observer = new MutationObserver(() => {
    if (root.querySelector(page)) finish()
  })
  observer.observe(root, { childList: true, subtree: true })
  const timer = setTimeout(finish, GIVE_UP_MS)
}
