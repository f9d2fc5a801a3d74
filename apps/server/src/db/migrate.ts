import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
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
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date; throws with the failing migration's error. `schema` names the
 * PostgreSQL schema the migration bookkeeping lives in when it is not `public` (tests use one per
 * database): Kysely looks its tables up by name across schemas otherwise.
 */
export async function migrateToLatest<T>(db: Kysely<T>, options: { schema?: string } = {}): Promise<void> {
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
