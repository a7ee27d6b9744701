// What customers wrote. Comments are chosen to fit the stars they gave and the kind of product.

export const REVIEW_COMMENTS: Record<'great' | 'good' | 'mixed', string[]> = {
  great: [
    'Fresh, well trimmed and delivered cold. Exactly what I ordered.',
    'The best I have bought in Kampala. My family finished it in one sitting.',
    'Ordered in the morning and it was at my door before lunch. Excellent quality.',
    'Very tender. I will order again for the weekend.',
    'Good value for the quality, and the rider was polite and on time.',
    'Clean packaging, nothing leaking, and the meat smelled fresh.',
    'We used it for a birthday party and everyone asked where I bought it.',
    'Consistent every time I order. Thank you!',
  ],
  good: [
    'Tasty and fresh, though a little more fat than I expected.',
    'Good quality. Delivery took a bit longer than promised because of the jam in Ntinda.',
    'Nice flavour. The pack was slightly smaller than I hoped but the weight was correct.',
    'Very good, but I wish it came in a bigger pack for the family.',
    'Solid product. I would like a spicier version.',
  ],
  mixed: [
    'The taste was fine but the rider called me three times to find the gate.',
    'Okay, but I prefer the beef version.',
    'Delivered late in the evening, still cold though. Taste was average.',
  ],
}
