// The seed's demo accounts (README.md), offered by a remote's own host in development only: a production
// build replaces process.env.NODE_ENV with "production" and its minifier drops the branch, so no
// production bundle carries their addresses or their password. The seed keeps its own copy
// (supabase/seed/data/people.ts): the accounts belong to the local database, not to the apps.
export interface DemoSignInOffer {
  password: string
  /** Per portal, the demo account that may open it. */
  accounts: Record<string, string>
}

export const DEMO_SIGN_IN: DemoSignInOffer | null =
  process.env.NODE_ENV === 'production'
    ? null
    : {
        password: 'demo-pass-2026',
        accounts: { admin: 'admin@example.com', outlet: 'outlet@example.com', rider: 'rider@example.com' },
      }
