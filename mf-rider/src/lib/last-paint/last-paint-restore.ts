// Inline script of /rider's HTML (app/prerender.tsx), run where it stands inside the shell's #prerender,
// before anything else has loaded: paints the dashboard as the rider last saw it (./last-paint.ts). With
// no such paint, the pre-rendered block goes and the page starts as it would without one (#root shown).
import { lastPaintFor } from './last-paint.ts'

const container = document.currentScript?.parentElement
let html: string | null = null
try {
  html = lastPaintFor(localStorage, location.pathname, Date.now())
} catch {
  // Storage refused (a privacy setting): no kept paint.
}
if (container && html) container.innerHTML = html
else {
  container?.remove()
  document.getElementById('prerender-hide')?.remove()
}
