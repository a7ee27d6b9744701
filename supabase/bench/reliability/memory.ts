// Memory after bursts of large bodies: `bursts` times, `count` requests of 5 MB (refused with 413 from
// their declared length) and `count` requests of just under the 1 MiB limit (accepted: a quote whose
// coupon code is 1,000,000 characters, which reaches the database as a parameter and is refused there),
// `concurrency` at a time. The stand-in's memory is read before (after a full GC), at the peak of each
// burst (resident set sampled every 100 ms), when the burst ends, after `idleSeconds` of quiet and after
// a full GC.
import { headers, send, sleep } from './http.ts'
import { type Inspector, type MemoryReading, rssMiB } from './inspector.ts'

export interface MemoryStage extends Partial<MemoryReading> {
  stage: string
  rssMiB: number
}

export interface MemoryResult {
  stages: MemoryStage[]
  /** Answers per status over every burst. */
  statuses: Map<number, number>
}

const FIVE_MB = JSON.stringify({ items: [], coupon_code: 'x'.repeat(5 * 1024 * 1024) })
const UNDER_LIMIT = JSON.stringify({ items: [], coupon_code: 'x'.repeat(1_000_000) })

export async function burstMemory(
  url: string,
  pid: number,
  inspector: Inspector,
  opts: { bursts: number; count: number; concurrency: number; idleSeconds: number },
): Promise<MemoryResult> {
  const stages: MemoryStage[] = []
  const statuses = new Map<number, number>()
  const reading = async (stage: string) => stages.push({ stage, ...(await inspector.read()) })
  await inspector.collectGarbage()
  await reading('before (after a GC)')
  for (let burst = 1; burst <= opts.bursts; burst++) {
    let peak = 0
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(pid))
    }, 100)
    const bodies = Array.from({ length: opts.count * 2 }, (_, i) => (i % 2 ? UNDER_LIMIT : FIVE_MB))
    let next = 0
    await Promise.all(
      Array.from({ length: opts.concurrency }, async () => {
        for (let i = next++; i < bodies.length; i = next++) {
          const answer = await send(`${url}/rest/v1/rpc/quote_order`, {
            method: 'POST',
            headers: headers(),
            body: bodies[i],
          })
          const status = answer?.status ?? 0
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        }
      }),
    )
    clearInterval(sampler)
    stages.push({ stage: `burst ${burst}: peak`, rssMiB: Math.max(peak, rssMiB(pid)) })
    await reading(`burst ${burst}: as it ends`)
    await sleep(opts.idleSeconds * 1000)
    await reading(`burst ${burst}: after ${opts.idleSeconds} s quiet`)
    await inspector.collectGarbage()
    await reading(`burst ${burst}: after a GC`)
  }
  return { stages, statuses }
}
