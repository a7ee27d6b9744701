import { describe, expect, it } from 'vitest'
import { deliveryPhotoObject } from './delivery-photo.ts'

describe('a delivery photo’s stored path', () => {
  it('names the object inside the delivery-photos bucket', () => {
    expect(deliveryPhotoObject('delivery-photos/7201e173-4221-575f-8481-b34d693c0cd8/1764.jpg')).toBe(
      '7201e173-4221-575f-8481-b34d693c0cd8/1764.jpg',
    )
  })
  it('takes a path already inside the bucket as it is', () => {
    expect(deliveryPhotoObject('7201e173/1.jpg')).toBe('7201e173/1.jpg')
  })
})
