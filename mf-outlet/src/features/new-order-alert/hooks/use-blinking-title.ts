// The tab's title blinks while orders wait: "(2) New order — Kampala Meats" and the page's own title in
// turn, so a manager on another tab sees it. The page's own title is read again whenever someone else
// changed it meanwhile, and put back when nothing waits any more.
import { useEffect } from 'react'

export const BLINK_MS = 1000

/** "(1) New order — Kampala Meats". */
export function waitingTitle(count: number, title: string): string {
  return `(${count}) New order — ${title}`
}

/** Starts the blinking for `count` waiting orders; returns the function that stops it. */
export function blinkTitle(count: number): () => void {
  let own = document.title
  let shown = waitingTitle(count, own)
  document.title = shown
  const timer = setInterval(() => {
    if (document.title !== shown) own = document.title
    shown = document.title === own ? waitingTitle(count, own) : own
    document.title = shown
  }, BLINK_MS)
  return () => {
    clearInterval(timer)
    if (document.title === shown) document.title = own
  }
}

export function useBlinkingTitle(count: number): void {
  useEffect(() => (count > 0 ? blinkTitle(count) : undefined), [count])
}
