import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Every process keeps the sessions it read for a while (issue 35, docs/decisions/session-cache.md), so each
 * must hear at once of a change another process made to what a session lookup reads: a user's account, their
 * sessions, their subscription. These triggers notify `user_changes` with the user's id, after each changed row;
 * PostgreSQL delivers the notice at the commit, and once per id and transaction. An insert into users or sessions
 * is a row nobody has read yet, and tells nothing.
 */
export const migration0034: Migration = {
  async up(db: Kysely<any>) {
    // The argument names the column that holds the user's id.
    await sql`create function notify_user_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('user_changes', to_jsonb(case when tg_op = 'DELETE' then old else new end) ->> tg_argv[0]);
        return null;
      end $$`.execute(db);
    await sql`create trigger users_changed after update or delete on users for each row execute function notify_user_change('id')`.execute(db);
    await sql`create trigger sessions_changed after update or delete on sessions for each row execute function notify_user_change('user_id')`.execute(db);
    await sql`create trigger subscriptions_changed after insert or update or delete on subscriptions for each row execute function notify_user_change('user_id')`.execute(db);
  },
};
