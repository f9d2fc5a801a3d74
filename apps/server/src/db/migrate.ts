import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/001-initial.js';
import * as researchRuns from './migrations/002-research-runs.js';
import * as researchJobs from './migrations/003-research-jobs.js';
import * as sharedLimits from './migrations/004-shared-limits.js';
import * as runsByConversation from './migrations/005-runs-by-conversation.js';
import * as conversationSearch from './migrations/006-conversation-search.js';
import * as sharedReports from './migrations/007-shared-reports.js';
import * as changeNotices from './migrations/008-change-notices.js';
import * as userDocuments from './migrations/009-user-documents.js';
import * as savedImages from './migrations/010-saved-images.js';
import * as documentTerms from './migrations/011-document-terms.js';
import * as relatedQuestions from './migrations/012-related-questions.js';
import * as retryRuns from './migrations/013-retry-runs.js';
import * as answerMode from './migrations/014-answer-mode.js';
import * as ledgerRequestEnd from './migrations/015-ledger-request-end.js';
import * as documentQuota from './migrations/016-document-quota.js';
import * as fairReading from './migrations/017-fair-reading.js';
import * as apiKeys from './migrations/018-api-keys.js';

/** Migrations are listed in code (not read from disk) so they ship with any bundle. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-research-runs': researchRuns,
  '003-research-jobs': researchJobs,
  '004-shared-limits': sharedLimits,
  '005-runs-by-conversation': runsByConversation,
  '006-conversation-search': conversationSearch,
  '007-shared-reports': sharedReports,
  '008-change-notices': changeNotices,
  '009-user-documents': userDocuments,
  '010-saved-images': savedImages,
  '011-document-terms': documentTerms,
  '012-related-questions': relatedQuestions,
  '013-retry-runs': retryRuns,
  '014-answer-mode': answerMode,
  '015-ledger-request-end': ledgerRequestEnd,
  '016-document-quota': documentQuota,
  '017-fair-reading': fairReading,
  '018-api-keys': apiKeys,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date; throws with the failing migration's error. `schema` names the
 * PostgreSQL schema the migration bookkeeping lives in when it is not `public` (tests use one per
 * database): Kysely looks its tables up by name across schemas otherwise.
 */
export async function migrateToLatest<T>(db: Kysely<T>, options: { schema?: string } = {}): Promise<void> {
  if (await isUpToDate(db, options.schema)) return;
  const migrator = new Migrator({
    db,
    provider,
    // Branches add migrations in parallel: one numbered below an applied one still runs.
    allowUnorderedMigrations: true,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/**
 * True when every migration is already recorded: a restart then skips the migrator, whose schema
 * introspection and lock cost ~100 ms of PGlite's time before the server is ready. Anything else
 * (no bookkeeping table yet, a migration missing) goes through the migrator and its lock.
 */
async function isUpToDate<T>(db: Kysely<T>, schema: string | undefined): Promise<boolean> {
  const name = schema ? `${schema}.kysely_migration` : 'kysely_migration';
  const regclass = schema ? `"${schema}".kysely_migration` : 'kysely_migration';
  const exists = sql<{ present: boolean }>`select to_regclass(${regclass}) is not null as present`;
  if (!(await exists.execute(db)).rows[0]?.present) return false;
  const recorded = await sql<{ name: string }>`select name from ${sql.table(name)}`.execute(db);
  const applied = new Set(recorded.rows.map((row) => row.name));
  return Object.keys(MIGRATIONS).every((migration) => applied.has(migration));
}
