import { describe, expect, it, vi } from 'vitest'
import { IDLE_TIMEOUT_MS, whenLoadedAndIdle } from './register-when-idle.ts'

function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const listeners: Record<string, () => void> = {}
  const idle: Array<() => void> = []
  const timers: Array<() => void> = []
  const win = {
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners[type] = listener
    }),
    setTimeout: vi.fn((run: () => void) => timers.push(run)),
    requestIdleCallback: withIdle
      ? vi.fn((run: () => void, options?: { timeout: number }) => {
          expect(options).toEqual({ timeout: IDLE_TIMEOUT_MS })
          return idle.push(run)
        })
      : undefined,
  }
  return { win: win as never, listeners, idle, timers }
}

describe('whenLoadedAndIdle', () => {
  it('waits for the load event, then for an idle main thread', () => {
    const run = vi.fn()
    const { win, listeners, idle } = fakeWindow('interactive')
    whenLoadedAndIdle(run, win)
    expect(idle).toHaveLength(0)
    listeners.load?.()
    expect(run).not.toHaveBeenCalled()
    idle[0]?.()
    expect(run).toHaveBeenCalledOnce()
  })

  it('on a page already loaded, waits only for the idle main thread', () => {
    const run = vi.fn()
    const { win, listeners, idle } = fakeWindow('complete')
    whenLoadedAndIdle(run, win)
    expect(listeners.load).toBeUndefined()
    expect(run).not.toHaveBeenCalled()
    idle[0]?.()
    expect(run).toHaveBeenCalledOnce()
  })

  it('without requestIdleCallback (Safari), runs a second after the load', () => {
    const run = vi.fn()
    const { win, listeners, timers } = fakeWindow('loading', false)
    whenLoadedAndIdle(run, win)
    listeners.load?.()
    expect(run).not.toHaveBeenCalled()
    timers[0]?.()
    expect(run).toHaveBeenCalledOnce()
  })
})
