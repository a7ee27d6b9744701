// The one accessibility check of the journeys: axe-core's WCAG 2.2 A/AA rules on the page as it is now.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

// Animations and transitions end at once while axe measures: a toast or a modal caught mid-fade is
// half-transparent, so its contrast would depend on the moment axe looked. At zero length each element is
// in its final state: fully shown, or gone.
const STILL =
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }'

type Options = {
  /** Only this part of the page (a CSS selector). */
  include?: string
  /**
   * Runs axe in the page itself. The default opens a second page in the context to combine frames'
   * results, which never finishes once a service worker controls the context (the rider app).
   */
  legacy?: boolean
  /** Rules off by default in axe that the check adds (for example 'label-content-name-mismatch'). */
  rules?: string[]
}

export type AxeFinding = { rule: string; impact: string | null | undefined; help: string; targets: string[] }

/** What axe finds on the page, measured with every animation at its end. */
export async function axeFindings(page: Page, options: Options = {}): Promise<AxeFinding[]> {
  const still = await page.addStyleTag({ content: STILL })
  try {
    // Two frames: the style applies, and anything an ended animation triggers has rendered.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    )
    const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(options.legacy ?? false)
    if (options.include) builder.include(options.include)
    if (options.rules)
      builder.options({ rules: Object.fromEntries(options.rules.map((id) => [id, { enabled: true }])) })
    const results = await builder.analyze()
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }))
  } finally {
    await still.evaluate((element) => (element as Element).remove()).catch(() => undefined)
  }
}

/** No WCAG 2.2 A/AA violation axe finds (in `include` only, when given). */
export async function expectAxeClean(page: Page, options: Options = {}) {
  const findings = await axeFindings(page, options)
  expect(findings.map((f) => `${f.rule}: ${f.targets.join(', ')}`)).toEqual([])
}
