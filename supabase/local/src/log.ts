import type { Logger } from './context.ts'

export function createLogger(quiet: boolean, prefix = 'supabase-local'): Logger {
  return {
    info: (message) => {
      if (!quiet) console.log(`[${prefix}] ${message}`)
    },
    warn: (message) => console.warn(`[${prefix}] ${message}`),
    error: (message, error) => console.error(`[${prefix}] ${message}`, error ?? ''),
  }
}
