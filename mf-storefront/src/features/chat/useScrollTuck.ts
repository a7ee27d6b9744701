import { useEffect, useRef, useState } from 'react'
import { nextTucked } from './scroll-tuck.ts'

const PHONE = '(max-width: 767px)'

/** Whether the chat button is tucked away now: on a phone, while the page scrolls down (scroll-tuck.ts). */
export function useScrollTuck(paused: boolean): boolean {
  const [tucked, setTucked] = useState(false)
  const lastY = useRef(0)
  useEffect(() => {
    if (paused) {
      setTucked(false)
      return
    }
    lastY.current = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      setTucked((now) => (matchMedia(PHONE).matches ? nextTucked(now, lastY.current, y) : false))
      lastY.current = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [paused])
  return tucked
}
