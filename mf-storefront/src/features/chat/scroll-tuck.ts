// On a phone the floating chat button steps aside while the customer scrolls down (it would otherwise sit
// over whatever passes under it: a price, an Add to Cart) and comes back as soon as they scroll up, or
// near the top of the page.

/** Scrolled this far from the top or less, the button always shows. */
export const TUCK_FROM_Y = 80
/** A scroll smaller than this (a finger's jitter) changes nothing. */
export const TUCK_STEP = 8

/** Whether the button is tucked away after the page moved from `lastY` to `y`. */
export function nextTucked(tucked: boolean, lastY: number, y: number): boolean {
  if (y <= TUCK_FROM_Y) return false
  if (y - lastY > TUCK_STEP) return true
  if (lastY - y > TUCK_STEP) return false
  return tucked
}
