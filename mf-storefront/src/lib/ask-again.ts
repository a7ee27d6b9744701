// Asking again when an answer was lost. A request whose answer never came (the connection dropped, or
// a gateway answered 502-504 for a server that went away) may still have been carried out; a request
// made safe to repeat (it names its attempt with an id the server remembers) is then sent again, after
// short pauses, until an answer comes or the pauses run out. Refusals are answers: they are not resent.

/** Pauses (ms) before each resend: three resends within about 5 s. */
export const RESEND_PAUSES: readonly number[] = [500, 1500, 3000]

/** An HTTP status that says no answer came back: 0 (no response at all) or a gateway's 502, 503, 504. */
export const answerLost = (status: number): boolean =>
  status === 0 || status === 502 || status === 503 || status === 504

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** `ask()`, and again after each of `pauses` while `lost(answer)`; the last answer. */
export async function askAgainWhileLost<T>(
  ask: () => Promise<T>,
  lost: (answer: T) => boolean,
  pauses: readonly number[] = RESEND_PAUSES,
  wait: (ms: number) => Promise<void> = pause,
): Promise<T> {
  let answer = await ask()
  for (const ms of pauses) {
    if (!lost(answer)) break
    await wait(ms)
    answer = await ask()
  }
  return answer
}
