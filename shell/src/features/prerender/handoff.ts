// The page's HTML may hold a pre-rendered first paint (#prerender: the navigation and the top of a landing
// page) while #root, where React renders, is hidden. Once the app has rendered the page itself (its
// `main[data-page]`), or an error in its place, the pre-rendered copy goes and #root shows, in the same
// frame: nothing on screen moves, and the visitor never sees an empty page in between.

/** If the app never gets there (a script failed to load), the app's own state shows after this long. */
const GIVE_UP_MS = 30_000

const APP_PAGE = 'main[data-page], main[role="alert"]'

export function handOffPrerender(root: HTMLElement): void {
  const prerendered = document.getElementById('prerender')
  if (!prerendered) return
  const finish = () => {
    observer.disconnect()
    clearTimeout(timer)
    prerendered.remove()
    document.getElementById('prerender-hide')?.remove()
  }
  // Mutation observers run right after React's commit, before the browser paints it.
  const observer = new MutationObserver(() => {
    if (root.querySelector(APP_PAGE)) finish()
  })
  observer.observe(root, { childList: true, subtree: true })
  const timer = setTimeout(finish, GIVE_UP_MS)
}
