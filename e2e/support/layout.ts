// What "fits a phone" means for a page: the page does not scroll sideways, and nothing a customer reads or
// presses (text, buttons, links, fields, images) reaches past the viewport's edges or is cut by a box too
// narrow for it. A row that scrolls sideways on purpose (the category tiles) is exempt, as are hidden and
// visually-hidden elements and whatever sits behind an open dialog.
import { expect, type Page } from '@playwright/test'

export interface Misfit {
  /** A short description of the element: tag, class and the start of its text. */
  what: string
  left: number
  right: number
  /** The width the element's box allows (the viewport, or a clipping ancestor's). */
  limit: number
}

/** Every element of the page that reaches past the viewport or out of a box that clips it. */
export function misfits(page: Page): Promise<Misfit[]> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const found: Array<{ what: string; left: number; right: number; limit: number }> = []
    const nameOf = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const label = element.getAttribute('aria-label') ?? ''
      return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${text || label}"`
    }
    const scrollsSideways = (element: Element) => {
      const style = getComputedStyle(element)
      return (style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth
    }
    const clips = (element: Element) => {
      const style = getComputedStyle(element)
      return style.overflowX === 'hidden' || style.overflowX === 'clip'
    }
    // With a modal dialog open, the page behind it does not count (it is inert to the customer).
    const dialogs = [...document.querySelectorAll('[role="dialog"], dialog[open]')].filter((dialog) => {
      const rect = dialog.getBoundingClientRect()
      return rect.width > 0 && rect.height > 0 && getComputedStyle(dialog).visibility !== 'hidden'
    })
    const roots: Element[] = dialogs.length > 0 ? dialogs : [document.body]
    const content =
      'a, button, input, select, textarea, img, svg, video, canvas, label, h1, h2, h3, h4, p, li, dt, dd, td, th, span, strong'
    for (const root of roots) {
      for (const element of [root, ...root.querySelectorAll(content)]) {
        if (!element.matches(content)) continue
        if (element.closest('[aria-hidden="true"], [inert], .visually-hidden, .ol-viewport')) continue
        const rect = element.getBoundingClientRect()
        if (rect.width <= 1 || rect.height <= 1) continue
        const style = getComputedStyle(element)
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue
        let limitLeft = 0
        let limitRight = width
        let exempt = false
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const parentStyle = getComputedStyle(parent)
          if (parentStyle.display === 'none' || Number(parentStyle.opacity) === 0) {
            exempt = true
            break
          }
          if (scrollsSideways(parent)) {
            exempt = true
            break
          }
          if (clips(parent)) {
            const box = parent.getBoundingClientRect()
            limitLeft = Math.max(limitLeft, box.left)
            limitRight = Math.min(limitRight, box.right)
          }
        }
        if (exempt) continue
        if (rect.left < limitLeft - 1 || rect.right > limitRight + 1) {
          found.push({
            what: nameOf(element),
            left: Math.round(rect.left),
            right: Math.round(rect.right),
            limit: Math.round(limitRight - limitLeft),
          })
        }
      }
    }
    // A select too narrow for its choice ("Featurec"): the chosen option's text against the room inside.
    const context = document.createElement('canvas').getContext('2d')
    for (const select of document.querySelectorAll('select')) {
      const rect = select.getBoundingClientRect()
      if (!context || rect.width <= 1 || select.closest('[aria-hidden="true"], [inert]')) continue
      const style = getComputedStyle(select)
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const text = select.selectedOptions[0]?.text ?? ''
      // Chromium draws its own arrow (about 20 px) inside the padding box unless appearance is none.
      const arrow = style.appearance === 'none' ? 0 : 20
      const room =
        select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - arrow
      if (context.measureText(text).width > room + 1)
        found.push({
          what: `select "${text}" cut inside its box`,
          left: Math.round(rect.left),
          right: Math.round(rect.right),
          limit: Math.round(room),
        })
    }
    // Text cut inside its own box (a button too narrow for its words).
    for (const element of document.querySelectorAll('button, a, h1, h2, h3')) {
      const rect = element.getBoundingClientRect()
      if (rect.width <= 1 || element.closest('[aria-hidden="true"], [inert], .visually-hidden')) continue
      const style = getComputedStyle(element)
      if (style.textOverflow === 'ellipsis') continue
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX === 'hidden')
        found.push({
          what: `${nameOf(element)} cut inside its box`,
          left: Math.round(rect.left),
          right: Math.round(rect.left + element.scrollWidth),
          limit: element.clientWidth,
        })
    }
    return found.slice(0, 12)
  })
}

/** How far the document reaches past the viewport's right edge (0 when it fits). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth))
}

/** The page, as it is now, fits the viewport: no sideways scroll and nothing cut or past an edge. */
export async function expectFitsPhone(page: Page, state: string) {
  const width = page.viewportSize()?.width
  await expect.poll(() => sidewaysScroll(page), { message: `${state} scrolls sideways at ${width} px` }).toBe(0)
  await expect.poll(() => misfits(page), { message: `${state} has content past the edge at ${width} px` }).toEqual([])
}
