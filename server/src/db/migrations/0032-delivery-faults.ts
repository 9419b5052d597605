import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Messages through a provider outage (issue 35, docs/decisions/provider-outages.md):
 * - outbox.expires_at: a message that is of no use after this instant (a sign-in code, an e-mail link) is
 *   not sent late; the worker marks it 'expired' instead (kept, like 'failed': the record stays);
 * - message_channels: when each channel (sms, email) last had a delivery fail for want of the provider
 *   (a timeout, a 5xx, no connection) and last delivered, written by every worker, so any process can
 *   tell a user that texts are delayed right now.
 */
export const migration0032: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table outbox add column expires_at timestamptz`.execute(db);
    await sql`create table message_channels (
      channel text primary key,
      last_failure_at timestamptz,
      last_success_at timestamptz
    )`.execute(db);
    await sql`insert into message_channels (channel) values ('sms'), ('email')`.execute(db);
  },
};
