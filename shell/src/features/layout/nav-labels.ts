// Words of the top navigation that the pre-rendered first paint also writes (features/prerender).

/** The cart link's accessible name: its visible words ("Cart" and the badge's count), then "items" (WCAG 2.5.3). */
export function cartLinkLabel(count: number): string {
  return `Cart ${count} ${count === 1 ? 'item' : 'items'}`
}

/** The account entry: Sign In for a visitor, Account once signed in. */
export const accountButtonLabel = { signedOut: 'Sign In', signedIn: 'Account' } as const
