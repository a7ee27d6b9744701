// The inline script right after /admin's pre-rendered frame and dashboard (../prerender.tsx), which come in
// an inert <template>, run before any of the app's JavaScript. Following the head script's verdict
// (./early-reads.ts), it puts them on screen as the app will show them to this browser, or never:
// - no verdict (no session, no admin): the pre-rendered copy goes and the app shows as usual;
// - `admin` (the app last read this user as one): at once, with the name it read;
// - `pending`: once the server's role check says admin, with the name it answered; anyone else never
//   sees the frame. Either way the role check has the last word: a user no longer admin loses it;
// - the sidebar as the app opens it (folded away on a phone, the markup's state; open on a wider screen),
//   its Menu button working already;
// - once the role check says admin, the dashboard's four figures from the early read, in the same text the
//   app writes (features/dashboard/figures.ts). The app takes over when its dashboard has them.
import { FIGURES, formatFigure, SUMMARY_PATH } from '../../features/dashboard/figures.ts'
import { keptUser, storedSession } from '../../lib/early-reads/stored-session.ts'
import { FIRST_PAINT_TEMPLATE, FIRST_PAINT_VERDICT, userPath } from './paths.ts'

/** The SidebarFrame's phone breakpoint (shared/src/portal/SidebarFrame.tsx). */
const PHONE = '(max-width: 991px)'

type Row = Record<string, unknown>

function leave(prerendered: Element) {
  prerendered.remove()
  document.getElementById('prerender-hide')?.remove()
}

function showName(frame: ParentNode, name: unknown) {
  const who = frame.querySelector('.admin-who strong')
  if (who && typeof name === 'string' && name) who.textContent = name
}

/** Opens or folds the sidebar as the app's Menu button does (shared/src/portal/SidebarFrame.tsx). */
function setSidebar(sidebarFrame: Element, open: boolean) {
  sidebarFrame.classList.toggle('sidebar-frame--open', open)
  const toggle = sidebarFrame.querySelector('.sidebar-frame__button[aria-expanded]')
  toggle?.setAttribute('aria-expanded', String(open))
  if (toggle) toggle.textContent = open ? 'Hide menu' : 'Menu'
}

/**
 * The sidebar as the app opens it (folded away on a phone, the markup's state), and its Menu button working
 * before the app has loaded: on a phone the sidebar's plain links are the way to any other page. The app's
 * frame starts as this one stands when it takes over.
 */
function sidebarAsTheApp(frame: ParentNode) {
  const sidebarFrame = frame.querySelector('.sidebar-frame')
  if (!sidebarFrame) return
  if (!matchMedia(PHONE).matches) setSidebar(sidebarFrame, true)
  sidebarFrame.querySelector('.sidebar-frame__button[aria-expanded]')?.addEventListener('click', () => {
    setSidebar(sidebarFrame, !sidebarFrame.classList.contains('sidebar-frame--open'))
  })
}

function showFigures(frame: ParentNode, summary: Row) {
  for (const figure of FIGURES) {
    const cell = frame.querySelector(`[data-figure="${figure.key}"] .ant-statistic-content-value`)
    if (cell) cell.textContent = formatFigure(figure, Number(summary[figure.key] ?? 0))
  }
}

/** The first row of an early read, or null when it failed or was not started. */
async function firstRow(rows: Promise<unknown[]> | undefined): Promise<Row | null> {
  const answered = await rows?.catch(() => null)
  return (answered?.[0] as Row | undefined) ?? null
}

async function personalise(prerendered: Element, template: HTMLTemplateElement, known: boolean) {
  const session = storedSession(localStorage)
  if (!session) return leave(prerendered)
  const frame = template.content
  sidebarAsTheApp(frame)
  // Peeked, not taken: the app takes them over (lib/early-reads).
  const reads = window.__shopSignedInReads
  const role = reads?.[userPath(session.userId)]?.rows
  const summary = reads?.[SUMMARY_PATH]?.rows
  if (known) {
    showName(frame, keptUser(localStorage, session.userId)?.name)
    template.replaceWith(frame)
  }
  const user = await firstRow(role)
  if (!prerendered.isConnected) return
  if (!user) {
    // No answer (offline, an expired token): what the app last read stands; the app decides.
    if (!known) leave(prerendered)
    return
  }
  if (user.is_admin !== true) return leave(prerendered)
  const shown = known ? prerendered : frame
  showName(shown, user.full_name || user.email)
  if (!known) {
    // The figures usually come with the role check: painted with the frame, not after it.
    const row = await Promise.race([firstRow(summary), new Promise<null>((resolve) => setTimeout(resolve, 50, null))])
    if (row) showFigures(frame, row)
    if (!prerendered.isConnected) return
    template.replaceWith(frame)
    if (row) return
  }
  const row = await firstRow(summary)
  if (row && prerendered.isConnected) showFigures(prerendered, row)
}

const prerendered = document.getElementById('prerender')
const template = document.getElementById(FIRST_PAINT_TEMPLATE)
if (prerendered && template instanceof HTMLTemplateElement) {
  const verdict = document.documentElement.getAttribute(FIRST_PAINT_VERDICT)
  if (verdict === 'admin' || verdict === 'pending') {
    personalise(prerendered, template, verdict === 'admin').catch(() => leave(prerendered))
  } else {
    leave(prerendered)
  }
}
