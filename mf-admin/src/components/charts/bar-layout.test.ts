import { describe, expect, it } from 'vitest'
import { barLayout, CHART_MARGIN, compactFigure, labelStep } from './bar-layout.ts'

describe('the bar chart', () => {
  const week = [
    { label: 'Mon', value: 120_000 },
    { label: 'Tue', value: 0 },
    { label: 'Wed', value: 480_000 },
  ]

  it('draws each bar as tall as its figure, on an axis from zero with round ticks', () => {
    const { bars, ticks, plot } = barLayout(week, 600, 240)
    expect(bars.map((b) => b.label)).toEqual(['Mon', 'Tue', 'Wed'])
    expect(bars[1]?.height).toBe(0)
    expect(bars[2]?.height).toBeCloseTo(4 * (bars[0]?.height ?? 0), 5)
    expect(ticks[0]).toEqual({ value: 0, y: plot.bottom })
    expect(ticks.at(-1)?.value).toBe(500_000)
    for (const bar of bars) expect(bar.x).toBeGreaterThanOrEqual(CHART_MARGIN.left)
  })

  it('a week without sales still has an axis and flat bars', () => {
    const { bars, ticks } = barLayout(
      week.map((d) => ({ ...d, value: 0 })),
      600,
      240,
    )
    expect(bars.every((b) => b.height === 0 && Number.isFinite(b.y))).toBe(true)
    expect(ticks.length).toBeGreaterThan(1)
  })

  it('labels every bar of a week, and one in every few of a year’s days', () => {
    expect(labelStep(7, 640)).toBe(1)
    expect(labelStep(365, 640)).toBe(37)
  })

  it('keeps axis figures short', () => {
    expect(compactFigure(250_000)).toBe('250K')
    expect(compactFigure(1_500_000)).toBe('1.5M')
    expect(compactFigure(0)).toBe('0')
  })
})
