import { sql, type Kysely } from 'kysely';

/** The channel every change notice is sent on (see db/change-feed.ts). */
export const CHANGE_CHANNEL = 'pardus_changes';

/**
 * Rows that signed-in reads serve from memory (sessions, balances, conversation titles) announce
 * their changes with NOTIFY, from a trigger, so no writer can forget to: this instance's caches and
 * every other instance's drop the entry when the writing transaction commits. Payload: `kind:key`.
 */
const WATCHED = [
  { table: 'sessions', payload: `'session:' || coalesce(new.id, old.id)` },
  { table: 'users', payload: `'user:' || coalesce(new.id, old.id)` },
  { table: 'token_balances', payload: `'balance:' || coalesce(new.user_id, old.user_id)` },
  { table: 'conversations', payload: `'titles:' || coalesce(new.user_id, old.user_id)` },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, payload } of WATCHED) {
    // One function per table: plpgsql cannot pick a column by a trigger argument without dynamic SQL.
    await sql
      .raw(
        `create function notify_${table}_change() returns trigger language plpgsql as $$
         begin
           perform pg_notify('${CHANGE_CHANNEL}', ${payload});
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_change_notice after insert or update or delete on ${table}
         for each row execute function notify_${table}_change()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of WATCHED) {
    await sql.raw(`drop trigger if exists ${table}_change_notice on ${table}`).execute(db);
    await sql.raw(`drop function if exists notify_${table}_change()`).execute(db);
  }
}
