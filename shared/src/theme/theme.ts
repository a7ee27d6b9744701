// One look for every app: a butcher's deep red on warm white. antd reads `antdTheme`; the shell's
// the same values reach plain CSS as custom properties (build/brand-css.mjs writes them into index.html).
import type { ThemeConfig } from 'antd'
import brandJson from './brand.json' with { type: 'json' }

export const brand = brandJson

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorLink: brand.primary,
    colorText: brand.text,
    colorTextSecondary: brand.textMuted,
    // antd's own lighter greys (card and statistic titles, hints) fall below WCAG AA's 4.5:1 on white.
    colorTextTertiary: brand.textMuted,
    colorTextDescription: brand.textMuted,
    // antd's error red (#ff4d4f) is 3.9:1 on white; danger buttons and messages need 4.5:1.
    colorError: '#b42318',
    colorBorder: brand.border,
    borderRadius: 8,
    fontFamily: brand.fontFamily,
    fontSize: 16,
  },
  components: {
    // An empty table's words ("No products match …") are a message, not disabled text: antd's #bfbfbf is 1.8:1.
    Table: { colorTextDisabled: brand.textMuted },
  },
}
