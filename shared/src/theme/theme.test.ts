import { theme } from 'antd'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrast.ts'
import { antdTheme } from './theme.ts'

describe('the portals’ theme', () => {
  const tokens = theme.getDesignToken(antdTheme) as unknown as Record<string, string>

  it('muted and secondary text, and error messages, reach 4.5:1 on white', () => {
    for (const token of ['colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorError'])
      expect(contrastRatio(tokens[token] as string, '#ffffff'), token).toBeGreaterThanOrEqual(4.5)
  })
})
