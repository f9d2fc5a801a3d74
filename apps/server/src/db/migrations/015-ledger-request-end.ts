import { sql, type Kysely } from 'kysely';

/**
 * A request's reservation ends once: settled or refunded, never both. The budget always checked
 * this under the balance row's lock; the index says it to the database too, so a settle can be one
 * statement (`settleToday`) whose `on conflict do nothing` stays exact when a refund of the same
 * request commits while it waits for that lock (its own snapshot would not show the refund).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('token_ledger_request_end')
    .unique()
    .on('token_ledger')
    .columns(['user_id', 'request_id'])
    .where(sql.ref('kind'), 'in', sql`('settle', 'refund')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('token_ledger_request_end').ifExists().execute();
}
