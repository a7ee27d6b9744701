// Debian's Chromium for the browser tests; installed through apt when it is missing.
import { existsSync } from 'node:fs'
import { has, log, run } from './run.mjs'

export const chromiumPath = '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(chromiumPath)) return
  log('Installing Debian chromium (browser tests need it)')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args))
  if (sudo.length && !has('sudo', ['-n', 'true'])) {
    throw new Error('chromium is missing and apt-get needs root: run `sudo apt-get install -y chromium` once.')
  }
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium'])
}
