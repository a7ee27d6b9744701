// What the roles screen decides on its own: a role's name (required, at most 60 characters, as the table
// holds it) and what a refused save or delete means.
import { refusalMessage } from '@shop/shared/errors'

export const ROLE_NAME_MAX = 60

/** The trimmed name, or the problem with it. */
export function checkRoleName(typed: string): { ok: true; name: string } | { ok: false; message: string } {
  const name = typed.trim().replace(/\s+/g, ' ')
  if (!name) return { ok: false, message: 'Please enter the role name' }
  if (name.length > ROLE_NAME_MAX)
    return { ok: false, message: `The role name may be at most ${ROLE_NAME_MAX} characters` }
  return { ok: true, name }
}

/** The modal's message for a refused save: a name already taken (unique_violation, 23505) is named. */
export function roleSaveFailure(error: unknown): string {
  if ((error as { code?: unknown } | undefined)?.code === '23505')
    return 'A role with this name already exists. Choose another name.'
  return refusalMessage(error, 'Failed to save role').message
}

/** The toast for a refused delete: a role employees hold says how many (KM705), else the failure. */
export function roleDeleteFailure(error: unknown): string {
  const { message, hint } = refusalMessage(error, 'Failed to delete role')
  return hint ? `${message}. ${hint}` : message
}
