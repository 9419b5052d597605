import { Kysely, Migrator, sql, type Migration } from 'kysely';
import { migration0003 } from './migration-0003-employee-jobs';
import { migration0004 } from './migration-0004-admin-indexes';
import { migration0005 } from './migration-0005-job-alerts';
import { migration0006 } from './migration-0006-outbox-kind';
import { migration0007 } from './migration-0007-code-limits';
import { migration0008 } from './migration-0008-shared-rate-limits';
import { migration0009 } from './migration-0009-outbox-upkeep';
import { migration0010 } from './migration-0010-job-search';
import { migration0011 } from './migration-0011-open-jobs';
import { migration0012 } from './migration-0012-job-alert-queue';
import { migration0013 } from './migration-0013-job-words';
import { migration0014 } from './migration-0014-job-notices';
import { migration0015 } from './migration-0015-pause-ends';
import { migration0016 } from './migration-0016-open-job-words';
import { migration0017 } from './migration-0017-checkout-outcome';
import { migration0018 } from './migration-0018-all-states-folded-search';
import { migration0019 } from './migration-0019-applicant-hired-at';
import { migration0020 } from './migration-0020-open-word-counts';
import { migration0021 } from './migration-0021-ended-job-rows';
import { migration0022 } from './migration-0022-shifts';
import { migration0023 } from './migration-0023-required-permits';
import { migration0024 } from './migration-0024-permit-files';
import { migration0025 } from './migration-0025-permit-expiry-reminders';
import { migration0026 } from './migration-0026-distance';
import { migration0027 } from './migration-0027-reliability';
import { migration0029 } from './migration-0029-events';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/** Migrations live in code so the bundle carries them; names sort in the order they run. */
const migrations: Record<string, Migration> = {
  '0001_foundation': {
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
  },
  '0002_subscriptions': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('promos')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('percent_off', 'integer', (c) => c.notNull().check(sql`percent_off between 1 and 100`))
        .addColumn('duration_months', 'integer', (c) => c.notNull().defaultTo(0).check(sql`duration_months >= 0`))
        .addColumn('valid_until', 'timestamptz')
        .addColumn('max_redemptions', 'integer', (c) => c.check(sql`max_redemptions > 0`))
        .addColumn('redemptions', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('deleted_at', 'timestamptz')
        .execute();
      // The code is case-insensitive and unique among live promos.
      await sql`create unique index promos_name on promos (lower(name)) where deleted_at is null`.execute(db);

      await db.schema
        .createTable('promo_redemptions')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('promo_id', 'integer', (c) => c.notNull().references('promos.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('promo_redemptions_once', ['promo_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('subscriptions')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('period', 'integer')
        .addColumn('product_id', 'text')
        .addColumn('started_at', 'timestamptz')
        .addColumn('period_start', 'timestamptz')
        .addColumn('until', 'timestamptz')
        .addColumn('virtual', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('provider', 'text')
        .addColumn('provider_customer_id', 'text')
        .addColumn('provider_subscription_id', 'text')
        .addColumn('promo_id', 'integer', (c) => c.references('promos.id'))
        .addColumn('promo_applied_at', 'timestamptz')
        .addColumn('promo_started_at', 'timestamptz')
        .addColumn('promo_until', 'timestamptz')
        .addColumn('queued_period', 'integer')
        .addColumn('queued_product_id', 'text')
        .addColumn('queued_starts', 'timestamptz')
        .addColumn('queued_provider_subscription_id', 'text')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`create index subscriptions_due on subscriptions (until) where state <> 0`.execute(db);
      await sql`create index subscriptions_provider_sub on subscriptions (provider_subscription_id) where provider_subscription_id is not null`.execute(db);

      await db.schema
        .createTable('transactions')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('full_amount_cents', 'integer', (c) => c.notNull())
        .addColumn('state', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('period_from', 'timestamptz', (c) => c.notNull())
        .addColumn('period_to', 'timestamptz', (c) => c.notNull())
        .addColumn('promo_name', 'text')
        .addColumn('percent_off', 'integer')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_invoice_id', 'text', (c) => c.unique())
        .execute();
      await db.schema.createIndex('transactions_user').on('transactions').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('checkouts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('promo_id', 'integer', (c) => c.references('promos.id'))
        .addColumn('percent_off', 'integer')
        .addColumn('success_url', 'text', (c) => c.notNull())
        .addColumn('failed_url', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_session_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('completed_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('checkouts_user').on('checkouts').column('user_id').execute();

      await db.schema
        .createTable('payment_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('object_id', 'text')
        .addColumn('event_created', 'timestamptz', (c) => c.notNull())
        .addColumn('received_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await sql`create index payment_events_object on payment_events (object_id, type) where object_id is not null`.execute(db);
    },
  },
  '0003_employee_jobs': migration0003,
  '0004_admin_indexes': migration0004,
  '0005_job_alerts': migration0005,
  '0006_outbox_kind': migration0006,
  '0007_code_limits': migration0007,
  '0008_shared_rate_limits': migration0008,
  '0009_outbox_upkeep': migration0009,
  '0010_job_search': migration0010,
  '0011_open_jobs': migration0011,
  '0012_job_alert_queue': migration0012,
  '0013_job_words': migration0013,
  '0014_job_notices': migration0014,
  '0015_pause_ends': migration0015,
  '0016_open_job_words': migration0016,
  '0017_checkout_outcome': migration0017,
  '0018_all_states_folded_search': migration0018,
  '0019_applicant_hired_at': migration0019,
  '0020_open_word_counts': migration0020,
  '0021_ended_job_rows': migration0021,
  '0022_shifts': migration0022,
  '0023_required_permits': migration0023,
  '0024_permit_files': migration0024,
  '0025_permit_expiry_reminders': migration0025,
  '0026_distance': migration0026,
  '0027_reliability': migration0027,
  '0029_events': migration0029,
};

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
}
