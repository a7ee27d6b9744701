// Storage's errors (src/internal/errors/codes.ts in supabase/storage): a body
// `{statusCode, code, error, message}` whose statusCode is the error's own status, sent with HTTP 400
// for every client error (500 for server errors), as Storage's error handler does.
import { isPgError } from '../db/types.ts'

export class StorageError extends Error {
  constructor(
    /** The status in the body, e.g. 404 for "Object not found". */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
    /** The HTTP status when it is not Storage's usual 400 (416 for ranges, 413 for bodies). */
    readonly httpStatus: number = statusCode >= 500 ? 500 : 400,
  ) {
    super(message)
  }

  render() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message }
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  resourceAlreadyExists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  entityTooLarge: (entity = 'object') =>
    new StorageError(413, 'EntityTooLarge', `The ${entity} exceeded the maximum allowed size`, 'Payload too large'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  invalidRange: () => new StorageError(416, 'InvalidRange', 'invalid range provided', 'invalid_range', 416),
  invalidJwt: (message = 'Invalid JWT') => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  expiredSignature: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  invalidParameter: (name: string, message?: string) =>
    new StorageError(400, 'InvalidParameter', message ?? `Invalid Parameter ${name}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  noContent: (message = 'No content provided') => new StorageError(400, 'InvalidRequest', message),
  invalidFileSizeLimit: () =>
    new StorageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  relatedResourceNotFound: () => new StorageError(404, 'InvalidRequest', 'The related resource does not exist'),
  internal: (message = 'Internal server error') => new StorageError(500, 'InternalError', message),
}

/** Storage's DBError.fromDBError: what a database error means to the client. */
export function fromDatabaseError(error: unknown): StorageError {
  if (error instanceof StorageError) return error
  if (!isPgError(error)) return ERRORS.internal(error instanceof Error ? error.message : undefined)
  switch (error.code) {
    case '42501':
      return ERRORS.accessDenied(
        error.message.includes('row-level security') ? 'new row violates row-level security policy' : error.message,
      )
    case '23505':
      return ERRORS.resourceAlreadyExists()
    case '23503':
      return error.detail?.includes('is still referenced from table')
        ? new StorageError(
            409,
            'ResourceReferenced',
            'The resource could not be updated or removed due to a foreign key constraint',
          )
        : ERRORS.relatedResourceNotFound()
    case '22P02':
      return ERRORS.invalidParameter('value', error.message || 'Invalid value format or type conversion failed')
    default:
      // Class 22, data exceptions, is always the request's values (a NUL in a path is 22021, an overlong
      // name 22001): the client's mistake, 400, as PostgREST answers it too.
      if (error.code.startsWith('22')) {
        return ERRORS.invalidRequest(`Invalid value in the request (database error ${error.code})`)
      }
      return new StorageError(500, 'DatabaseError', `database error, code: ${error.code}`)
  }
}
