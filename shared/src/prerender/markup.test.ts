import { describe, expect, it } from 'vitest'
import { chunkPreloads, inlineScript } from './markup.ts'

describe('chunkPreloads', () => {
  it("asks for a chunk's scripts and styles once each, in CORS mode as the chunk loader does", () => {
    expect(chunkPreloads(['a.js', 'a.css', 'a.js', 'a.js.map', 'a.LICENSE.txt'])).toEqual([
      { href: 'a.js', as: 'script', crossorigin: true },
      { href: 'a.css', as: 'style', crossorigin: true },
    ])
  })
})

describe('inlineScript', () => {
  it('keeps a closing tag inside the code from ending the element', () => {
    expect(inlineScript('document.write("</script><script>x()</SCRIPT>")')).toBe(
      '<script>document.write("<\\/script><script>x()<\\/SCRIPT>")</script>',
    )
  })
})
