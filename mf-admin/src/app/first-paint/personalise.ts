// The inline script right after /admin's pre-rendered frame and dashboard (../prerender.tsx), run before
// any of the app's JavaScript: it makes the first paint what the app will show this browser.
// - Not shown (no session, or no admin: ./early-reads.ts): the pre-rendered copy goes, the app shows as usual.
// - The sidebar as the app opens it (folded away on a phone, the markup's state; open on a wider screen).
// - The admin's name as the app last read it; then the role check's answer: an admin's name, or, for
//   anyone else, the first paint goes.
// - Once the role check says admin, the dashboard's four figures from the early read, in the same text the
//   app writes (features/dashboard/figures.ts). The app takes over when its dashboard has them.
import { FIGURES, formatFigure, SUMMARY_PATH } from '../../features/dashboard/figures.ts'
import { keptUser, storedSession } from '../../lib/early-reads/stored-session.ts'
import { FIRST_PAINT_OFF, userPath } from './paths.ts'

/** The SidebarFrame's phone breakpoint (shared/src/portal/SidebarFrame.tsx). */
const PHONE = '(max-width: 991px)'

function leave(prerendered: Element) {
  prerendered.remove()
  document.getElementById('prerender-hide')?.remove()
}

function showName(prerendered: Element, name: string | null) {
  const who = prerendered.querySelector('.admin-who strong')
  if (who && name) who.textContent = name
}

function openSidebarOnWideScreens(prerendered: Element) {
  if (matchMedia(PHONE).matches) return
  prerendered.querySelector('.sidebar-frame')?.classList.add('sidebar-frame--open')
  const toggle = prerendered.querySelector('.sidebar-frame__button[aria-expanded]')
  toggle?.setAttribute('aria-expanded', 'true')
  if (toggle) toggle.textContent = 'Hide menu'
}

function showFigures(prerendered: Element, summary: Record<string, unknown>) {
  for (const figure of FIGURES) {
    const value = summary[figure.key]
    const cell = prerendered.querySelector(`[data-figure="${figure.key}"] .ant-statistic-content-value`)
    if (cell) cell.textContent = formatFigure(figure, typeof value === 'number' ? value : Number(value ?? 0))
  }
}

async function personalise(prerendered: Element) {
  openSidebarOnWideScreens(prerendered)
  const session = storedSession(localStorage)
  if (!session) return leave(prerendered)
  showName(prerendered, keptUser(localStorage, session.userId)?.name ?? null)
  // Peeked, not taken: the app takes them over (lib/early-reads).
  const reads = window.__shopSignedInReads
  const role = reads?.[userPath(session.userId)]?.rows
  const summary = reads?.[SUMMARY_PATH]?.rows
  if (!role) return
  let user: { is_admin?: unknown; full_name?: unknown; email?: unknown } | undefined
  try {
    user = (await role)[0] as typeof user
  } catch {
    // No answer (offline, an expired token): the app decides.
    return
  }
  if (!prerendered.isConnected) return
  if (user?.is_admin !== true) return leave(prerendered)
  showName(prerendered, String(user.full_name || user.email || ''))
  const rows = await summary?.catch(() => null)
  const row = rows?.length === 1 ? rows[0] : null
  if (row && prerendered.isConnected) showFigures(prerendered, row as Record<string, unknown>)
}

const prerendered = document.getElementById('prerender')
if (prerendered) {
  if (document.documentElement.classList.contains(FIRST_PAINT_OFF)) leave(prerendered)
  else personalise(prerendered).catch(() => leave(prerendered))
}
