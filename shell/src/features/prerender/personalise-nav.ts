// The script the shell's server inlines right after the pre-rendered navigation (frame.tsx). The
// navigation is rendered at build time for a visitor; this makes it say what the app will say for this
// browser, Account for a stored session and the cart's count, before any of the app's JavaScript has
// arrived, so a returning customer does not see "Sign In" and an empty cart until the hand-off.
import { cartCount } from '@shop/shared/cart/lines'
import { loadCart } from '@shop/shared/cart/persist'
import { mayHaveSession } from '@shop/shared/supabase/session-hint'
import { accountButtonLabel, cartLinkLabel } from '../layout/nav-labels.ts'

export function personaliseNav(header: Element, storage: Pick<Storage, 'getItem'>, href: string): void {
  if (mayHaveSession(storage, href)) {
    const account = header.querySelector('.account-button')
    account?.removeAttribute('aria-haspopup')
    const label = account?.querySelector('.account-button__label')
    if (label) label.textContent = accountButtonLabel.signedIn
  }
  const count = cartCount(loadCart(storage).items)
  const badge = header.querySelector('.nav__badge')
  if (badge) badge.textContent = String(count)
  badge?.closest('a')?.setAttribute('aria-label', cartLinkLabel(count))
}

const header = document.querySelector('#prerender .nav')
if (header) {
  try {
    personaliseNav(header, localStorage, location.href)
  } catch {
    // Storage refused (a privacy setting): the visitor's navigation stays until the app takes over.
  }
}
