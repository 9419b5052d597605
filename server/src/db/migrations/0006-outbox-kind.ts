import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * SMS consent at delivery (issue 7): what an outbox message is, so the worker knows which SMS a STOP
 * reply silences.
 * - kind 'code': a login or sign-up code the user just asked for; sent even to a number that replied STOP.
 * - kind 'notice': everything else (job alerts, hire and job-close SMS, the admin's bulk SMS, e-mails);
 *   an SMS notice to a number in sms_opt_outs is not sent but marked status 'skipped'.
 * Existing rows become notices except login codes, the only SMS enqueued with retry_unknown_outcome = false.
 */
export const migration0006: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('outbox')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('notice').check(sql`kind in ('code', 'notice')`))
      .execute();
    await sql`update outbox set kind = 'code' where channel = 'sms' and not retry_unknown_outcome`.execute(db);
  },
};
