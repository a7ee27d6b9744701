// A stock figure's colour band as a tag (the rule and colours in ./band.ts), the same on the admin's outlet
// cards, the admin's stock table and the outlet portal's stock page.
import { Tag } from 'antd'
import { BAND_LABEL, BAND_STYLE, stockBand } from './band.ts'

export interface StockBandTagProps {
  stock: number
  minStock: number
  maxStock: number
  'data-testid'?: string
}

export function StockBandTag({ stock, minStock, maxStock, 'data-testid': testId }: StockBandTagProps) {
  const band = stockBand(stock, minStock, maxStock)
  return (
    <Tag style={BAND_STYLE[band]} data-testid={testId}>
      {BAND_LABEL[band]}
    </Tag>
  )
}
