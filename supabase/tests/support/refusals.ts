// The business errors as the database raises them: the code the one list (shared/src/errors/codes.ts)
// gives each kind of refusal, and what an error carries by code and details (never by its English text).
import { BUSINESS_ERRORS, type BusinessErrorName } from '@shop/shared/errors/codes'

/** The SQLSTATE a refusal of this kind must carry. */
export const codeOf = (name: BusinessErrorName): string => BUSINESS_ERRORS[name].code

/** An error's code and its details parsed (Postgres's DETAIL, PostgREST's `details`: a JSON object or none). */
export function refusalOf(error: { code: string; detail?: string }): { code: string; details: unknown } {
  return { code: error.code, details: error.detail ? JSON.parse(error.detail) : null }
}

/** The SQLSTATE a statement failed with, or null when it went through. */
export const failureCode = (promise: Promise<unknown>): Promise<string | null> =>
  promise.then(
    () => null,
    (error: { code?: string }) => error.code ?? 'error',
  )
