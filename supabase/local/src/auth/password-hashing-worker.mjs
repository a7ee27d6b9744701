// A thread of the password-hashing pool (password-hashing.ts): bcrypt hashes and comparisons, each a
// synchronous ~0.1 s of CPU that would otherwise hold the stand-in's one event loop. Plain JavaScript:
// it needs no TypeScript loader to start.
import { parentPort } from 'node:worker_threads'
import bcrypt from 'bcryptjs'

parentPort.on('message', (task) => {
  try {
    const result =
      task.op === 'hash'
        ? bcrypt.hashSync(task.password, bcrypt.genSaltSync(task.cost))
        : bcrypt.compareSync(task.password, task.hash)
    parentPort.postMessage({ id: task.id, result })
  } catch (error) {
    parentPort.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) })
  }
})
