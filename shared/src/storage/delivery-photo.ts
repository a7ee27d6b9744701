// The proof-of-delivery photo: stored in the private `delivery-photos` bucket under `<order id>/`, its
// path (`delivery-photos/<order id>/<file>`) in `orders.delivery_photo_url`. A page shows it through a
// short-lived signed URL, which Storage gives only to those who may see the order (the bucket's read
// policy follows the orders policy: its customer, its rider, its outlet's staff, admins).
import type { ShopClient } from '@shop/shared/supabase'

export const DELIVERY_PHOTO_BUCKET = 'delivery-photos'

/** How long a signed photo URL works: long enough for a page left open, short enough not to be shared. */
export const DELIVERY_PHOTO_URL_SECONDS = 3600

/** The object's name inside the bucket: the stored path without its bucket. */
export function deliveryPhotoObject(path: string): string {
  return path.replace(/^\/*delivery-photos\//, '')
}

/** A signed URL for the stored photo, or the Storage error (a reader who may not see it gets one). */
export async function signDeliveryPhoto(db: ShopClient, path: string) {
  const { data, error } = await db.storage
    .from(DELIVERY_PHOTO_BUCKET)
    .createSignedUrl(deliveryPhotoObject(path), DELIVERY_PHOTO_URL_SECONDS)
  return { data: data?.signedUrl ?? null, error }
}
