import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * An invoice names its buyer as they were when they paid (docs/decisions/invoice-pdf.md): transactions.buyer holds
 * the 'Bill to' lines (name, company, postal address, phone, e-mail) written with the payment, so a later profile
 * edit or an account's deletion leaves issued invoices as they were. Null for payments recorded before: their
 * invoices read the profile, as they always did.
 */
export const migration0042: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table transactions add column buyer text[]`.execute(db);
  },
};
