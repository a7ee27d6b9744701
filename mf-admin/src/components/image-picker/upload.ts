// Uploads a file into a public bucket with progress: Storage's own upload endpoint (the one supabase-js
// posts to), sent with XMLHttpRequest because fetch cannot report upload progress. The caller's session
// token authorises it, so the bucket's RLS (admins upload product images) decides.
import { getRuntimeConfig } from '@shop/shared/config'
import { getSupabase } from '@shop/shared/supabase'

export interface UploadedImage {
  /** What the product row stores: "product-images/<name>". */
  path: string
}

export class UploadError extends Error {
  override name = 'UploadError'
}

export async function uploadImage(
  bucket: string,
  name: string,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadedImage> {
  const client = await getSupabase()
  const { data } = await client.auth.getSession()
  const token = data.session?.access_token
  if (!token) throw new UploadError('Your session has ended. Sign in again, then upload the image.')
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig()
  const url = `${supabaseUrl}/storage/v1/object/${encodeURIComponent(bucket)}/${encodeURIComponent(name)}`
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.setRequestHeader('authorization', `Bearer ${token}`)
    request.setRequestHeader('apikey', supabaseAnonKey)
    request.setRequestHeader('content-type', file.type)
    request.setRequestHeader('cache-control', 'max-age=3600')
    request.setRequestHeader('x-upsert', 'false')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100)
        resolve({ path: `${bucket}/${name}` })
      } else {
        reject(new UploadError(`Storage answered ${request.status}`))
      }
    }
    request.onerror = () => reject(new UploadError('No answer from storage'))
    request.send(file)
  })
}
