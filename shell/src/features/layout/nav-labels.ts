// Words of the top navigation that the pre-rendered first paint also writes (features/prerender).

/** The cart link's accessible name, with the badge's count. */
export function cartLinkLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
}

/** The account entry: Sign In for a visitor, Account once signed in. */
export const accountButtonLabel = { signedOut: 'Sign In', signedIn: 'Account' } as const
