// What the admin's pre-rendered first paint (../prerender.tsx) and its two inline scripts agree on.

/** The <template> the pre-rendered frame and dashboard come in: inert until ./personalise.ts puts it in. */
export const FIRST_PAINT_TEMPLATE = 'admin-first-paint'

/**
 * The head script's verdict, on <html>: `admin` (the app last read this user as an admin: show the frame
 * at once), `pending` (a session, no verdict kept: show it once the server's role check says admin), or
 * none (no session, or a user who is no admin: never show it).
 */
export const FIRST_PAINT_VERDICT = 'data-admin-first-paint'

/** The role check: the user's own row (RLS lets a user read only their own), as the shell reads it. */
export const userPath = (userId: string) =>
  `users?select=id,email,full_name,phone,is_admin&id=eq.${encodeURIComponent(userId)}`
