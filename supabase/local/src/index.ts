export { DEFAULT_JWT_SECRET, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from './config/defaults.ts'
export { resolveConfig, type StackConfig, type StackOptions } from './config/index.ts'
export { type MigrationReport, migrate, preparePlatform } from './db/migrate.ts'
export { openPglite } from './db/pglite.ts'
export { openPostgres } from './db/postgres.ts'
export {
  applyRequestSettings,
  loadSwitchableRoles,
  type RequestSettings,
  type SwitchableRoles,
} from './db/request-settings.ts'
export type { Database, QueryResult, Tx } from './db/types.ts'
export { isPgError } from './db/types.ts'
export { createJwtKeys } from './jwt/index.ts'
export { type RunningStack, startStack } from './stack.ts'
