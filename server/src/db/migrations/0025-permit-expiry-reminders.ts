import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Permit expiry reminders (issue 21): an SMS 30 days and 7 days before a permit expires.
 * - permit_expiry_reminders: one row per reminder written to the outbox, keyed by the document's
 *   expiry date, so saving the permits step again (which writes the documents anew) sends nothing
 *   twice, and a renewed permit (a new date) is reminded again;
 * - employee_documents_expires: the hourly pass reads only documents expiring within about a month.
 */
export const migration0025: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table permit_expiry_reminders (
      user_id integer not null references users (id) on delete cascade,
      type integer not null,
      expires date not null,
      days_before integer not null,
      sent_at timestamptz not null,
      primary key (user_id, type, expires, days_before)
    )`.execute(db);
    await sql`create index employee_documents_expires on employee_documents (expires) where expires is not null`.execute(db);
  },
};
