import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * The company's billing address, printed as the buyer's address on its invoices (issue 37,
 * docs/decisions/invoice-pdf.md). Optional, but whole: either no line at all, or a street, city, state and ZIP.
 */
export const migration0041: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table employer_profiles
      add column address1 text,
      add column address2 text,
      add column city text,
      add column state_id integer references us_states (id),
      add column postal_code text,
      add constraint employer_profiles_address_whole check (
        (address1 is null and address2 is null and city is null and state_id is null and postal_code is null)
        or (address1 is not null and city is not null and state_id is not null and postal_code is not null)
      )`.execute(db);
  },
};
