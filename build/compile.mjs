// One Rspack compilation as a promise: its stats, or the errors it reported.
import { rspack } from '@rspack/core'

/** @param {import('@rspack/core').RspackOptions} config */
export function compile(config) {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error)
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })))
      resolve(stats)
    })
  })
}
