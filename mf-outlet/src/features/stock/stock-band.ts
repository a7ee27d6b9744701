// The stock colour bands (backoffice spec section 4): low at or below min_stock, full at or above
// max_stock, normal in between. Low wins when min and max are equal.
export type StockBand = 'low' | 'normal' | 'full'

export function stockBand(stock: number, minStock: number, maxStock: number): StockBand {
  if (stock <= minStock) return 'low'
  if (stock >= maxStock) return 'full'
  return 'normal'
}

export const BAND_LABEL: Record<StockBand, string> = { low: 'Low', normal: 'Normal', full: 'Full' }
/** antd preset colours (text on them meets AA contrast). */
export const BAND_COLOR: Record<StockBand, string> = { low: 'red', normal: 'green', full: 'blue' }
