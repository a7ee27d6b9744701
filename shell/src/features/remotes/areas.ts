/** The four remotes and how the shell speaks of them when one cannot be loaded. */
export const AREAS = {
  storefront: { title: 'The shop' },
  admin: { title: 'The admin panel' },
  outlet: { title: 'The outlet portal' },
  rider: { title: 'The rider app' },
} as const

export type AreaName = keyof typeof AREAS

export const AREA_NAMES = Object.keys(AREAS) as AreaName[]
