import { sql, type Kysely } from 'kysely';

/**
 * Related questions (issue 21): the questions offered after an answer are saved with it, as a
 * message role `related` whose content is JSON text `{questions}`. Like sources and images they are
 * left out of conversation search: nobody wrote them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await setRoles(db, ['user', 'assistant', 'search', 'image', 'related'], ['search', 'image', 'related']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from messages where role = 'related'`.execute(db);
  await setRoles(db, ['user', 'assistant', 'search', 'image'], ['search', 'image']);
}

/** The roles messages may have, and those whose content is not searched. */
async function setRoles(db: Kysely<unknown>, roles: string[], unsearched: string[]): Promise<void> {
  const list = (values: string[]) => sql.join(values.map((v) => sql.lit(v)));
  await sql`alter table messages drop constraint if exists messages_role_check`.execute(db);
  await sql`alter table messages add constraint messages_role_check
    check (role in (${list(roles)}))`.execute(db);
  await sql`drop index if exists messages_search`.execute(db);
  await sql`alter table messages drop column if exists search`.execute(db);
  await sql`alter table messages add column search tsvector
    generated always as (case when role in (${list(unsearched)}) then null
      else strip(to_tsvector('simple'::regconfig, left(content, 100000))) end) stored`.execute(db);
  await sql`create index messages_search on messages using gin (search)`.execute(db);
}
