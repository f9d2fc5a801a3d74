import { sql, type Kysely } from 'kysely';

/**
 * Private images (issue 20).
 *
 * Images are saved with the conversation: a message role `image` whose content is JSON text of one
 * image result, with the URL search returned (the browser only ever sees links to the image proxy,
 * made anew for each reader). Like sources, images are not indexed for conversation search: a hit
 * there would show a conversation for words nobody wrote in it.
 *
 * A shared report keeps copies of its images (`shared_report_images`), fetched through the proxy
 * when the link is made, so a visitor's browser loads them from here and no outside host learns who
 * reads the report. They go with the link (revoke, conversation or account deletion) by cascade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table messages drop constraint if exists messages_role_check`.execute(db);
  await sql`alter table messages add constraint messages_role_check
    check (role in ('user', 'assistant', 'search', 'image'))`.execute(db);
  await sql`drop index if exists messages_search`.execute(db);
  await sql`alter table messages drop column if exists search`.execute(db);
  await sql`alter table messages add column search tsvector
    generated always as (case when role in ('search', 'image') then null
      else strip(to_tsvector('simple'::regconfig, left(content, 100000))) end) stored`.execute(db);
  await sql`create index messages_search on messages using gin (search)`.execute(db);
  await db.schema
    .createTable('shared_report_images')
    .addColumn('share_id', 'text', (c) => c.notNull().references('shared_reports.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('shared_report_images_pk', ['share_id', 'position'])
    .execute();
}

/** This migration's tables, dependents first. */
export const TABLES = ['shared_report_images'] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
  await sql`delete from messages where role = 'image'`.execute(db);
  await sql`alter table messages drop constraint if exists messages_role_check`.execute(db);
  await sql`alter table messages add constraint messages_role_check
    check (role in ('user', 'assistant', 'search'))`.execute(db);
  await sql`drop index if exists messages_search`.execute(db);
  await sql`alter table messages drop column if exists search`.execute(db);
  await sql`alter table messages add column search tsvector
    generated always as (case when role = 'search' then null
      else strip(to_tsvector('simple'::regconfig, left(content, 100000))) end) stored`.execute(db);
  await sql`create index messages_search on messages using gin (search)`.execute(db);
}
