// The parts of the local stand-in (@shop/supabase-local) the database suites use: migrations, the two
// database drivers and PostgREST's per-request settings. Imported module by module rather than through
// the package's index, so these suites load only the database layer, not the HTTP services.
export { type MigrationReport, migrate } from '../../local/src/db/migrate.ts'
export { openPglite } from '../../local/src/db/pglite.ts'
export { openPostgres } from '../../local/src/db/postgres.ts'
export { applyRequestSettings, loadSwitchableRoles, type SwitchableRoles } from '../../local/src/db/request-settings.ts'
export { type Database, isPgError, type Tx } from '../../local/src/db/types.ts'
export { createTestDatabase } from '../../local/test/support/database.ts'
