// @shop/shared/errors: the business errors' codes, reading them from a PostgREST error, and their words.
export { type BusinessError, isBusinessError, readBusinessError } from './business-error.ts'
export {
  BUSINESS_ERRORS,
  type BusinessErrorCode,
  type BusinessErrorDetails,
  type BusinessErrorName,
  businessErrorName,
} from './codes.ts'
export { REFUSAL_TEXTS, type Refusal, type RefusalText, type RefusalTexts, refusalMessage } from './messages.ts'
