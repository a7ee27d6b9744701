// The file of an upload request, as Storage reads it (fileUploadFromRequest): a multipart form with
// `cacheControl`, optional `metadata` and the file, or a raw body with its content-type,
// cache-control and base64 `x-metadata` headers.
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { jsonTooDeep, MAX_JSON_DEPTH } from '../../http/json-depth.ts'
import { ERRORS, StorageError } from '../errors.ts'
import { isEmptyFolder, mustBeAllowedMimeType } from '../rules.ts'

export interface IncomingFile {
  body: Readable
  mimeType: string
  cacheControl: string
  userMetadata: Record<string, unknown> | undefined
  /** The request's Content-Length when it measures the file (raw bodies only). */
  declaredLength: number | undefined
  /** Whether busboy cut the file off at the size limit. */
  truncated(): boolean
}

const MAX_USER_METADATA_BYTES = 1024 * 1024

function parseJsonObject(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined
  if (Buffer.byteLength(text, 'utf8') > MAX_USER_METADATA_BYTES) throw ERRORS.entityTooLarge('user_metadata')
  if (jsonTooDeep(text)) throw ERRORS.invalidRequest(`metadata is JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
  try {
    const value = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

function bodyStream(request: Request): Readable {
  if (!request.body) return Readable.from([])
  return Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>)
}

export function readIncomingFile(
  request: Request,
  key: string,
  maxBytes: number,
  allowedMimeTypes: string[] | null,
): Promise<IncomingFile> {
  const contentType = request.headers.get('content-type') ?? ''
  const checkMime = (mimeType: string) => {
    if (!isEmptyFolder(key)) mustBeAllowedMimeType(mimeType, allowedMimeTypes)
  }
  if (!contentType.startsWith('multipart/form-data')) {
    const mimeType = contentType || 'application/octet-stream'
    checkMime(mimeType)
    const header = request.headers.get('x-metadata')
    const userMetadata = header ? parseJsonObject(Buffer.from(header, 'base64').toString('utf8')) : undefined
    const length = Number(request.headers.get('content-length'))
    const declaredLength = Number.isFinite(length) && length >= 0 ? length : undefined
    if (declaredLength !== undefined && declaredLength > maxBytes) throw ERRORS.entityTooLarge()
    return Promise.resolve({
      body: bodyStream(request),
      mimeType,
      cacheControl: request.headers.get('cache-control') ?? 'no-cache',
      userMetadata,
      declaredLength,
      truncated: () => false,
    })
  }

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fields: 10, fileSize: maxBytes },
      })
    } catch (error) {
      reject(ERRORS.noContent((error as Error).message))
      return
    }
    const fields: Record<string, string> = {}
    let settled = false
    parser.on('field', (name, value) => {
      fields[name] = value
    })
    parser.on('file', (_name, stream, info) => {
      if (settled) {
        stream.resume()
        return
      }
      settled = true
      try {
        const mimeType = fields.contentType || info.mimeType
        checkMime(mimeType)
        const cacheTime = fields.cacheControl
        resolve({
          body: stream,
          mimeType,
          cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
          userMetadata: parseJsonObject(fields.metadata ?? fields.userMetadata),
          declaredLength: undefined,
          truncated: () => stream.truncated === true,
        })
      } catch (error) {
        stream.resume()
        reject(error instanceof StorageError ? error : ERRORS.noContent())
      }
    })
    parser.on('error', (error: Error) => {
      if (!settled) {
        settled = true
        reject(ERRORS.noContent(error.message))
      }
    })
    parser.on('close', () => {
      if (!settled) {
        settled = true
        reject(ERRORS.noContent())
      }
    })
    const source = bodyStream(request)
    source.on('error', (error) => parser.destroy(error))
    source.pipe(parser)
  })
}
