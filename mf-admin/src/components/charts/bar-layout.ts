// A bar chart's geometry from its figures: bands for the bars, a "nice" value axis with its ticks
// (d3-scale: the few kilobytes of a chart library that are hard to get right), in SVG user units.
import { scaleBand, scaleLinear } from 'd3-scale'

export interface BarDatum {
  label: string
  value: number
}

export interface BarLayout {
  bars: { label: string; value: number; x: number; y: number; width: number; height: number }[]
  ticks: { value: number; y: number }[]
  plot: { left: number; top: number; right: number; bottom: number }
}

export const CHART_MARGIN = { top: 12, right: 8, bottom: 36, left: 64 }

export function barLayout(data: BarDatum[], width: number, height: number, tickCount = 4): BarLayout {
  const plot = {
    left: CHART_MARGIN.left,
    top: CHART_MARGIN.top,
    right: width - CHART_MARGIN.right,
    bottom: height - CHART_MARGIN.bottom,
  }
  const x = scaleBand<string>()
    .domain(data.map((d) => d.label))
    .range([plot.left, plot.right])
    .padding(0.25)
  const max = Math.max(0, ...data.map((d) => (Number.isFinite(d.value) ? d.value : 0)))
  // An all-zero week still gets an axis (0 to 1) rather than bars of NaN height.
  const y = scaleLinear()
    .domain([0, max > 0 ? max : 1])
    .nice(tickCount)
    .range([plot.bottom, plot.top])
  return {
    plot,
    bars: data.map((d) => {
      const value = Number.isFinite(d.value) ? Math.max(0, d.value) : 0
      const top = y(value)
      return {
        label: d.label,
        value,
        x: x(d.label) ?? plot.left,
        y: top,
        width: x.bandwidth(),
        height: plot.bottom - top,
      }
    }),
    ticks: y.ticks(tickCount).map((value) => ({ value, y: y(value) })),
  }
}

/**
 * Every how many bars a label is written under the axis, so labels never run into each other: all of a
 * week's, one in every few of a year's days (the table beside the chart still names every bar).
 */
export function labelStep(bars: number, width: number, labelWidth = 56): number {
  const room = Math.max(1, Math.floor((width - CHART_MARGIN.left - CHART_MARGIN.right) / labelWidth))
  return Math.max(1, Math.ceil(bars / room))
}

/** Axis figures kept short: 250000 → "250K", 1500000 → "1.5M". */
export function compactFigure(value: number): string {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value)
}
