// The browser for component tests (`*.component.test.tsx`, in jsdom): what jsdom lacks and antd or the
// screens use, Testing Library's matchers and clean-up, and a clean page between tests (storage, toasts).
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import hotToast from 'react-hot-toast'
import { afterEach } from 'vitest'

// antd's responsive parts (Grid, Table columns) ask media queries: the page answers its width queries
// for its own width (window.innerWidth, a laptop's 1024 px unless a test sets another).
const widthMatches = (query: string) =>
  [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
    bound === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
  )
window.matchMedia ??= (query: string) =>
  ({
    matches: /width/.test(query) && widthMatches(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// jsdom computes no pseudo-element styles and logs "Not implemented" each time antd asks for one.
const computedStyle = window.getComputedStyle.bind(window)
window.getComputedStyle = (element: Element) => computedStyle(element)

Element.prototype.scrollIntoView ??= () => {}
// A photo's preview; jsdom has no object URLs.
URL.createObjectURL ??= () => 'blob:preview'
URL.revokeObjectURL ??= () => {}

// A photo taken on the phone is decoded and encoded again as a JPEG; jsdom draws nothing, so any image
// decodes to a 1200 × 900 bitmap and any canvas encodes to a small JPEG.
globalThis.createImageBitmap ??= (async () => ({ width: 1200, height: 900, close() {} })) as never
globalThis.OffscreenCanvas ??= class {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return { drawImage() {} }
  }
  async convertToBlob({ type = 'image/png' } = {}) {
    return new Blob([new Uint8Array(20_000)], { type })
  }
} as never

// What a screen shows after a server's answer comes within milliseconds on a quiet machine; on a busy one
// (2 cores shared by the whole team's builds) antd's first render alone can take seconds.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  // Toasts live in the toast library's own store, beyond the unmounted page: the next test starts with none.
  hotToast.remove()
  localStorage.clear()
  sessionStorage.clear()
})
