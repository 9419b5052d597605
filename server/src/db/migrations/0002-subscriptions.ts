import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/** Promo codes, subscriptions, transactions, checkouts and the payment provider's events. */
export const migration0002: Migration = {
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
};
