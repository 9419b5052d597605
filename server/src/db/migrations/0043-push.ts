import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Push first, SMS as the fallback (issue 39, docs/decisions/push-first.md):
 * - push_subscriptions: a browser's Web Push subscription (its endpoint and keys, RFC 8291), one per device, held by the
 *   session that made it: signing out, a block and deleting the account end the session and so the subscription;
 * - officer_channels: an officer's choice of channel for one type of message, where it is not the default;
 * - employee_profiles.quiet_from / quiet_to: quiet hours in the officer's zone, minutes after midnight (null: none);
 * - outbox: a push message names its subscription; `fallback_id` is the SMS that stands in for it when no push reaches
 *   the device (or, for urgent types, none is acknowledged in time); `acknowledged_at` is when the device said it showed
 *   the notification; `message_type` is what the message was about, for the channel figures;
 * - sms_asks.outbox_id: the SMS that asked; a reply answers only questions that were texted (not those a push asked
 *   and whose SMS was held back or skipped).
 */
export const migration0043: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table push_subscriptions (
      id integer generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      session_hash text not null references sessions (id_hash) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      created_at timestamptz not null,
      last_sent_at timestamptz
    )`.execute(db);
    await sql`create index push_subscriptions_user on push_subscriptions (user_id)`.execute(db);
    await sql`create index push_subscriptions_session on push_subscriptions (session_hash)`.execute(db);
    await sql`create table officer_channels (
      user_id integer not null references users (id) on delete cascade,
      message_type text not null,
      channel text not null,
      primary key (user_id, message_type)
    )`.execute(db);
    await sql`alter table employee_profiles add column quiet_from smallint, add column quiet_to smallint`.execute(db);
    await sql`alter table outbox
      add column push_subscription_id integer references push_subscriptions (id) on delete set null,
      add column fallback_id integer references outbox (id) on delete set null,
      add column acknowledged_at timestamptz,
      add column message_type text`.execute(db);
    await sql`create index outbox_fallback on outbox (fallback_id) where fallback_id is not null`.execute(db);
    await sql`alter table sms_asks add column outbox_id integer references outbox (id) on delete set null`.execute(db);
    await sql`insert into message_channels (channel) values ('push')`.execute(db);
  },
};
