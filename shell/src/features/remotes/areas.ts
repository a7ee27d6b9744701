/**
 * The four remotes and how the shell speaks of them when one cannot be loaded. `antdTheme`: the shell puts
 * antd's themed ConfigProvider around the area (loading antd with it). The storefront does without: its
 * landing pages are plain HTML and CSS, and its few antd pieces load lazily inside their own theme
 * (mf-storefront/src/components/AntdScope.tsx), so antd stays off the shop's first load.
 */
export const AREAS = {
  storefront: { title: 'The shop', antdTheme: false },
  admin: { title: 'The admin panel', antdTheme: true },
  outlet: { title: 'The outlet portal', antdTheme: true },
  rider: { title: 'The rider app', antdTheme: true },
} as const

export type AreaName = keyof typeof AREAS

export const AREA_NAMES = Object.keys(AREAS) as AreaName[]
