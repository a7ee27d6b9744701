// A bar chart drawn as SVG in React's tree (no canvas): themed by CSS, sharp at any size, and with its
// figures in a table for screen readers. Used by the dashboard's Revenue Trend and the reports.
import { useId } from 'react'
import { type BarDatum, barLayout, compactFigure, labelStep } from './bar-layout.ts'
import './bar-chart.css'

interface Props {
  title: string
  data: BarDatum[]
  /** How a figure reads in the table and the bars' tooltips (money, units). */
  format: (value: number) => string
  /** The table's column names. */
  columns: [string, string]
  height?: number
}

const WIDTH = 640

export function BarChart({ title, data, format, columns, height = 260 }: Props) {
  const titleId = useId()
  const { bars, ticks, plot } = barLayout(data, WIDTH, height)
  const step = labelStep(bars.length, WIDTH)
  return (
    <figure className="bar-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="bar-chart__caption">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="bar-chart__svg" aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} className="bar-chart__grid" />
            <text x={plot.left - 8} y={tick.y} dy="0.32em" textAnchor="end" className="bar-chart__tick">
              {compactFigure(tick.value)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => (
          <g key={bar.label}>
            <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={3} className="bar-chart__bar">
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
            {index % step === 0 && (
              <text x={bar.x + bar.width / 2} y={plot.bottom + 20} textAnchor="middle" className="bar-chart__label">
                {bar.label}
              </text>
            )}
          </g>
        ))}
      </svg>
      {/* The figures, for screen readers: read, not seen. The box hides them: a table takes the width of
          its words whatever width it is given, and reached past a phone's edge. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{format(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
