// "URL mode" of the image picker: the address must answer with an image. The admin's own browser loads
// it as an image — exactly what the shop's pages will do with it — so an address that answers HTML, an
// error or nothing is refused, and no server of ours ever fetches an address an admin typed (no request
// forgery against internal hosts is possible through this check).
import { isHttpUrl } from './image-rules.ts'

export function checkImageUrl(url: string, timeoutMs = 10_000): Promise<boolean> {
  if (!isHttpUrl(url)) return Promise.resolve(false)
  return new Promise((resolve) => {
    const image = new Image()
    const timer = setTimeout(() => finish(false), timeoutMs)
    function finish(ok: boolean) {
      clearTimeout(timer)
      image.onload = null
      image.onerror = null
      resolve(ok)
    }
    image.onload = () => finish(image.naturalWidth > 0)
    image.onerror = () => finish(false)
    image.referrerPolicy = 'no-referrer'
    image.src = url.trim()
  })
}
