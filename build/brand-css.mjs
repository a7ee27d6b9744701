// The brand colours as CSS custom properties, for the `:root` rule every index.html inlines.
import { createRequire } from 'node:module'

const brand = createRequire(import.meta.url)('@shop/shared/theme/brand.json')

const names = {
  primary: '--brand',
  primaryDark: '--brand-dark',
  surface: '--surface',
  text: '--text',
  textMuted: '--text-muted',
  border: '--border',
  fontFamily: '--font',
}

/** `--brand:#9f1d20;--brand-dark:...` */
export function brandCssVariables() {
  return Object.entries(names)
    .map(([key, name]) => `${name}:${brand[key]}`)
    .join(';')
}

export const brandPrimary = brand.primary
