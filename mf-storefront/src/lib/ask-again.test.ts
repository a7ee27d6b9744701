import { describe, expect, it } from 'vitest'
import { answerLost, askAgainWhileLost } from './ask-again.ts'

const answers = (...statuses: number[]) => {
  const asked: number[] = []
  return {
    asked,
    ask: async () => {
      const status = statuses[asked.length] ?? 200
      asked.push(status)
      return { status }
    },
  }
}

describe('asking again when the answer was lost', () => {
  it('a lost answer (no response, or a gateway 502/503/504) is asked again until one comes', async () => {
    const waited: number[] = []
    const { ask, asked } = answers(0, 503, 200)
    const answer = await askAgainWhileLost(
      ask,
      (a) => answerLost(a.status),
      [10, 20, 30],
      async (ms) => {
        waited.push(ms)
      },
    )
    expect(answer).toEqual({ status: 200 })
    expect(asked).toEqual([0, 503, 200])
    expect(waited).toEqual([10, 20])
  })

  it('an answer, even a refusal or a server error, is not asked again', async () => {
    for (const status of [200, 400, 401, 409, 500]) {
      const { ask, asked } = answers(status)
      expect(
        await askAgainWhileLost(
          ask,
          (a) => answerLost(a.status),
          [1, 1],
          async () => {},
        ),
      ).toEqual({ status })
      expect(asked).toEqual([status])
    }
  })

  it('gives up after the last pause with the last answer', async () => {
    const { ask, asked } = answers(0, 0, 0, 0, 0)
    expect(
      await askAgainWhileLost(
        ask,
        (a) => answerLost(a.status),
        [1, 1],
        async () => {},
      ),
    ).toEqual({ status: 0 })
    expect(asked).toHaveLength(3)
  })
})
