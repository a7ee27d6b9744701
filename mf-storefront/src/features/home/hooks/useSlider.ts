// The home slider's clock in React: one timer for the next advance, reset by every manual use. With
// "reduce motion" set, slides change only when the visitor asks.
import { useCallback, useEffect, useState } from 'react'
import { advance, type SliderClock, showSlide, startClock } from '../slider-clock.ts'

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

export function useSlider(count: number) {
  const [clock, setClock] = useState<SliderClock>(() => startClock(count, performance.now()))

  useEffect(() => {
    if (prefersReducedMotion()) return
    const timer = setTimeout(
      () => setClock((current) => advance(current, performance.now())),
      Math.max(0, clock.nextAdvanceAt - performance.now()),
    )
    return () => clearTimeout(timer)
  }, [clock])

  const show = useCallback((index: number) => setClock((current) => showSlide(current, index, performance.now())), [])
  const previous = useCallback(
    () => setClock((current) => showSlide(current, current.index - 1, performance.now())),
    [],
  )
  const next = useCallback(() => setClock((current) => showSlide(current, current.index + 1, performance.now())), [])

  return { index: clock.index, show, previous, next }
}
