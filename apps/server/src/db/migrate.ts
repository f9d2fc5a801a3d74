import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/001-initial.js';
import * as researchRuns from './migrations/002-research-runs.js';
import * as sharedLimits from './migrations/004-shared-limits.js';

/** Migrations are listed in code (not read from disk) so they ship with any bundle. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-research-runs': researchRuns,
  '004-shared-limits': sharedLimits,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date; throws with the failing migration's error. `schema` names the
 * schema that holds Kysely's own bookkeeping tables: Kysely looks for them in every schema unless
 * told one, so a test's private schema could mistake another schema's tables for its own.
 */
export async function migrateToLatest<T>(db: Kysely<T>, options: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: options.schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
