// The stock colour bands, one rule for the admin's outlets screen and the outlet portal's stock page:
// low at or below min_stock (red), full at or above max_stock (green), normal in between (yellow). Low
// wins when min and max are equal.
export type StockBand = 'low' | 'normal' | 'full'

export function stockBand(stock: number, minStock: number, maxStock: number): StockBand {
  if (stock <= minStock) return 'low'
  if (stock >= maxStock) return 'full'
  return 'normal'
}

export const BAND_LABEL: Record<StockBand, string> = { low: 'Low', normal: 'Normal', full: 'Full' }
/**
 * Each band's tag colours: red, yellow and green, dark text on a light fill so the label
 * meets WCAG AA contrast (antd's green and gold presets do not). For `style` on an antd Tag.
 */
export const BAND_STYLE: Record<StockBand, { color: string; backgroundColor: string; borderColor: string }> = {
  low: { color: '#912018', backgroundColor: '#fef3f2', borderColor: '#fda29b' },
  normal: { color: '#713b12', backgroundColor: '#fef7c3', borderColor: '#fde272' },
  full: { color: '#05603a', backgroundColor: '#ecfdf3', borderColor: '#75e0a7' },
}

/** The warning over a stock list: "1 product is at or below the minimum stock", "3 products are …". */
export function lowStockTitle(count: number): string {
  return `${count} ${count === 1 ? 'product is' : 'products are'} at or below the minimum stock`
}

/** A low product's own warning, with its minimum. */
export function belowMinimumWarning(minStock: number): string {
  return `Stock level is below minimum threshold (${minStock} units)`
}
