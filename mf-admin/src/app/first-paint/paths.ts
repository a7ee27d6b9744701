// What the admin's pre-rendered first paint (../prerender.tsx) and its two inline scripts agree on.

/** Set on <html> by the head script when this browser has no admin to show the frame to. */
export const FIRST_PAINT_OFF = 'admin-first-paint-off'

/** The role check: the user's own row (RLS lets a user read only their own), as the shell reads it. */
export const userPath = (userId: string) =>
  `users?select=id,email,full_name,phone,is_admin&id=eq.${encodeURIComponent(userId)}`
