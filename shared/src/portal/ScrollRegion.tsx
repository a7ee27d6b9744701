// A table wider than the screen scrolls sideways inside this box instead of pushing the page sideways.
// The box takes keyboard focus, so the arrow keys scroll it too (WCAG 2.1.1), and is named for screen
// readers. Put an antd Table in it without a `scroll` of its own.
import type { ReactNode } from 'react'
import './scroll-region.css'

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="scroll-region" aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}
