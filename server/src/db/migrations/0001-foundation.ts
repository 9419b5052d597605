import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/** Accounts, sessions, sign-in codes, e-mail links, the outbox and the server's secrets. */
export const migration0001: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('role', 'integer', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('pending_email', 'text')
      .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('name', 'text')
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('deleted_at', 'timestamptz')
      .addColumn('consent_sms_at', 'timestamptz')
      .addColumn('consent_emails_at', 'timestamptz')
      .addColumn('consent_terms_at', 'timestamptz')
      .addColumn('filled_steps', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create unique index users_phone_role on users (phone, role) where deleted_at is null`.execute(db);
    await sql`create unique index users_verified_email_role on users (email, role) where deleted_at is null and email_verified`.execute(db);

    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('phone_codes')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('role', 'integer', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('phone_codes_phone').on('phone_codes').columns(['phone', 'created_at']).execute();

    await db.schema
      .createTable('wrong_codes')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('wrong_codes_phone').on('wrong_codes').columns(['phone', 'created_at']).execute();

    await db.schema
      .createTable('email_links')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('email_links_user').on('email_links').column('user_id').execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('html', 'text')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('retry_unknown_outcome', 'boolean', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
      .addColumn('claimed_at', 'timestamptz')
      .addColumn('provider_id', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('sent_at', 'timestamptz')
      .execute();
    await sql`create index outbox_due on outbox (next_attempt_at) where status = 'pending'`.execute(db);
    await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'created_at']).execute();

    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};
