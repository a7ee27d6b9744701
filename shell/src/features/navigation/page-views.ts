// Page views go to our own `page_views` table (no third-party analytics). Reports wait until the page
// has loaded, settled and the browser is idle, so supabase-js never competes with the first render on a
// slow phone; a failed report is only logged.
import type { TablesInsert } from '@shop/shared/database'
import { getSupabase } from '@shop/shared/supabase'

export type PageView = Required<Pick<TablesInsert<'page_views'>, 'path' | 'referrer'>>

/** After the load event, how long the first render may still be busy (remote areas load after it). */
const SETTLE_MS = 3000

const queue: PageView[] = []
let flushing = false

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      setTimeout(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5000 })
        else resolve()
      }, SETTLE_MS)
    if (document.readyState === 'complete') idle()
    else addEventListener('load', idle, { once: true })
  })
}

async function flush() {
  if (flushing) return
  flushing = true
  try {
    await whenIdle()
    const client = await getSupabase()
    while (queue.length > 0) {
      const batch = queue.splice(0, queue.length)
      const { error } = await client.from('page_views').insert(batch)
      if (error) console.warn('page view not recorded:', error.message)
    }
  } catch (error) {
    console.warn('page view not recorded:', error instanceof Error ? error.message : error)
  } finally {
    flushing = false
  }
}

export function reportPageView(path: string, referrer: string | null): void {
  queue.push({ path, referrer })
  void flush()
}
