// The inline script in the <head> of /admin's HTML (../prerender.tsx), run before the page's markup:
// - no stored session, or the app last saw this user as no admin: the pre-rendered frame is not shown
//   (FIRST_PAINT_OFF on <html>, which the first paint's CSS hides it by), so a visitor never sees it;
// - otherwise, with a usable token, it starts the role check and the dashboard's figures at once, in the
//   first round trip beside the app's files. ./personalise.ts paints their answers; the app takes them over
//   (lib/early-reads). The server answers both under RLS: a non-admin gets no admin figures.
import { SUMMARY_PATH } from '../../features/dashboard/figures.ts'
import { inlineConfig, startSignedInRead } from '../../lib/early-reads/early-reads.ts'
import { isFresh, keptUser, storedSession } from '../../lib/early-reads/stored-session.ts'
import { FIRST_PAINT_OFF, userPath } from './paths.ts'

function start(): boolean {
  const session = storedSession(localStorage)
  if (!session) return false
  if (keptUser(localStorage, session.userId)?.isAdmin === false) return false
  const config = inlineConfig()
  if (config && isFresh(session)) {
    startSignedInRead(config, session, userPath(session.userId))
    startSignedInRead(config, session, SUMMARY_PATH)
  }
  return true
}

let show = false
try {
  show = start()
} catch {
  // Storage refused (a privacy setting): the app decides, as without a first paint.
}
if (!show) document.documentElement.classList.add(FIRST_PAINT_OFF)
