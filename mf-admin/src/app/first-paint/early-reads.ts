// The inline script in the <head> of /admin's HTML (../prerender.tsx), run before the page's markup. It
// gives its verdict on <html> (FIRST_PAINT_VERDICT) from this browser's storage: no session, or a user the
// app last read as no admin, never see the pre-rendered frame; a user it last read as an admin sees it at
// once; anyone else once the server's role check says admin. With a usable token it starts that role
// check and the dashboard's figures at once, in the first round trip beside the app's files: ./personalise.ts
// paints their answers and the app takes them over (lib/early-reads). The server answers both under RLS.
import { SUMMARY_PATH } from '../../features/dashboard/figures.ts'
import { inlineConfig, startSignedInRead } from '../../lib/early-reads/early-reads.ts'
import { isFresh, keptUser, storedSession } from '../../lib/early-reads/stored-session.ts'
import { FIRST_PAINT_VERDICT, userPath } from './paths.ts'

function verdict(): 'admin' | 'pending' | null {
  const session = storedSession(localStorage)
  if (!session) return null
  const kept = keptUser(localStorage, session.userId)
  if (kept?.isAdmin === false) return null
  const config = inlineConfig()
  if (config && isFresh(session)) {
    startSignedInRead(config, session, userPath(session.userId))
    startSignedInRead(config, session, SUMMARY_PATH)
  }
  return kept?.isAdmin ? 'admin' : 'pending'
}

try {
  const found = verdict()
  if (found) document.documentElement.setAttribute(FIRST_PAINT_VERDICT, found)
} catch {
  // Storage refused (a privacy setting): no first paint; the app decides, as it always does.
}
