// The parts of the local stand-in (@shop/supabase-local) the database suites use: migrations, the two
// database drivers and PostgREST's per-request settings. Imported module by module rather than through
// the package's index, so these suites load only the database layer, not the HTTP services.
export { type MigrationReport, migrate } from '@shop/supabase-local/db/migrate'
export { openPglite } from '@shop/supabase-local/db/pglite'
export { openPostgres } from '@shop/supabase-local/db/postgres'
export {
  applyRequestSettings,
  loadSwitchableRoles,
  type SwitchableRoles,
} from '@shop/supabase-local/db/request-settings'
export { type Database, isPgError, type Tx } from '@shop/supabase-local/db/types'
export { createTestDatabase } from '@shop/supabase-local/testing/database'
export { createMigratedDatabase, migratedImage } from '@shop/supabase-local/testing/migrated'
