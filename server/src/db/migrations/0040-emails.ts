import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * E-mails people expect, and can manage (issue 37, docs/decisions/emails.md):
 * - outbox.invoice_id: a receipt's payment, whose invoice PDF is rendered and attached when the e-mail is sent
 *   (the outbox keeps no file, and the PDF says what the invoice says then). A payment that goes takes its
 *   unsent receipt along.
 * - outbox.unsubscribe_url: a recurring e-mail's signed one-click address, sent as List-Unsubscribe with
 *   List-Unsubscribe-Post (RFC 8058).
 * - subscriptions.renewal_reminded_for: the charge the last renewal reminder was about, so each charge is
 *   announced once whatever the number of passes or processes.
 */
export const migration0040: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table outbox
      add column invoice_id integer references transactions (id) on delete cascade,
      add column unsubscribe_url text`.execute(db);
    await sql`alter table subscriptions add column renewal_reminded_for timestamptz`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table subscriptions drop column renewal_reminded_for`.execute(db);
    await sql`alter table outbox drop column invoice_id, drop column unsubscribe_url`.execute(db);
  },
};
