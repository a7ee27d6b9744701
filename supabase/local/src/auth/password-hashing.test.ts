import { performance } from 'node:perf_hooks'
import bcrypt from 'bcryptjs'
import { describe, expect, it } from 'vitest'
import { bcryptCompare, bcryptHash } from './password-hashing.ts'

describe('bcrypt on the hashing pool', () => {
  it('hashes as bcrypt does: the hash verifies with bcryptjs, at the cost asked, and compares both ways', async () => {
    const hash = await bcryptHash('demo-pass-2026', 6)
    expect(hash).toMatch(/^\$2[ab]\$06\$[./A-Za-z0-9]{53}$/)
    expect(bcrypt.compareSync('demo-pass-2026', hash)).toBe(true)
    expect(await bcryptCompare('demo-pass-2026', hash)).toBe(true)
    expect(await bcryptCompare('demo-pass-2027', hash)).toBe(false)
    // A hash made elsewhere (pgcrypto's seed users) compares too.
    expect(await bcryptCompare('seeded', bcrypt.hashSync('seeded', 4))).toBe(true)
  })

  it('a malformed hash matches nothing, and the pool goes on', async () => {
    expect(await bcryptCompare('x', '$2a$10$short')).toBe(false)
    expect(await bcryptCompare('x', bcrypt.hashSync('x', 4))).toBe(true)
  })

  it('the event loop stays free while passwords are hashed: it is busy a small part of the time', async () => {
    await bcryptHash('warm-up', 4) // the first thread starts
    const before = performance.eventLoopUtilization()
    const hashes = await Promise.all(Array.from({ length: 4 }, (_, i) => bcryptHash(`password ${i}`, 10)))
    const used = performance.eventLoopUtilization(before)
    expect(new Set(hashes).size).toBe(4)
    // On the calling thread (bcryptjs's own async hash) the loop is busy nearly all of that time.
    expect(used.utilization).toBeLessThan(0.3)
  })
})
