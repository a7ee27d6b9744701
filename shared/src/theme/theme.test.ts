import { theme } from 'antd'
import { describe, expect, it } from 'vitest'
import { antdTheme } from './theme.ts'

const PRESETS = [
  'red',
  'volcano',
  'orange',
  'gold',
  'yellow',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
] as const

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

describe('the portals’ theme', () => {
  const tokens = theme.getDesignToken(antdTheme) as unknown as Record<string, string>

  it.each(PRESETS)('a %s tag’s words reach WCAG AA contrast (4.5:1) on its fill', (colour) => {
    expect(contrast(tokens[`${colour}7`] as string, tokens[`${colour}1`] as string)).toBeGreaterThanOrEqual(4.5)
  })

  it('muted and secondary text reach 4.5:1 on white', () => {
    for (const token of ['colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorError'])
      expect(contrast(tokens[token] as string, '#ffffff'), token).toBeGreaterThanOrEqual(4.5)
  })
})
