import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * A payment's sales tax is fixed when it is paid (issue 37, docs/decisions/invoice-pdf.md):
 * - transactions.sales_tax_percent: the SALES_TAX rate included in the amount paid, as the setting read when the
 *   payment was recorded; null for "none". Its invoice reads it, so a later change of the setting leaves the
 *   invoices of earlier payments as they were. Every payment recorded before this paid none, as every invoice said.
 */
export const migration0039: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table transactions add column sales_tax_percent numeric
      check (sales_tax_percent > 0 and sales_tax_percent < 100)`.execute(db);
  },
};
